import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, postForm } from '../../../test/site-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let site: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, site, close } = await createSiteApp({ FORM_LIMIT_PER_HOUR: '3', PAYMENTS: 'test' }));
}, 180_000);
afterAll(() => close());

const post = (url: string, fields: Record<string, string>, { json = false, ip = '10.0.0.1', site: fetchSite = 'same-origin' } = {}) =>
  postForm(site, url, fields, { json, ip, fetchSite });

const messages = () => t.db.selectFrom('contact_messages').select(['name', 'email', 'message']).execute();
const goodMessage = { name: 'Alex Green', email: 'alex@example.com', phone: '5551234567', message: 'Tell me about the membership.' };

describe('the contact form without scripts', () => {
  it('sends the message and answers 303 back to the page, which says it was sent', async () => {
    const response = await post('/contact', goodMessage, { ip: '10.0.1.1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=true');
    expect(await messages()).toContainEqual({ name: 'Alex Green', email: 'alex@example.com', message: 'Tell me about the membership.' });
    const page = await site.inject({ url: '/contact?sent=true' });
    expect(page.body).toContain("Thank you for your message. We&#x27;ll get back to you shortly.");
  });

  it('answers bad input with the page again: the messages by the fields, what was typed kept, nothing stored', async () => {
    const before = (await messages()).length;
    const response = await post('/contact', { ...goodMessage, name: 'A', email: 'not-an-email' }, { ip: '10.0.1.2' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Name must be at least 2 characters');
    expect(response.body).toContain('Invalid email address');
    expect(response.body).toMatch(/name="email"[^>]*value="not-an-email"|value="not-an-email"[^>]*name="email"/);
    expect(response.body).toMatch(/name="phone"[^>]*value="5551234567"|value="5551234567"[^>]*name="phone"/);
    expect(response.body).toContain('Tell me about the membership.');
    expect(response.body).toMatch(/aria-invalid="true"/);
    expect(await messages()).toHaveLength(before);
  });

  it('answers a script the same post as JSON', async () => {
    const accepted = await post('/contact', goodMessage, { json: true, ip: '10.0.1.3' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ ok: true, location: '/contact?sent=true' });
    const refused = await post('/contact', { ...goodMessage, message: 'short' }, { json: true, ip: '10.0.1.3' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      ok: false,
      errors: { message: 'Message must be at least 10 characters' },
      notice: { tone: 'error', title: 'Message Not Sent', text: 'Message must be at least 10 characters' },
    });
  });

  it('refuses a post from another site, and stores nothing', async () => {
    const before = (await messages()).length;
    const response = await post('/contact', goodMessage, { site: 'cross-site', ip: '10.0.1.4' });
    expect(response.statusCode).toBe(403);
    expect(await messages()).toHaveLength(before);
  });

  it('keeps to the same limit as the script: the fourth post in an hour is refused on the page, typed text kept', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/contact', goodMessage, { ip: '10.0.1.5' })).statusCode).toBe(303);
    const before = (await messages()).length;
    const refused = await post('/contact', goodMessage, { ip: '10.0.1.5' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Message Not Sent');
    expect(refused.body).toContain('Tell me about the membership.');
    expect(await messages()).toHaveLength(before);
  });
});

describe('the payment step an application posted without scripts lands on', () => {
  it('is rendered by the server with its link to the provider, the e-mail prefilled, and kept by no cache', async () => {
    const page = await site.inject({ url: '/payment?email=sam%40example.com' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Continue to payment now');
    expect(page.body).toContain('prefilled_email=sam%40example.com');
  });

  it('leaves a payment’s result (which checks its session by script) to the browser', async () => {
    const page = await site.inject({ url: '/payment/cs_test_123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('club-state');
  });
});
