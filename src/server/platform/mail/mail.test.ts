import { NEXT_YEAR } from '../../../test/feed-factories';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { insertApplication, outboxTo } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { testDeps } from '../../../test/test-deps';
import type { AppDeps } from '../deps/deps';
import { retryDueMail } from './mail-worker';
import { claimOutboxMessage } from './outbox.repository';
import { nextRetryAt, sendMail } from './mail.service';
import { createSmtpTransport } from './smtp-transport';
import { escapeHtml } from '../text/escape-html';
import { paymentLinkEmail } from '../../domains/membership/applications/payment-link.template';
import { TestClock } from '../../../test/test-clock';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process: what arrives is what nodemailer really sent (after `delayMs`, if given). */
async function startSmtp(delayMs = 0): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        setTimeout(() => {
          received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, delayMs);
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `smtp://127.0.0.1:${address.port}`, received, close: () => server.close() };
}

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  probe.close();
  await once(probe, 'close');
  return address.port;
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  cleanups.push(() => t.close());
  return t;
}

async function smtp(delayMs = 0) {
  const server = await startSmtp(delayMs);
  cleanups.push(server.close);
  return server;
}

async function approve(t: TestApp, applicationId: number) {
  const admin = await insertMember(t.db, { memberType: 'admin' });
  return trpcClient(t.app, await memberCookie(t.db, admin.id)).applications.review.mutate({ id: applicationId, status: 'approved' });
}

function depsFor(t: TestApp, smtpUrl: string): AppDeps {
  const config = { ...t.config, SMTP_URL: smtpUrl };
  return testDeps(t, { config, mailer: createSmtpTransport(config) });
}

