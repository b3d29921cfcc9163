import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildClientIfStale } from '../../scripts/client-build.mjs';
import { buildApp } from '../server/app';
import { createTestApp, type TestApp } from './test-app';

const root = path.resolve(import.meta.dirname, '../..');

/** The app with the real browser build and server renderer, as `npm start` serves them, over a test app's database. */
export async function siteOver(t: TestApp): Promise<FastifyInstance> {
  buildClientIfStale();
  return buildApp({ config: t.config, db: t.db, logger: false, clientDir: path.join(root, 'dist/client'), ssrDir: path.join(root, 'dist/ssr') });
}

/** A test app and the site over it; `close` closes both. */
export async function createSiteApp(overrides: Record<string, string> = {}): Promise<{ t: TestApp; site: FastifyInstance; close: () => Promise<void> }> {
  const t = await createTestApp({ PUBLIC_URL: 'https://club.example', ...overrides });
  const site = await siteOver(t);
  return {
    t,
    site,
    close: async () => {
      await site.close();
      await t.close();
    },
  };
}

interface PostOptions {
  /** Ask for the JSON answer, as the page's script does. */
  json?: boolean;
  ip?: string;
  /** The browser's Sec-Fetch-Site: another site's page posting here says 'cross-site'. */
  fetchSite?: string;
  cookie?: string;
}

/** A browser's native post of a form (or the page script's same post, with `json`). */
export function postForm(site: FastifyInstance, url: string, fields: Record<string, string> | URLSearchParams, options: PostOptions = {}) {
  const { json = false, ip = '10.0.0.1', fetchSite = 'same-origin', cookie } = options;
  return site.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': fetchSite,
      accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
