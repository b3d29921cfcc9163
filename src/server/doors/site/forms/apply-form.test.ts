import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfStale } from '../../../../../scripts/client-build.mjs';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';

const root = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let site: FastifyInstance;

beforeAll(async () => {
  // The real browser build and server renderer, as `npm start` serves them.
  buildClientIfStale();
  t = await createTestApp({ PUBLIC_URL: 'https://club.example', FORM_LIMIT_PER_HOUR: '3' });
  site = await buildApp({ config: t.config, db: t.db, logger: false, clientDir: path.join(root, 'dist/client'), ssrDir: path.join(root, 'dist/ssr') });
}, 180_000);

afterAll(async () => {
  await site.close();
  await t.close();
});

/** A browser's native post of the form from the club's own page (repeated names for the checkboxes). */
function post(fields: [string, string][], { json = false, ip = '10.0.2.1', site: fetchSite = 'same-origin' } = {}) {
  return site.inject({
    method: 'POST',
    url: '/apply',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': fetchSite,
      accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The form as a browser without scripts posts it: every field, the empty ones empty, the source fields always there. */
function application(email: string, overrides: Record<string, string> = {}, platforms: string[] = []): [string, string][] {
  const fields: Record<string, string> = {
    firstName: 'Kenji',
    lastName: 'Sato',
    email,
    phone: '+81 3 1234 5678',
    address: '1-1 Chiyoda, Tokyo 100-0001',
    golfExperience: 'intermediate',
    yearsExperience: '',
    handicap: '',
    handicapSystem: '',
    handicapReference: '',
    interests: 'Evening rounds on GSPro with friends abroad.',
    country: '',
    timeZone: '',
    launchMonitor: '',
    homeCourse: '',
    ...overrides,
  };
  return [...Object.entries(fields), ...platforms.map((platform): [string, string] => ['platforms', platform])];
}

const stored = (email: string) => t.db.selectFrom('applications').selectAll().where('email', '=', email).executeTakeFirst();
const valueOf = (name: string, value: string) => new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`);

describe('the application form without scripts', () => {
  it('takes the application and answers 303 to the payment step, with the e-mail', async () => {
    const email = 'kenji.native@example.com';
    const response = await post(
      application(email, { yearsExperience: '12', handicap: '14,2', handicapSystem: 'ghin', handicapReference: '1234567', country: 'JP', timeZone: 'asia/tokyo' }, [
        'gspro',
        'trackman',
      ]),
      { ip: '10.0.2.1' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/payment?email=kenji.native%40example.com');
    expect(await stored(email)).toMatchObject({
      golf_experience: 'intermediate',
      years_experience: 12,
      handicap: 14.2,
      handicap_system: 'ghin',
      handicap_reference: '1234567',
      country: 'JP',
      time_zone: 'Asia/Tokyo',
      platforms: '["gspro","trackman"]',
      status: 'pending',
    });
  });

  it('takes an application without an index whose source fields were left empty', async () => {
    const email = 'no.index@example.com';
    const response = await post(application(email), { ip: '10.0.2.2' });
    expect(response.statusCode).toBe(303);
    expect(await stored(email)).toMatchObject({ handicap: null, handicap_system: null, handicap_reference: null, platforms: '[]' });
  });

  it('answers bad input with the page again: the messages by the fields, what was typed and chosen kept, nothing stored', async () => {
    const email = 'bad.input@example.com';
    const response = await post(application(email, { golfExperience: '', firstName: 'K', handicap: '14.', yearsExperience: 'twelve', country: 'JP' }, ['gspro']), {
      ip: '10.0.2.3',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    for (const message of [
      'Please check the form for errors and try again.',
      'Choose your experience level',
      'First name must be at least 2 characters',
      'Handicap index must be a number',
      'Years of golf experience must be a number',
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toMatch(valueOf('email', 'bad.input@example.com'));
    expect(response.body).toMatch(valueOf('handicap', '14.'));
    expect(response.body).toMatch(valueOf('yearsExperience', 'twelve'));
    expect(response.body).toMatch(/<option value="JP" selected=""/);
    expect(response.body).toMatch(/value="gspro"[^>]*checked=""|checked=""[^>]*value="gspro"/);
    expect(response.body).toContain('Evening rounds on GSPro with friends abroad.');
    expect(response.body).toMatch(/aria-invalid="true"/);
    expect(await stored(email)).toBeUndefined();
  });

  it('asks where an index is kept only with an index, and for the index when only its source is given', async () => {
    const withIndex = await post(application('index.only@example.com', { handicap: '14.2' }), { json: true, ip: '10.0.2.4' });
    expect(withIndex.statusCode).toBe(400);
    expect(withIndex.json()).toMatchObject({
      ok: false,
      errors: { handicapSystem: 'Say where your index is kept', handicapReference: 'Give your number or club there' },
    });
    const sourceOnly = await post(application('source.only@example.com', { handicapSystem: 'ghin' }), { json: true, ip: '10.0.2.4' });
    expect(sourceOnly.json()).toMatchObject({ ok: false, errors: { handicap: 'Give the index itself too' } });
  });

  it('answers a script the same post as JSON', async () => {
    const accepted = await post(application('kenji.script@example.com'), { json: true, ip: '10.0.2.5' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ ok: true, location: '/payment?email=kenji.script%40example.com' });
    const refused = await post(application('kenji.script2@example.com', { interests: 'golf' }), { json: true, ip: '10.0.2.5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      ok: false,
      errors: { interests: 'Please tell us about your interests' },
      notice: { tone: 'error', title: 'Submission Error', text: 'Please check the form for errors and try again.' },
    });
  });

  it('refuses a second pending application for the same e-mail on the page, saying why', async () => {
    const email = 'twice@example.com';
    expect((await post(application(email), { ip: '10.0.2.6' })).statusCode).toBe(303);
    const again = await post(application(email, { firstName: 'Kenjiro' }), { ip: '10.0.2.6' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Submission Error');
    expect(again.body).toMatch(valueOf('firstName', 'Kenjiro'));
  });

  it('refuses a post from another site, and stores nothing', async () => {
    const email = 'cross.site@example.com';
    const response = await post(application(email), { site: 'cross-site', ip: '10.0.2.7' });
    expect(response.statusCode).toBe(403);
    expect(await stored(email)).toBeUndefined();
  });

  it('keeps to the same limit as the script: the fourth post in an hour is refused on the page, typed text kept', async () => {
    for (let i = 0; i < 3; i++) expect((await post(application(`limit.${i}@example.com`), { ip: '10.0.2.8' })).statusCode).toBe(303);
    const refused = await post(application('limit.3@example.com'), { ip: '10.0.2.8' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Submission Error');
    expect(refused.body).toContain('Evening rounds on GSPro with friends abroad.');
    expect(await stored('limit.3@example.com')).toBeUndefined();
  });
});
