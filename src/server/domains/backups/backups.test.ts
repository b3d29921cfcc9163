import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { insertContactMessage } from '../contact/contact.repository';
import { backupsToKeep, type ClubBackup, listClubBackups, restoreClubBackup, takeClubBackup } from './club-backups';

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
    await new Promise((resolve) => setTimeout(resolve, 50));
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