describe('mail through a real SMTP server', () => {
  it('delivers the payment link with MAIL_FROM and marks it sent', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url, MAIL_FROM: 'Remote Golf Club <club@example.com>' });
    const application = await insertApplication(t.db, { email: 'smtp@example.com' });
    const result = await approve(t, application.id);
    expect(result.emailSent).toBe(true);
    // Delivered by the worker, outside the request.
    await expect.poll(() => server.received.length, { timeout: 5000, interval: 50 }).toBe(1);
    await expect.poll(async () => (await outboxTo(t.db, 'smtp@example.com'))[0]?.sent_at ?? null).not.toBeNull();
    expect(server.received[0]).toMatchObject({ from: 'club@example.com', to: ['smtp@example.com'] });
    expect(server.received[0]?.raw).toContain('Subject: Remote Golf Club: your application is approved');
    expect(server.received[0]?.raw).toContain('text/html');
    const [row] = await outboxTo(t.db, 'smtp@example.com');
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
    expect(row?.sent_at).not.toBeNull();
  });

  it('a failing mail server leaves the message queued with a retry time, and the request still succeeds', async () => {
    const port = await closedPort();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const application = await insertApplication(t.db, { email: 'queued@example.com' });
    const result = await approve(t, application.id);
    expect(result).toMatchObject({ emailSent: true, application: { status: 'approved' } });
    await expect.poll(async () => (await outboxTo(t.db, 'queued@example.com'))[0]?.attempts).toBe(1);
    const [row] = await outboxTo(t.db, 'queued@example.com');
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(row?.next_attempt_at ?? '')).toBeGreaterThan(Date.now());

    // When the server is back and the retry time has come, the worker delivers it.
    const server = await smtp();
    const deps = depsFor(t, server.url);
    expect(await retryDueMail(deps)).toBe(0); // not due yet
    expect(await retryDueMail({ ...deps, clock: new TestClock(new Date(Date.now() + 2 * 60_000).toISOString()) })).toBe(1);
    expect(server.received.map((m) => m.to)).toEqual([['queued@example.com']]);
    const [sent] = await outboxTo(t.db, 'queued@example.com');
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(sent?.sent_at).not.toBeNull();
    expect(await retryDueMail({ ...deps, clock: new TestClock(new Date(Date.now() + 60 * 60_000).toISOString()) })).toBe(0); // never twice
  });

  it('the worker started by buildApp retries due mail on its interval', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url, MAIL_RETRY_INTERVAL_MS: '1000' });
    await t.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'later@example.com',
        subject: 'Queued earlier',
        text_body: 'Hello',
        html_body: '<p>Hello</p>',
        created_at: new Date().toISOString(),
        sent_at: null,
        attempts: 1,
        next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        last_error: 'connect ECONNREFUSED',
      })
      .execute();
    await expect.poll(() => server.received.length, { timeout: 5000, interval: 100 }).toBe(1);
    await expect.poll(async () => (await outboxTo(t.db, 'later@example.com'))[0]?.sent_at ?? null).not.toBeNull();
  });

  it('never holds a request: with a mail server that takes 5 s a message, a match with three invitees answers at once, and all three arrive', async () => {
    const server = await smtp(5000);
    const t = await app({ SMTP_URL: server.url });
    const organizer = await insertMember(t.db);
    const invitees = [await insertMember(t.db), await insertMember(t.db), await insertMember(t.db)];
    const client = trpcClient(t.app, await memberCookie(t.db, organizer.id));
    await client.matches.create.mutate({
      date: `${NEXT_YEAR}-06-01`,
      time: '09:00',
      selectedMembers: invitees.map((invitee) => ({ id: invitee.id, username: invitee.username })),
    });
    // The server accepts a message only after 5 s: an answer that had waited on one would find it received.
    expect(server.received).toHaveLength(0);
    await expect.poll(() => server.received.length, { timeout: 15_000, interval: 100 }).toBe(3);
    expect(server.received.map((message) => message.to[0]).sort()).toEqual(invitees.map((invitee) => invitee.email).sort());
    // In the club's layout, like every other club e-mail.
    expect(server.received[0]?.raw).toContain('You are invited to a golf match');
  }, 30_000);

  it('a message whose delivery was interrupted (the process died holding its lease) is due again once the lease has passed', async () => {
    const server = await smtp();
    // No SMTP_URL for the app itself: its own worker would race this test for the message it plays with.
    const t = await app({});
    const deps = depsFor(t, server.url);
    cleanups.push(() => deps.mailer?.close());
    const dueAt = new Date(Date.now() - 1000).toISOString();
    const { id } = await t.db
      .insertInto('mail_outbox')
      .values({ to_address: 'lost@example.com', subject: 'Your reset link', text_body: 'x', html_body: '<p>x</p>', created_at: dueAt, sent_at: null, next_attempt_at: dueAt, last_error: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A worker claims it, then dies before the mail server answers.
    expect(await claimOutboxMessage(t.db, id, dueAt, new Date(Date.now() + 5 * 60_000).toISOString())).toBe(true);
    expect(await retryDueMail(deps)).toBe(0);
    expect(await retryDueMail({ ...deps, clock: new TestClock(new Date(Date.now() + 6 * 60_000).toISOString()) })).toBe(1);
    expect(server.received.map((message) => message.to)).toEqual([['lost@example.com']]);
  });

  it('survives a kill -9 during SMTP delivery: the message is delivered after the lease by the next process', async () => {
    const stalled = await smtp(120_000);
    const t = await app({});
    await insertMember(t.db, { email: 'crash@example.com' });
    const port = await closedPort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: { ...process.env, DB_FILE: t.config.DB_FILE, SECRETS_KEY: t.config.SECRETS_KEY, ...(t.config.DATABASE_URL && { DATABASE_URL: t.config.DATABASE_URL }), UPLOADS_DIR: t.config.UPLOADS_DIR, PORT: String(port), HOST: '127.0.0.1', SMTP_URL: stalled.url, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    cleanups.push(() => child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(() => fetch(`${base}/api/auth/user`).then((r) => r.ok, () => false), { timeout: 20_000, interval: 200 }).toBe(true);
    const asked = await fetch(`${base}/trpc/auth.forgotPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'crash@example.com' }) });
    expect(asked.status).toBe(200);
    // The worker has claimed the message (a lease minutes ahead) and is waiting on the stalled server.
    const leased = async () => (await outboxTo(t.db, 'crash@example.com'))[0]?.next_attempt_at ?? '';
    await expect.poll(async () => Date.parse(await leased()) > Date.now() + 60_000, { timeout: 10_000, interval: 50 }).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect((await outboxTo(t.db, 'crash@example.com'))[0]?.sent_at).toBeNull();

    const server = await smtp();
    const deps = depsFor(t, server.url);
    cleanups.push(() => deps.mailer?.close());
    expect(await retryDueMail(deps)).toBe(0);
    expect(await retryDueMail({ ...deps, clock: new TestClock(new Date(Date.now() + 6 * 60_000).toISOString()) })).toBe(1);
    expect(server.received.map((message) => message.to)).toEqual([['crash@example.com']]);
  }, 60_000);

  it('cannot be made to add headers: CR/LF in the subject are flattened, a smuggled recipient is refused', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url });
    const deps = depsFor(t, server.url);
    cleanups.push(() => deps.mailer?.close());
    const injected = await sendMail(deps, {
      to: 'victim@example.com\r\nBcc: evil@example.com',
      subject: 'Hello',
      text: 'Body',
      html: '<p>Body</p>',
    });
    expect(injected.emailSent).toBe(false);
    const listed = await sendMail(deps, { to: 'victim@example.com, evil@example.com', subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
    expect(listed.emailSent).toBe(false);
    const result = await sendMail(deps, {
      to: 'victim@example.com',
      subject: 'Hello\r\nBcc: evil@example.com\nX-Injected: yes',
      text: 'Body',
      html: '<p>Body</p>',
    });
    expect(result.emailSent).toBe(true);
    const rows = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows.map((r) => r.subject)).toEqual(['Hello Bcc: evil@example.com X-Injected: yes']);
    expect(await retryDueMail(deps)).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.to).toEqual(['victim@example.com']);
    expect(server.received[0]?.raw).not.toMatch(/^Bcc:/m);
    expect(server.received[0]?.raw).not.toMatch(/^X-Injected:/m);
  });

  it('the retry delay grows and stops after the last attempt', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(nextRetryAt(1, now)).toBe('2026-01-01T00:01:00.000Z');
    expect(nextRetryAt(3, now)).toBe('2026-01-01T00:04:00.000Z');
    expect(nextRetryAt(7, now)).toBe('2026-01-01T01:04:00.000Z');
    expect(nextRetryAt(8, now)).toBeNull();
  });
});

describe('mail without a mail server: the outbox', () => {
  it('keeps every message, reports it sent, and shows it to admins only', async () => {
    const t = await app({});
    const application = await insertApplication(t.db, { email: 'outbox@example.com' });
    expect((await approve(t, application.id)).emailSent).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(anonymous.statusCode).toBe(401);
    const member = await insertMember(t.db);
    const asMember = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: await memberCookie(t.db, member.id) } });
    expect(asMember.statusCode).toBe(403);
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const cookie = await memberCookie(t.db, admin.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
    const anyId: unknown = expect.any(Number);
    const paymentLinkText: unknown = expect.stringContaining('/payment?email=outbox%40example.com');
    const htmlDocument: unknown = expect.stringContaining('<html>');
    const anyTimestamp: unknown = expect.any(String);
    expect(list.json()).toEqual([
      {
        id: anyId,
        to: 'outbox@example.com',
        subject: 'Remote Golf Club: your application is approved',
        text: paymentLinkText,
        html: htmlDocument,
        createdAt: anyTimestamp,
      },
    ]);
    expect((await trpcClient(t.app, cookie).mail.outbox.query({})).total).toBe(1);
  });
});

describe('templates', () => {
  it('escape user input in HTML and keep the club name', () => {
    const message = paymentLinkEmail({
      clubName: 'Pines & Links',
      to: 'x@example.com',
      firstName: '<script>alert("x")</script>',
      paymentUrl: 'http://localhost:3000/payment?email=a%40b.c&x="y"',
      price: '$50.00',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(message.html).toContain('Pines &amp; Links');
    expect(message.html).toContain('href="http://localhost:3000/payment?email=a%40b.c&amp;x=&quot;y&quot;"');
    expect(message.text).toContain('Dear <script>alert("x")</script>,');
    expect(message.subject).toBe('Pines & Links: your application is approved');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
});
