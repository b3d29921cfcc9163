import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/server/platform/passwords/password';
import { findUserByUsername } from '../src/server/domains/users/users.repository';
import { insertMember, memberCookie } from '../src/test/factories';
import { createTestApp, type TestApp, TEST_ADMIN, trpcClient } from '../src/test/test-app';
import { leaderboardSchema, tournamentListSchema } from '../src/shared/tournaments/tournament.schema';
import { directoryPageSchema } from '../src/shared/people/directory.schema';
import { readPlatformList } from '../src/shared/golf/platforms';
import { testDeps } from '../src/test/test-deps';
import { withTwoFactor } from '../src/test/two-factor-factories';
import { unsubscribeUrl } from '../src/server/platform/mail/member-mail';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Runs an npm script the way a host would, against the test's database file. */
async function npmScript(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, DB_FILE: t.config.DB_FILE, SECRETS_KEY: t.config.SECRETS_KEY, UPLOADS_DIR: t.config.UPLOADS_DIR, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    // execFile rejects on a non-zero exit, with the output attached.
    if (typeof error === 'object' && error !== null && 'code' in error && 'stdout' in error && 'stderr' in error) {
      return { code: Number(error.code), stdout: String(error.stdout), stderr: String(error.stderr) };
    }
    throw error;
  }
}

describe('npm run admin:reset -- <username>', () => {
  it('prints a new password once, which then signs in; the admin’s sessions end and the audit log says so', async () => {
    const cookie = await memberCookie(t.db, (await findUserByUsername(t.db, TEST_ADMIN.username))?.id ?? 0);
    const result = await npmScript('scripts/admin-reset.ts', [TEST_ADMIN.username.toUpperCase()]);
    expect(result.code).toBe(0);
    const password = /\n {4}(\S+)\n/.exec(result.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const admin = await findUserByUsername(t.db, TEST_ADMIN.username);
    expect(await verifyPassword(admin?.password_hash ?? '', password)).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? '', TEST_ADMIN.password)).toBe(false);
    const session = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(session.json()).toMatchObject({ isAuthenticated: false });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).execute();
    expect(audit).toContainEqual({ action: 'member.password_reset', summary: `Reset the password of admin "${TEST_ADMIN.username}" from the command line` });
  });

  it('refuses an unknown name and a standard member, changing nothing', async () => {
    const member = await insertMember(t.db, { username: 'casey' });
    const unknown = await npmScript('scripts/admin-reset.ts', ['nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no account named "nobody".');
    const standard = await npmScript('scripts/admin-reset.ts', ['casey']);
    expect(standard.code).toBe(1);
    expect(standard.stderr).toContain('"casey" is not an admin');
    expect((await findUserByUsername(t.db, 'casey'))?.password_hash).toBe(member.password_hash);
    const usage = await npmScript('scripts/admin-reset.ts', []);
    expect(usage.code).toBe(2);
  });
});

