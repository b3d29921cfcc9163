import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApp } from './app';
import { loadConfig } from './platform/config/config';
import { secretBox } from './platform/secrets/secret-box';
import { startupSummary } from './startup-summary';

describe('start-up summary', () => {
  const config = loadConfig({ DB_FILE: '/srv/club/club.sqlite', PUBLIC_URL: 'https://club.example', PAYMENTS: 'test' });

  it('names the address, database, mail and payment mode, and ends with the one-time admin credentials', () => {
    const summary = startupSummary(config, 'http://127.0.0.1:3000', { username: 'admin', generatedPassword: 's3cret-once' });
    const lines = summary.trim().split('\n');
    expect(summary).toContain('running at http://127.0.0.1:3000');
    expect(summary).toContain('database        /srv/club/club.sqlite');
    expect(summary).toContain('kept in the outbox');
    expect(summary).toContain('built-in test checkout');
    expect(summary).toContain('WARNING: PAYMENTS=test');
    expect(lines.at(-3)).toContain('username: admin');
    expect(lines.at(-2)).toContain('password: s3cret-once');
    expect(lines.at(-1)).toContain('not shown again');
  });

  it('shows no password when the admin came from ADMIN_PASSWORD, and none at all on later starts', () => {
    expect(startupSummary(config, 'http://127.0.0.1:3000', { username: 'admin', generatedPassword: null })).not.toContain('password:');
    expect(startupSummary(config, 'http://127.0.0.1:3000', null)).not.toContain('First admin');
  });

  it('names the PostgreSQL database, never its password, when DATABASE_URL is set', () => {
    const onPostgres = loadConfig({ DATABASE_URL: 'postgres://club:hunter2@db.example:5432/club' });
    const summary = startupSummary(onPostgres, 'http://127.0.0.1:3000', null);
    expect(summary).toContain('database        PostgreSQL postgres://club:***@db.example:5432/club');
    expect(summary).not.toContain('hunter2');
  });

  it('names where the secrets key is, never the key; says so when it was just made, and who must set two-factor up again', () => {
    const key = Buffer.alloc(32, 5);
    const made = { box: secretBox(key, '/srv/club/secrets.key'), created: true };
    const summary = startupSummary(config, 'http://127.0.0.1:3000', null, { key: made, twoFactorUnreadable: [] });
    expect(summary).toContain(`secrets key     /srv/club/secrets.key (key ${made.box.keyId}; not in the backups: keep a copy apart from them)`);
    expect(summary).toContain('A new secrets key was written to /srv/club/secrets.key.');
    expect(summary).not.toContain(key.toString('base64'));
    const later = startupSummary(config, 'http://127.0.0.1:3000', null, { key: { ...made, created: false }, twoFactorUnreadable: ['casey'] });
    expect(later).not.toContain('A new secrets key');
    expect(later).toContain('WARNING: the two-factor secrets of casey were sealed with a lost secrets key');
  });

  it('names the SMTP host, never its password, when mail is sent', () => {
    const withSmtp = loadConfig({ SMTP_URL: 'smtp://club:hunter2@mail.example:587' });
    const summary = startupSummary(withSmtp, 'http://127.0.0.1:3000', null);
    expect(summary).toContain('SMTP via mail.example');
    expect(summary).not.toContain('hunter2');
  });
});

describe('request logging', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function linesAt(level: 'info' | 'debug') {
    t = await createTestApp({ LOG_LEVEL: level });
    const lines: string[] = [];
    const app = await buildApp({ config: t.config, db: t.db, clientDir: `${t.dir}/no-client`, logStream: { write: (line) => lines.push(line) } });
    try {
      await app.inject({ url: '/api/events' });
      await app.inject({ url: '/trpc/no.such.procedure' });
    } finally {
      await app.close();
    }
    return lines;
  }

  it('keeps request lines out of the default (info) log', async () => {
    const lines = await linesAt('info');
    expect(lines.filter((line) => line.includes('/api/events'))).toEqual([]);
    expect(lines.filter((line) => line.includes('incoming request') || line.includes('request completed'))).toEqual([]);
  });

  it('logs one line per request, with its request id, when LOG_LEVEL=debug asks for them', async () => {
    const lines = await linesAt('debug');
    const requestLines = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(requestLines.length).toBe(2);
    expect(requestLines[0]).toContain('"url":"/api/events"');
    expect(requestLines[0]).toMatch(/"reqId":"[^"]+"/);
    expect(requestLines[0]).toContain('"statusCode":200');
  });
});
