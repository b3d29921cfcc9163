import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfStale } from '../../../../scripts/client-build.mjs';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent } from '../../../test/factories';
import { insertCourseWithTee } from '../../../test/golf-factories';
import { createTournament, tournamentPlayer } from '../../../test/tournament-factories';
import { PUBLIC_RESULTS_PAGE } from '../../../shared/tournaments/public-board.schema';
import { systemClock } from '../../platform/core/clock';
import { multipart } from '../../../test/feed-factories';
import sharp from 'sharp';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { buildApp } from '../../app';

const root = path.resolve(import.meta.dirname, '../../../..');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/ssr');

let t: TestApp;
let site: FastifyInstance;

beforeAll(async () => {
  // The real browser build and server renderer, as `npm start` serves them.
  buildClientIfStale();
  t = await createTestApp({ PUBLIC_URL: 'https://club.example' });
  site = await buildApp({ config: t.config, db: t.db, logger: false, clientDir, ssrDir });
}, 180_000);

afterAll(async () => {
  await site.close();
  await t.close();
});

function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="club-state">');
  return html.slice(start, end);
}

describe('server-rendered public pages', () => {
  it('carries the hero heading, the club name and the data the browser needs, before any script runs', async () => {
    const response = await site.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Remote Golf Club</title>');
    expect(rootMarkup(html)).toContain('Welcome to the Club');
    expect(rootMarkup(html)).toContain('Remote Golf Club');
    expect(html).toMatch(/<script type="application\/json" id="club-state">\{.*"clubName":"Remote Golf Club"/);
  });

  it('renders the plan and price, and the contact details, from the club settings', async () => {
    const membership = await site.inject({ url: '/membership' });
    expect(rootMarkup(membership.body)).toContain('$50');
    expect(membership.body).toContain('<title>Membership · Remote Golf Club</title>');
    const contact = await site.inject({ url: '/contact' });
    expect(rootMarkup(contact.body)).toContain('123 Fairway Drive');
  });

  it('shows a settings change on the very next request, in the title and in the page', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const save = await trpcClient(site, adminCookie).admin.settings.update.mutate({
      clubName: 'Fairway Friends',
      contactEmail: 'hello@fairway.example',
      phone: '(555) 000-1111',
      streetAddress: '1 Tee Street',
      city: 'Augusta',
      timeZone: 'America/New_York',
      membershipPrice: 60,
      foundingMemberCap: 100,
      requireAdminTwoFactor: false,
      regularPrice: 50,
      expiringDays: 30,
      graceDays: 14,
    });
    expect(save.clubName).toBe('Fairway Friends');
    const page = await site.inject({ url: '/membership' });
    expect(page.body).toContain('<title>Membership · Fairway Friends</title>');
    expect(rootMarkup(page.body)).toContain('Fairway Friends');
    expect(rootMarkup(page.body)).toContain('$60');
  });

  it('answers an unknown path with 404 and the Page Not Found page', async () => {
    const response = await site.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(rootMarkup(response.body)).toContain('Page Not Found');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("links the page's own route stylesheets after the entry's, and asks for its scripts at low priority", async () => {
    const html = (await site.inject({ url: '/' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
    expect(stylesheets).toHaveLength(2);
    // The second one is the home page's own: it lays out the hero photo.
    const homeCss = (await site.inject({ url: stylesheets[1] ?? '' })).body;
    expect(homeCss).toMatch(/\._?heroPhoto[\w-]*\{[^}]*object-fit:cover/);
    const scripts = [...head.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => tag.includes('fetchpriority="low"'))).toBe(true);

    // The loading shell of a member page paints nothing without its scripts: they keep their priority.
    const shell = (await site.inject({ url: '/member/feed' })).body;
    expect(shell).toContain('<script type="module" crossorigin');
    expect(shell).not.toContain('fetchpriority="low"');
  });

  it('serves the build manifest to nobody', async () => {
    expect((await site.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('redirects old member paths on the server', async () => {
    const response = await site.inject({ url: '/old/member/feed' });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/member/feed');
  });

  it('sends member and admin pages as the loading shell: the club name and Loading..., nothing private', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const { club_name: clubName } = await t.db.selectFrom('club_settings').select('club_name').executeTakeFirstOrThrow();
    for (const url of ['/member/feed', '/admin/dashboard']) {
      const response = await site.inject({ url, headers: { cookie: adminCookie } });
      expect(response.statusCode).toBe(200);
      const root = rootMarkup(response.body);
      expect(root).toContain('role="status">Loading...</main>');
      expect(root).toContain(`${clubName}</header>`);
      expect(root).not.toMatch(/Welcome back|Club Feed|dashboard/i);
      expect(response.body).not.toContain('id="club-state"');
    }
  });

  it('sends HTML as no-cache with an ETag, and 304 when it has not changed', async () => {
    const first = await site.inject({ url: '/contact' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await site.inject({ url: '/contact', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes club data in the head and in schema.org data', async () => {
    await insertEvent(t.db, { title: '</script><script>alert(1)</script>', start_date: new Date(Date.now() + 86_400_000).toISOString() });
    const response = await site.inject({ url: '/events' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});

describe('search engines and sharing', () => {
  it('describes the club and each upcoming public event in schema.org data, never a members-only one', async () => {
    await insertEvent(t.db, { title: 'Autumn Scramble', start_date: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    await insertEvent(t.db, {
      title: 'Members Dinner',
      visibility: 'members',
      start_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const html = (await site.inject({ url: '/events' })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match): unknown =>
      JSON.parse(match[1] ?? 'null'),
    );
    expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'SportsClub', url: 'https://club.example/' }));
    expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'Event', name: 'Autumn Scramble' }));
    expect(JSON.stringify(blocks)).not.toContain('Members Dinner');
    // The page itself lists the upcoming events, rendered on the server.
    expect(rootMarkup(html)).toContain('Autumn Scramble');
    expect(rootMarkup(html)).not.toContain('Members Dinner');
  });

  it('gives each page a canonical URL, a description and share cards from PUBLIC_URL', async () => {
    const html = (await site.inject({ url: '/events' })).body;
    expect(html).toContain('<link rel="canonical" href="https://club.example/events">');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<meta property="og:image" content="https://club.example/og-image.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await site.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /member/');
    expect(robots.body).toContain('Sitemap: https://club.example/sitemap.xml');
    const sitemap = await site.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const page of ['/', '/membership', '/events', '/contact'])
      expect(sitemap.body).toContain(`<loc>https://club.example${page}</loc>`);
    expect(sitemap.body).not.toContain('/member/');
  });

  it('serves a web app manifest with icons, a real favicon.ico and a share image', async () => {
    const manifest = await site.inject({ url: '/manifest.webmanifest' });
    const manifestJson: unknown = manifest.json();
    expect(manifestJson).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.body).toContain('"sizes":"512x512"');
    const icon = await site.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    const favicon = await site.inject({ url: '/favicon.ico' });
    expect(favicon.headers['content-type']).toBe('image/x-icon');
    // ICO header: reserved 0, type 1 (icon), then the number of images.
    expect([...favicon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(favicon.rawPayload.readUInt16LE(4)).toBe(3);
    const share = await site.inject({ url: '/og-image.png' });
    expect(share.headers['content-type']).toBe('image/png');
    expect([...share.rawPayload.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('makes the favicon, the app icons and the header mark from an uploaded logo, and goes back when it is removed', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const markBefore = (await site.inject({ url: '/club-mark.svg' })).body;
    const iconBefore = (await site.inject({ url: '/icons/icon-192.png' })).rawPayload;
    expect(markBefore).not.toContain('data:image/png');

    const red = await sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } } })
      .png()
      .toBuffer();
    const body = await multipart({}, { name: 'logo.png', type: 'image/png', bytes: red });
    expect(
      (
        await site.inject({
          method: 'POST',
          url: '/api/admin/settings/logo',
          headers: { ...body.headers, cookie: adminCookie },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(200);

    expect((await site.inject({ url: '/club-mark.svg' })).body).toContain('data:image/png;base64,');
    const icon = await site.inject({ url: '/icons/icon-192.png' });
    expect(icon.rawPayload.equals(iconBefore)).toBe(false);
    const { data, info } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(192);
    expect([data[0], data[1], data[2]]).toEqual([220, 20, 20]);
    expect((await site.inject({ url: '/favicon.ico' })).rawPayload.readUInt16LE(4)).toBe(3);

    await trpcClient(site, adminCookie).admin.settings.removeImage.mutate({ kind: 'logo' });
    expect((await site.inject({ url: '/club-mark.svg' })).body).toBe(markBefore);
    expect((await site.inject({ url: '/icons/icon-192.png' })).rawPayload.equals(iconBefore)).toBe(true);
  });
});

describe('public tournament leaderboards', () => {
  const HOUR = 60 * 60 * 1000;

  /** A one-round tournament open now with one player two holes in; published or not. */
  async function tournamentInPlay(name: string, publicLeaderboard: boolean): Promise<number> {
    const { adminCookie } = await adminAndMember(t.db);
    const { teeId } = await insertCourseWithTee(t.db, `${name} Links`);
    const now = Date.now();
    const id = await createTournament(t, adminCookie, {
      name,
      rounds: [{ teeId, opensAt: new Date(now - HOUR).toISOString(), closesAt: new Date(now + 48 * HOUR).toISOString() }],
      entriesCloseAt: new Date(now + 24 * HOUR).toISOString(),
      publicLeaderboard,
    });
    const player = await tournamentPlayer(t, systemClock, `${name.split(' ')[0]?.toLowerCase() ?? 'p'}${id}`, 10, `Quinn ${name.split(' ')[0] ?? ''}wright`);
    const as = { cookie: player.cookie };
    await site.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: as, payload: { enter: true } });
    const card = (await site.inject({ method: 'POST', url: `/api/tournaments/${id}/rounds/1/cards`, headers: as })).json<{ id: number }>();
    for (const hole of [1, 2]) await site.inject({ method: 'PUT', url: `/api/cards/${card.id}/holes/${hole}`, headers: as, payload: { strokes: 4 } });
    return id;
  }

  it('links the home page to the leaderboards only once one is published, and lists the published ones', async () => {
    await tournamentInPlay('Hidden Medal', false);
    expect(rootMarkup((await site.inject({ url: '/' })).body)).not.toContain('href="/tournaments"');
    expect(rootMarkup((await site.inject({ url: '/tournaments' })).body)).toContain('No tournament leaderboards are published yet.');

    await tournamentInPlay('Harbour Medal', true);
    expect(rootMarkup((await site.inject({ url: '/' })).body)).toContain('href="/tournaments"');
    const list = await site.inject({ url: '/tournaments' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatch(/<title>Tournaments · [^<]+<\/title>/);
    expect(rootMarkup(list.body)).toContain('Harbour Medal');
    expect(rootMarkup(list.body)).not.toContain('Hidden Medal');
  });

  it('renders a published board on the server: the rows are in the HTML, named by first name and last initial', async () => {
    const id = await tournamentInPlay('Beacon Medal', true);
    const response = await site.inject({ url: `/tournaments/${id}` });
    expect(response.statusCode).toBe(200);
    const root = rootMarkup(response.body);
    expect(root).toContain('<h1');
    expect(root).toContain('Beacon Medal');
    expect(root).toContain('Quinn B.');
    expect(root).not.toContain('Beaconwright');
    expect(root).toMatch(/Updated (?:<!-- -->)?[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}:\d{2} [AP]M/);
    expect(response.body).toMatch(/<title>Leaderboard · [^<]+<\/title>/);
    expect(response.body).toContain('"@type":"SportsEvent","name":"Beacon Medal"');
    expect(response.body).not.toContain('Beaconwright');
  });

  it('lists the results a page at a time in the HTML, with a plain link to the older ones and back', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const results: number[] = [];
    // Entries closed in January 2001, the latest first: older than every other tournament of this file.
    for (let day = PUBLIC_RESULTS_PAGE + 1; day >= 1; day--) {
      const id = await createTournament(t, adminCookie, { name: `Archive Result ${String(day).padStart(2, '0')}`, publicLeaderboard: true });
      await t.db.updateTable('tournaments').set({ entries_close_at: new Date(Date.UTC(2001, 0, day)).toISOString(), finalised_at: '2001-02-01T00:00:00.000Z' }).where('id', '=', id).execute();
      results.push(id);
    }
    const [oldest, lastOfFirst] = ['Archive Result 01', 'Archive Result 02'];
    const first = rootMarkup((await site.inject({ url: '/tournaments' })).body);
    expect(first).toContain(lastOfFirst);
    expect(first).not.toContain(oldest);
    expect(first).toContain(`href="/tournaments?before=${results[PUBLIC_RESULTS_PAGE - 1]}"`);
    expect(first).not.toContain('Latest tournaments');

    const older = await site.inject({ url: `/tournaments?before=${results[PUBLIC_RESULTS_PAGE - 1]}` });
    expect(older.statusCode).toBe(200);
    const page = rootMarkup(older.body);
    expect(page).toContain('Older results');
    expect(page).toContain(oldest);
    expect(page).not.toContain(lastOfFirst);
    expect(page).toContain('href="/tournaments"');
    expect(page).not.toContain('?before=');

    const hidden = results[0] ?? 0;
    await t.db.updateTable('tournaments').set({ public_leaderboard: 0 }).where('id', '=', hidden).execute();
    // Results after a tournament no longer published: not found, as after one that never was.
    for (const url of [`/tournaments?before=${hidden}`, `/tournaments?before=${hidden + 1000}`]) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(rootMarkup(response.body)).toContain('Page Not Found');
      expect(response.body).not.toContain('Archive Result');
    }
  });

  it('answers an unpublished or unknown tournament with the 404 page, and nothing of the tournament', async () => {
    const id = await tournamentInPlay('Private Medal', false);
    for (const url of [`/tournaments/${id}`, `/tournaments/${id + 1000}`, '/tournaments/abc']) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(rootMarkup(response.body)).toContain('Page Not Found');
      expect(response.body).toMatch(/<title>Page Not Found · [^<]+<\/title>/);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('Private Medal');
      expect(response.body).not.toContain('Quinn');
    }
  });
});

describe('compression and caching', () => {
  it('sends built assets pre-compressed with brotli when asked, immutable for a year', async () => {
    // Read after beforeAll has built the client.
    const mainScript = readdirSync(path.join(clientDir, 'assets')).find((name) => /^index-.*\.js$/.test(name));
    const response = await site.inject({ url: `/assets/${mainScript}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await site.inject({ url: `/assets/${mainScript}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves the files at the top of the build for revalidation, and nothing outside the assets folder', async () => {
    const worker = await site.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await site.inject({ url: '/offline.html' })).headers['cache-control']).toBe('no-cache');
    expect((await site.inject({ url: '/assets/index-missing.js' })).statusCode).toBe(404);
    expect((await site.inject({ url: '/assets/../../package.json' })).body).not.toContain('"dependencies"');
    expect((await site.inject({ url: '/assets/%2e%2e/index.html' })).headers['cache-control']).not.toContain('immutable');
  });

  it('compresses pages and JSON above the threshold when the browser asks', async () => {
    const page = await site.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await site.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
