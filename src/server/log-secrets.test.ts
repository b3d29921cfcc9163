import { afterEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../test/test-app';
import { buildApp } from './app';
import { maskExpiredLinks } from './platform/mail/outbox-links.service';
import { INVITATION_TTL_MS } from './domains/membership/applications/invitation.service';
import type { MailMessage } from './platform/mail/mail.types';
import { maskSecrets } from './platform/text/mask-secrets';

let t: TestApp | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await t?.close();
  t = undefined;
});

/** An app at debug level whose every log line is kept, with an optional mail transport. */
async function loggedApp(mailer: { sent: MailMessage[] } | null) {
  t = await createTestApp({ LOG_LEVEL: 'debug' });
  const lines: string[] = [];
  const app = await buildApp({
    config: t.config,
    db: t.db,
    clientDir: `${t.dir}/no-client`,
    logStream: { write: (line) => lines.push(line) },
    mailer: mailer ? { send: (message) => Promise.resolve(void mailer.sent.push(message)), close: () => undefined } : null,
  });
  closers.push(() => app.close());
  return { app, lines, db: t.db };
}

const resetTokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('nothing secret in logs or kept longer than needed', () => {
  it('logs no reset link, calendar feed token or payment session id, at any level', async () => {
    const { app, lines, db } = await loggedApp(null);
    const member = await insertMember(db, { email: 'casey@example.com' });
    await trpcClient(app).auth.forgotPassword.mutate({ email: 'casey@example.com' });
    const kept = await db.selectFrom('mail_outbox').select('text_body').executeTakeFirstOrThrow();
    const resetToken = resetTokenIn(kept.text_body);
    expect(resetToken.length).toBeGreaterThan(20);

    const cookie = await memberCookie(db, member.id);
    const { url: feedUrl } = await trpcClient(app, cookie).calendar.resetFeed.mutate();
    const feedToken = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics/.exec(feedUrl)?.[1] ?? '';
    await app.inject({ url: new URL(feedUrl).pathname });
    await app.inject({ url: '/api/payment/session/cs_test_SECRETSESSION123' });
    await app.inject({ url: `/reset-password?token=${resetToken}` });
    await app.inject({ url: '/payment/result?session_id=cs_test_SECRETSESSION123' });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('mail kept in the outbox');
    expect(log).toContain('[redacted]');
    for (const secret of [resetToken, feedToken, 'cs_test_SECRETSESSION123']) expect(log).not.toContain(secret);
  });

  it('keeps no live link in a delivered message', async () => {
    const mailer = { sent: [] as MailMessage[] };
    const { app, db } = await loggedApp(mailer);
    await insertMember(db, { email: 'riley@example.com' });
    await trpcClient(app).auth.forgotPassword.mutate({ email: 'riley@example.com' });
    await expect.poll(() => mailer.sent.length, { timeout: 5000, interval: 20 }).toBe(1);
    const token = resetTokenIn(mailer.sent[0]?.text ?? '');
    expect(token.length).toBeGreaterThan(20);
    await expect.poll(async () => (await db.selectFrom('mail_outbox').select('sent_at').executeTakeFirstOrThrow()).sent_at).not.toBeNull();
    const kept = await db.selectFrom('mail_outbox').select(['text_body', 'html_body']).executeTakeFirstOrThrow();
    expect(kept.text_body).toContain('token=[redacted]');
    expect(`${kept.text_body}${kept.html_body}`).not.toContain(token);
  });

  it('without a mail server, keeps the link in the outbox until it is used, and no longer than it can work', async () => {
    t = await createTestApp();
    const member = await insertMember(t.db, { email: 'morgan@example.com' });
    const client = trpcClient(t.app);
    await client.auth.forgotPassword.mutate({ email: 'morgan@example.com' });
    const token = resetTokenIn((await t.db.selectFrom('mail_outbox').select('text_body').executeTakeFirstOrThrow()).text_body);
    await client.auth.resetPassword.mutate({ token, password: 'A-new-password-1' });
    const used = await t.db.selectFrom('mail_outbox').select(['text_body', 'html_body']).executeTakeFirstOrThrow();
    expect(`${used.text_body}${used.html_body}`).not.toContain(token);

    // A second, unused link: still readable today, masked once older than any link's lifetime.
    await client.auth.forgotPassword.mutate({ email: 'morgan@example.com' });
    const [, fresh] = await t.db.selectFrom('mail_outbox').select(['id', 'text_body']).orderBy('id').execute();
    const freshToken = resetTokenIn(fresh?.text_body ?? '');
    expect(await maskExpiredLinks(t.db, INVITATION_TTL_MS, Date.now())).toBe(0);
    expect(await maskExpiredLinks(t.db, INVITATION_TTL_MS, Date.now() + 8 * 24 * 3_600_000)).toBe(1);
    const expired = await t.db.selectFrom('mail_outbox').select('text_body').where('id', '=', fresh?.id ?? 0).executeTakeFirstOrThrow();
    expect(expired.text_body).not.toContain(freshToken);
    expect(member.id).toBeGreaterThan(0);
  });

  it('masks tokens in query strings (also inside HTML), feed paths and payment session paths, and leaves event files alone', () => {
    expect(maskSecrets('https://club.example/onboard?token=abc_DEF-123&x=1')).toBe('https://club.example/onboard?token=[redacted]&x=1');
    expect(maskSecrets('<a href="/reset-password?x=1&amp;token=abcDEF">')).toBe('<a href="/reset-password?x=1&amp;token=[redacted]">');
    expect(maskSecrets('/api/calendar/Zq9_token-value.ics')).toBe('/api/calendar/[redacted].ics');
    expect(maskSecrets('/api/calendar/42.ics')).toBe('/api/calendar/42.ics');
    expect(maskSecrets('/api/payment/session/cs_live_123')).toBe('/api/payment/session/[redacted]');
  });
});
