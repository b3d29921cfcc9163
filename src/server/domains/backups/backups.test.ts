import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { testDeps } from '../../../test/test-deps';
import { appCode, withTwoFactor } from '../../../test/two-factor-factories';
import { buildApp } from '../../app';
import { backupDatabase } from '../../platform/db/backup';
import { openDatabase } from '../../platform/db/database';
import { unsubscribeUrl } from '../../platform/mail/member-mail';
import { secretBox } from '../../platform/secrets/secret-box';
import { SecretsKeyMismatchError } from '../../platform/secrets/secrets.service';
import { sealSecretsAtRest } from '../../startup';
import { insertContactMessage } from '../contact/contact.repository';
import { backupsToKeep, type ClubBackup, listClubBackups, pruneClubBackups, restoreClubBackup, takeClubBackup } from './club-backups';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const message = (name: string) => ({ name, email: 'w@example.com', phone: '5551234567', message: 'Written during a backup', created_at: new Date().toISOString(), read_at: null });

describe('club backups', () => {
  it('taken while 20 writers run, restore into a fresh directory whole: integrity ok, every acknowledged write and the photos present', async () => {
    mkdirSync(path.join(t.config.UPLOADS_DIR, 'posts'), { recursive: true });
    writeFileSync(path.join(t.config.UPLOADS_DIR, 'posts', 'green.jpg'), 'photo bytes');
    const acknowledged: string[] = [];
    let running = true;
    const writers = Array.from({ length: 20 }, async (_, writer) => {
      for (let i = 0; running; i++) {
        const name = `w${writer}-${i}`;
        await insertContactMessage(t.db, message(name));
        acknowledged.push(name);
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    // The backup starts with writes under way, however slow the machine.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(20), { timeout: 10_000 });
    const before = [...acknowledged];
    const backup = await takeClubBackup(t.config, new Date());
    running = false;
    await Promise.all(writers);
    expect(before.length).toBeGreaterThan(20);

    const fresh = mkdtempSync(path.join(tmpdir(), 'club-restored-'));
    const restored = { DB_FILE: path.join(fresh, 'db', 'club.sqlite'), UPLOADS_DIR: path.join(fresh, 'uploads') };
    await restoreClubBackup(restored, path.join(t.config.BACKUP_DIR, backup.name));
    const db = new SQLite(restored.DB_FILE, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = new Set(db.prepare('select name from contact_messages').pluck().all().map(String));
      expect(before.filter((name) => !names.has(name))).toEqual([]);
      expect(db.prepare('select count(*) from users').pluck().get()).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    expect(readFileSync(path.join(restored.UPLOADS_DIR, 'posts', 'green.jpg'), 'utf8')).toBe('photo bytes');
  });

  it('keeps the newest of each of the last 7 days and 4 weeks, and lists newest first', () => {
    const day = 86_400_000;
    const start = Date.UTC(2026, 9, 1, 3);
    const backups: ClubBackup[] = Array.from({ length: 60 }, (_, i) => {
      const takenAt = new Date(start + i * day + (i % 2) * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return { name: `club-${takenAt.replace(/:/g, '-')}.tar.gz`, takenAt, sizeBytes: 1 };
    });
    const keep = backupsToKeep(backups);
    const kept = backups.filter((backup) => keep.has(backup.name)).map((backup) => backup.takenAt.slice(0, 10));
    expect(kept.slice(-7)).toEqual(backups.slice(-7).map((backup) => backup.takenAt.slice(0, 10)));
    expect(keep.size).toBeLessThanOrEqual(11);
    expect(keep.size).toBeGreaterThanOrEqual(9);
  });

  it('lets admins list, take and download backups (audited); members and visitors get nothing', async () => {
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const cookie = await memberCookie(t.db, admin.id);
    const client = trpcClient(t.app, cookie);
    const backup = await client.admin.backups.create.mutate();
    expect((await client.admin.backups.list.query()).map((b) => b.name)).toEqual([backup.name]);
    expect(await client.admin.backups.keeper.query()).toBe('app');
    expect(listClubBackups(t.config)).toHaveLength(1);
    const download = await t.app.inject({ url: `/api/admin/backups/${backup.name}`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const member = await insertMember(t.db);
    expect((await t.app.inject({ url: `/api/admin/backups/${backup.name}`, headers: { cookie: await memberCookie(t.db, member.id) } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/backups/${backup.name}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/backups/..%2Fclub.sqlite', headers: { cookie } })).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity_type', '=', 'backup').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['backup.create', 'backup.download']);
  });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('what a backup holds, and who can read it', () => {
  it('is 0600 in a 0700 folder; holds the database with its secrets sealed and the photos, not the secrets key', async () => {
    const member = await insertMember(t.db);
    const { secret } = await withTwoFactor(t.db, member.id);
    await unsubscribeUrl(testDeps(t), member.id, 'new_events');
    const mailKey = t.secrets.open(
      (await t.db.selectFrom('app_secrets').select('value').where('name', '=', 'mail-links').executeTakeFirstOrThrow()).value,
      'app_secrets.value:mail-links',
    );
    mkdirSync(path.join(t.config.UPLOADS_DIR, 'posts'), { recursive: true });
    writeFileSync(path.join(t.config.UPLOADS_DIR, 'posts', 'green.jpg'), 'photo bytes');

    const backup = await takeClubBackup(t.config, new Date());
    // One written by an earlier version, readable by everyone: tightened when the backups are pruned.
    const older = path.join(t.config.BACKUP_DIR, `club-${new Date(Date.now() - 86_400_000).toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`);
    writeFileSync(older, 'a backup from before backups were private', { mode: 0o644 });
    expect(modeOf(older)).toBe(0o644);
    pruneClubBackups(t.config);
    const file = path.join(t.config.BACKUP_DIR, backup.name);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(older)).toBe(0o600);
    expect(modeOf(t.config.BACKUP_DIR)).toBe(0o700);

    const unpacked = mkdtempSync(path.join(tmpdir(), 'club-unpacked-'));
    await restoreClubBackup({ DB_FILE: path.join(unpacked, 'club.sqlite'), UPLOADS_DIR: path.join(unpacked, 'uploads') }, file);
    expect(readdirSync(unpacked, { recursive: true, encoding: 'utf8' }).sort()).toEqual(['club.sqlite', 'uploads', 'uploads/posts', 'uploads/posts/green.jpg']);
    // The whole file, page by page: neither secret is anywhere in it in clear.
    const bytes = readFileSync(path.join(unpacked, 'club.sqlite'));
    expect(bytes.includes(secret)).toBe(false);
    expect(bytes.includes(mailKey)).toBe(false);
    expect(bytes.includes(t.secrets.keyId)).toBe(true);
  });

  it('restored on a server with the same key, two-factor sign-in works; with another key start-up stops with the way back', async () => {
    const member = await insertMember(t.db);
    const { secret } = await withTwoFactor(t.db, member.id);
    const backup = await takeClubBackup(t.config, new Date());
    const fresh = mkdtempSync(path.join(tmpdir(), 'club-restored-'));
    const restored = { DB_FILE: path.join(fresh, 'db', 'club.sqlite'), UPLOADS_DIR: path.join(fresh, 'uploads') };
    await restoreClubBackup(restored, path.join(t.config.BACKUP_DIR, backup.name));
    expect(modeOf(restored.DB_FILE)).toBe(0o600);
    expect(modeOf(path.dirname(restored.DB_FILE))).toBe(0o700);

    const db = openDatabase(restored.DB_FILE);
    try {
      await expect(sealSecretsAtRest(db, secretBox(randomBytes(32), path.join(fresh, 'db', 'secrets.key')), new Date())).rejects.toThrow(SecretsKeyMismatchError);
      await sealSecretsAtRest(db, t.secrets, new Date());
      const app = await buildApp({ config: { ...t.config, ...restored }, db, logger: false, clientDir: path.join(fresh, 'no-client'), secrets: t.secrets });
      try {
        const step = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: member.password } });
        const token = step.json<{ twoFactorToken: string }>().twoFactorToken;
        const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { token, code: appCode(secret, 1) } });
        expect(signedIn.json()).toMatchObject({ success: true, user: { username: member.username } });
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
    }
  });
});

describe('a database from before secrets were sealed', () => {
  it('has its clear secrets sealed at start-up, leaving no trace of them in the file or its WAL', async () => {
    const member = await insertMember(t.db);
    const clearSecret = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF';
    const at = new Date().toISOString();
    await t.db.insertInto('two_factor').values({ user_id: member.id, secret: clearSecret, enabled_at: at, last_time_step: null, created_at: at }).execute();
    const onDisk = () => Buffer.concat([`${t.config.DB_FILE}`, `${t.config.DB_FILE}-wal`].map((file) => (existsSync(file) ? readFileSync(file) : Buffer.alloc(0))));
    expect(onDisk().includes(clearSecret)).toBe(true);

    expect(await sealSecretsAtRest(t.db, t.secrets, new Date())).toMatchObject({ sealed: 1 });
    expect(onDisk().includes(clearSecret)).toBe(false);
    const stored = await t.db.selectFrom('two_factor').select('secret').where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(t.secrets.open(stored.secret, `two_factor.secret:${member.id}`)).toBe(clearSecret);
  });
});

describe('the database file', () => {
  it('is made 0600 in a new 0700 folder, with its WAL; an older file readable by others is tightened when opened', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-private-'));
    const file = path.join(dir, 'data', 'db', 'club.sqlite');
    const db = openDatabase(file);
    await db.schema.createTable('notes').addColumn('text', 'text').execute();
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    expect(modeOf(path.join(dir, 'data', 'db'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'data'))).toBe(0o700);
    await db.destroy();

    chmodSync(file, 0o644);
    const again = openDatabase(file);
    await again.destroy();
    expect(modeOf(file)).toBe(0o600);

    // npm run db -- backup <file>: the copy is private from its first byte.
    const copy = path.join(dir, 'copies', 'club-copy.sqlite');
    backupDatabase(file, copy);
    expect(modeOf(copy)).toBe(0o600);
    expect(modeOf(path.dirname(copy))).toBe(0o700);
  });
});
