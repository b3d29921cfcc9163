import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
let adminCookie: string;
beforeEach(async () => {
  t = await createTestApp();
  adminCookie = (await adminAndMember(t.db)).adminCookie;
});
afterEach(() => t.close());

const send = (name: string, message = 'I would like to know more.') =>
  trpcClient(t.app).contact.send.mutate({ name, email: 'visitor@example.com', phone: '555-123-4567', message });

describe('contact messages for admins', () => {
  it('e-mails a copy of each message to the club’s contact address, escaping HTML', async () => {
    await send('<b>Eve</b>', 'Hi <script>alert(1)</script> there');
    const mail = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: 'info@remotegolfclub.com', subject: 'Contact form: message from <b>Eve</b>' });
    expect(mail[0]?.text_body).toContain('Hi <script>alert(1)</script> there');
    expect(mail[0]?.html_body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; there');
    expect(mail[0]?.html_body).not.toContain('<script>');
  });

  it('lists messages newest first with the unread count, and opening one marks it read once', async () => {
    await send('First');
    await send('Second');
    await send('Third');
    const trpc = trpcClient(t.app, adminCookie);
    const list = await trpc.admin.messages.list.query({});
    expect(list.items.map((message) => message.name)).toEqual(['Third', 'Second', 'First']);
    expect(list).toMatchObject({ total: 3, unread: 3 });
    const second = list.items[1];
    if (!second) throw new Error('missing message');
    const opened = await trpc.admin.messages.open.mutate({ id: second.id });
    expect(opened.readAt).toEqual(expect.any(String));
    const again = await trpc.admin.messages.open.mutate({ id: second.id });
    expect(again.readAt).toBe(opened.readAt);
    const after = await trpc.admin.messages.list.query({});
    expect(after.unread).toBe(2);
    expect(after.items.map((message) => message.readAt !== null)).toEqual([false, true, false]);
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i += 1) await send(`Visitor ${i}`);
    const page2 = await trpcClient(t.app, adminCookie).admin.messages.list.query({ page: 2, pageSize: 2 });
    expect(page2.items.map((message) => message.name)).toEqual(['Visitor 0']);
  });

  it('answers 404 for an unknown message', async () => {
    const error: unknown = await trpcClient(t.app, adminCookie)
      .admin.messages.open.mutate({ id: 999 })
      .catch((caught: unknown) => caught);
    expect(String(error)).toContain('Message not found.');
  });
});
