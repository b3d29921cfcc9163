import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactInput } from '../../../shared/contact/contact.schema';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

const valid: ContactInput = {
  name: 'Jane Golfer',
  email: 'jane@example.com',
  phone: '(555) 123-4567',
  message: 'I would like to know more about membership.',
};

function post(app: TestApp, payload: Record<string, unknown>, ip = '127.0.0.1') {
  return app.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
}

function storedMessages(app: TestApp) {
  return app.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
}

// Each rule of the shared schema, with the message the spec's form shows.
const invalidCases: Array<[string, keyof ContactInput, string, string]> = [
  ['a one-letter name', 'name', 'J', 'Name must be at least 2 characters'],
  ['a name of spaces', 'name', '     ', 'Name must be at least 2 characters'],
  ['a name over 100 characters', 'name', 'x'.repeat(101), 'Name must be at most 100 characters'],
  ['a bad email', 'email', 'jane@', 'Invalid email address'],
  ['a phone under 10 characters', 'phone', '555-1234', 'Please enter a valid phone number'],
  ['a phone over 30 characters', 'phone', '5'.repeat(31), 'Please enter a valid phone number'],
  ['a short message', 'message', 'Hi there', 'Message must be at least 10 characters'],
  ['a message over 5000 characters', 'message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
];

describe('contact messages', () => {
  it('stores a message sent through tRPC contact.send, trimmed and unread', async () => {
    const app = await start();
    const result = await trpcClient(app.app).contact.send.mutate({ ...valid, name: '  Jane Golfer  ' });
    expect(result).toEqual({ success: true });
    const rows = await storedMessages(app);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, read_at: null });
    expect(Number.isNaN(Date.parse(rows[0]?.created_at ?? ''))).toBe(false);
  });

  it('stores a message sent to POST /api/contact', async () => {
    const app = await start();
    const response = await post(app, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await storedMessages(app)).toEqual([expect.objectContaining(valid)]);
  });

  it.each(invalidCases)('REST refuses %s with 400, the message and the field error', async (_label, field, value, message) => {
    const app = await start();
    const response = await post(app, { ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await storedMessages(app)).toHaveLength(0);
  });

  it.each(invalidCases)('tRPC refuses %s with BAD_REQUEST and the message', async (_label, field, value, message) => {
    const app = await start();
    const error: unknown = await trpcClient(app.app)
      .contact.send.mutate({ ...valid, [field]: value })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.message : '').toBe(message);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      fieldErrors: { [field]: [message] },
    });
    expect(await storedMessages(app)).toHaveLength(0);
  });

  it('lists every field’s error when the whole form is empty', async () => {
    const app = await start();
    const response = await post(app, { name: '', email: '', phone: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name must be at least 2 characters',
      errors: {
        name: ['Name must be at least 2 characters'],
        email: ['Invalid email address'],
        phone: ['Please enter a valid phone number'],
        message: ['Message must be at least 10 characters'],
      },
    });
  });

  it('refuses a missing body with 400 and a message', async () => {
    const app = await start();
    const response = await app.app.inject({ method: 'POST', url: '/api/contact' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 429 past FORM_LIMIT_PER_HOUR from one IP, on both doors, and stores no more', async () => {
    const app = await start({ FORM_LIMIT_PER_HOUR: '2' });
    expect((await post(app, valid, '10.9.0.1')).statusCode).toBe(200);
    expect((await post(app, valid, '10.9.0.1')).statusCode).toBe(200);
    const refused = await post(app, valid, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ message: string }>();
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // Another IP still has its own allowance.
    expect((await post(app, valid, '10.9.0.2')).statusCode).toBe(200);
    expect(await storedMessages(app)).toHaveLength(3);
  });

  it('does not count refused (invalid) messages against the limit', async () => {
    const app = await start({ FORM_LIMIT_PER_HOUR: '1' });
    expect((await post(app, { ...valid, name: '' })).statusCode).toBe(400);
    expect((await post(app, valid)).statusCode).toBe(200);
    const error: unknown = await trpcClient(app.app)
      .contact.send.mutate(valid)
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