describe('npm run db', () => {
  it('rolls back the newest migration and migrates again', async () => {
    const rolledBack = await npmScript('scripts/db.ts', ['rollback']);
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.stdout).toMatch(/^Rolled back \S+ on /);
    const again = await npmScript('scripts/db.ts', ['migrate']);
    expect(again.stdout).toMatch(/^Applied \S+ on /);
    const upToDate = await npmScript('scripts/db.ts', ['migrate']);
    expect(upToDate.stdout).toContain('is up to date');
  });

  it('backs up the live database as one snapshot: the copy holds every row and passes its integrity check', async () => {
    for (let n = 0; n < 25; n++) await insertMember(t.db);
    const target = path.join(t.dir, 'backups', 'club-copy.sqlite');
    const result = await npmScript('scripts/db.ts', ['backup', target]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('integrity ok');
    const copy = new SQLite(target, { readonly: true });
    const count = copy.prepare('select count(*) as n from users').get();
    copy.close();
    const live = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(count).toEqual({ n: live.n });
  });

  it('explains its usage when the command is missing or unknown', async () => {
    expect((await npmScript('scripts/db.ts', [])).code).toBe(2);
    const unknown = await npmScript('scripts/db.ts', ['drop-everything']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "drop-everything"');
    expect((await npmScript('scripts/db.ts', ['backup'])).stderr).toContain('backup needs a file');
    const copyToNothing = await npmScript('scripts/db.ts', ['copy-to', 'club.sqlite']);
    expect(copyToNothing.code).toBe(2);
    expect(copyToNothing.stderr).toContain('copy-to needs the address of an empty PostgreSQL database.');
  });

  it('leaves backing up and restoring a PostgreSQL club to pg_dump and pg_restore, and says so', async () => {
    // Refused before any connection is tried: the address need not answer.
    const onPostgres = { DATABASE_URL: 'postgres://club@127.0.0.1:1/club' };
    for (const [script, args] of [
      ['scripts/db.ts', ['backup', path.join(t.dir, 'copy.sqlite')]],
      ['scripts/backup.ts', []],
      ['scripts/restore.ts', [t.config.DB_FILE]],
    ] as const) {
      const refused = await npmScript(script, [...args], onPostgres);
      expect(refused.code, script).toBe(1);
      expect(refused.stderr, script).toMatch(
        /^This club keeps its data in PostgreSQL: (back it up with pg_dump|restore it with pg_restore), as the README shows\.$/m,
      );
    }
    expect(existsSync(path.join(t.dir, 'copy.sqlite'))).toBe(false);
  });
});

describe('npm run seed:demo', () => {
  it('fills an empty club through the repositories and services, and a second run adds nothing', async () => {
    const first = await npmScript('scripts/seed-demo.ts', []);
    expect(first.code).toBe(0);
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (
            [
              'users',
              'member_profiles',
              'member_handicaps',
              'events',
              'event_rsvps',
              'applications',
              'contact_messages',
              'feed_posts',
              'matches',
              'match_participants',
              'match_comments',
              'match_scores',
              'tournaments',
              'tournament_entries',
              'tournament_cards',
              'open_games',
              'open_game_players',
              'reservations',
              'account_entries',
              'audit_log',
              'mail_outbox',
            ] as const
          ).map(
            async (table) => [table, Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)] as const,
          ),
        ),
      );
    const seeded = await counts();
    for (const [table, n] of Object.entries(seeded)) expect(n, table).toBeGreaterThan(0);
    // The demo club has its own pictures: a logo, a hero photo and photos on posts, a match and three events, stored as uploads are.
    const identity = await t.db.selectFrom('club_settings').select(['logo_file', 'hero_file']).executeTakeFirstOrThrow();
    expect(identity.logo_file).toMatch(/^club-logo-[a-f0-9]{32}$/);
    expect(identity.hero_file).toMatch(/^club-hero-[a-f0-9]{32}$/);
    const photos = await t.db.selectFrom('feed_posts').select('image_file').where('image_file', 'is not', null).execute();
    expect(photos).toHaveLength(2);
    for (const { image_file: file } of photos) expect(existsSync(path.join(t.config.UPLOADS_DIR, file ?? ''))).toBe(true);
    expect(await t.db.selectFrom('match_comments').select('image_file').where('image_file', 'is not', null).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('events').select('image_file').where('image_file', 'is not', null).execute()).toHaveLength(3);
    expect(existsSync(path.join(t.config.UPLOADS_DIR, 'club', `${identity.hero_file ?? ''}-1920.webp`))).toBe(true);

    const again = await npmScript('scripts/seed-demo.ts', []);
    expect(again.code).toBe(0);
    expect(await counts()).toEqual(seeded);
    expect(again.stdout).toContain('Demo profiles: 0');
    expect(await t.db.selectFrom('club_settings').select(['logo_file', 'hero_file']).executeTakeFirstOrThrow()).toEqual(identity);
  }, 60_000);
});

describe('the demo club reads like a remote club', () => {
  it('has members across countries and zones with profiles and photos, events online and on simulators, a tournament in play and open games', async () => {
    expect((await npmScript('scripts/seed-demo.ts', [])).code).toBe(0);
    const members = await t.db
      .selectFrom('users')
      .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .select(['users.id', 'users.full_name', 'users.time_zone', 'users.paid_through', 'member_profiles.country', 'member_profiles.platforms', 'member_profiles.photo_file', 'member_profiles.launch_monitor'])
      .where('users.member_type', '=', 'standard')
      .execute();
    expect(members.length).toBeGreaterThanOrEqual(12);
    expect(members.length).toBeLessThanOrEqual(20);
    expect(new Set(members.map((m) => m.country)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(members.map((m) => m.time_zone)).size).toBeGreaterThanOrEqual(4);
    for (const member of members) {
      // A full name (first and last), a zone, a profile with where they play, and a photo.
      expect(member.full_name, String(member.id)).toMatch(/^\S+ .*\S$/);
      expect(member.time_zone, member.full_name ?? '').toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/]+$/);
      expect(member.country, member.full_name ?? '').toMatch(/^[A-Z]{2}$/);
      expect(readPlatformList(member.platforms ?? '[]').length, member.full_name ?? '').toBeGreaterThan(0);
      expect(member.photo_file, member.full_name ?? '').not.toBeNull();
    }
    // A member signs in and sees another member's photo, served as an image.
    const today = new Date().toISOString().slice(0, 10);
    const viewer = members.find((m) => (m.paid_through ?? '') > today);
    const cookie = await memberCookie(t.db, viewer?.id ?? 0);
    const directory = directoryPageSchema.parse((await t.app.inject({ url: '/api/members/directory', headers: { cookie } })).json());
    const shown = directory.members.find((entry) => entry.id !== viewer?.id && entry.photo);
    const photo = await t.app.inject({ url: shown?.photo?.src ?? '/missing', headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    // Several starting indexes were declared through the people module (audited).
    const declared = await t.db.selectFrom('member_handicaps').select('user_id').where('source', '=', 'declared').execute();
    expect(declared.length).toBeGreaterThanOrEqual(3);

    // Events online or on named simulator courses, and the spec's two member-only examples as they are.
    const events = await t.db.selectFrom('events').select(['title', 'location', 'visibility']).execute();
    expect(events.filter((e) => /online|gspro|trackman|simulator/i.test(e.location)).length).toBeGreaterThanOrEqual(3);
    expect(events).toEqual(
      expect.arrayContaining([
        { title: 'Monthly Member Tournament', location: 'Main Course', visibility: 'members' },
        { title: 'Member Networking Dinner', location: 'Clubhouse Restaurant', visibility: 'members' },
      ]),
    );

    // A tournament whose round is open now, with cards handed in and in progress: the leaderboard is live.
    const { tournaments } = tournamentListSchema.parse((await t.app.inject({ url: '/api/tournaments', headers: { cookie } })).json());
    const inPlay = tournaments.find((tournament) => tournament.phase === 'open');
    expect(inPlay).toBeDefined();
    const now = Date.now();
    expect(inPlay?.rounds.some((round) => Date.parse(round.opensAt) < now && now < Date.parse(round.closesAt))).toBe(true);
    const board = leaderboardSchema.parse((await t.app.inject({ url: `/api/tournaments/${inPlay?.id ?? 0}/leaderboard`, headers: { cookie } })).json());
    expect(board.rows.filter((row) => row.thru === 'F').length).toBeGreaterThanOrEqual(3);
    expect(board.rows.some((row) => typeof row.thru === 'number')).toBe(true);
    expect(tournaments.some((tournament) => tournament.phase === 'upcoming' && tournament.entriesOpen)).toBe(true);

    // The home page's five newest posts are members talking, not results settled while seeding.
    const newest = await t.db.selectFrom('feed_posts').select('content').orderBy('created_at', 'desc').limit(5).execute();
    for (const post of newest) expect(post.content).not.toMatch(/ result at /);

    // Open games looking for players, posted on their hosts' clocks.
    const games = await trpcClient(t.app, cookie).openGames.list.query({});
    expect(games.length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('npm run seed:demo on a brand-new club', () => {
  it('prints the first admin it created, with a password that signs in, once', async () => {
    const file = path.join(t.dir, 'fresh-demo.sqlite');
    const env = { DB_FILE: file, UPLOADS_DIR: path.join(t.dir, 'fresh-uploads') };
    const first = await npmScript('scripts/seed-demo.ts', [], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('First admin account created. Sign in at');
    const username = /^ {4}username: (\S+)$/m.exec(first.stdout)?.[1] ?? '';
    const password = /^ {4}password: (\S+)$/m.exec(first.stdout)?.[1] ?? '';
    const fresh = new SQLite(file, { readonly: true });
    const row: unknown = fresh.prepare('select password_hash from users where username = ? and member_type = ?').get(username, 'admin');
    fresh.close();
    const hash = typeof row === 'object' && row !== null && 'password_hash' in row ? String(row.password_hash) : '';
    expect(await verifyPassword(hash, password)).toBe(true);
    expect((await npmScript('scripts/seed-demo.ts', [], env)).stdout).not.toContain('First admin account');
  }, 90_000);
});

describe('starting on a damaged database', () => {
  it('stops with a readable message naming the file, not a stack trace', async () => {
    const file = path.join(t.dir, 'damaged.sqlite');
    writeFileSync(file, Buffer.alloc(8192, 7));
    const result = await run('node', ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: { ...process.env, DB_FILE: file, UPLOADS_DIR: t.config.UPLOADS_DIR, PORT: '0', LOG_LEVEL: 'silent' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => ({ code: 1, stderr: typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '' }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The database file ${file} cannot be read`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});

describe('the secrets key', () => {
  const otherKey = Buffer.alloc(32, 42).toString('base64');

  it('a server started with another key stops with a readable message naming both keys and the way back', async () => {
    const result = await run('node', ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: { ...process.env, DB_FILE: t.config.DB_FILE, SECRETS_KEY: otherKey, UPLOADS_DIR: t.config.UPLOADS_DIR, PORT: '0', LOG_LEVEL: 'silent' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => ({ code: 1, stderr: typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '' }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`were sealed with secrets key ${t.secrets.keyId}, but this server's key (SECRETS_KEY) is `);
    expect(result.stderr).toContain('npm run secrets:key-lost');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 30_000);

  it('npm run secrets:key-lost puts this server\u2019s key in place of a lost one and says who has to set two-factor up again', async () => {
    const member = await insertMember(t.db, { username: 'casey' });
    await withTwoFactor(t.db, member.id);
    await unsubscribeUrl(testDeps(t), member.id, 'new_events');
    const result = await npmScript('scripts/secrets-key-lost.ts', [], { SECRETS_KEY: otherKey });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`instead of the lost key ${t.secrets.keyId}.`);
    expect(result.stdout).toContain('unsubscribe links in e-mails sent before no longer work');
    expect(result.stdout).toContain('Two-factor codes of casey cannot be checked');
    expect(result.stdout).toContain('npm run admin:reset -- <username>');
    expect(await t.db.selectFrom('app_secrets').select('name').execute()).toEqual([]);
    const again = await npmScript('scripts/secrets-key-lost.ts', [], { SECRETS_KEY: otherKey });
    expect(again.stdout).toMatch(/^Nothing to do: this database's secrets are sealed with this server's key [0-9a-f]{8} \(SECRETS_KEY\)\.$/m);
  }, 30_000);
});

describe('npm run backup and npm run restore -- <file>', () => {
  it('round trip: a member deleted after the backup is back after the restore', async () => {
    const env = { BACKUP_DIR: path.join(t.dir, 'backups') };
    const member = await insertMember(t.db, { username: 'keepme' });
    const taken = await run('node', ['--import', 'tsx', path.join(root, 'scripts/backup.ts')], {
      cwd: root,
      env: { ...process.env, DB_FILE: t.config.DB_FILE, SECRETS_KEY: t.config.SECRETS_KEY, UPLOADS_DIR: t.config.UPLOADS_DIR, LOG_LEVEL: 'silent', ...env },
    });
    const file = /Backup written: (\S+) \(/.exec(taken.stdout)?.[1] ?? '';
    expect(file).toMatch(/club-.*\.tar\.gz$/);
    await t.db.deleteFrom('users').where('id', '=', member.id).execute();
    await t.app.close();
    await t.db.destroy();
    const restored = await run('node', ['--import', 'tsx', path.join(root, 'scripts/restore.ts'), file], {
      cwd: root,
      env: { ...process.env, DB_FILE: t.config.DB_FILE, SECRETS_KEY: t.config.SECRETS_KEY, UPLOADS_DIR: t.config.UPLOADS_DIR, LOG_LEVEL: 'silent', ...env },
    });
    expect(restored.stdout).toContain('Restored');
    const db = new SQLite(t.config.DB_FILE, { readonly: true });
    try {
      expect(db.prepare('select username from users where id = ?').pluck().get(member.id)).toBe('keepme');
    } finally {
      db.close();
    }
    // The app was closed above: remove its folder and give afterEach a fresh one to close.
    rmSync(t.dir, { recursive: true, force: true });
    t = await createTestApp();
  }, 60_000);
});
