import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildClientIfStale } from '../../scripts/client-build.mjs';
import { buildApp } from '../server/app';
import { createTestApp, type TestApp } from './test-app';

const root = path.resolve(import.meta.dirname, '../..');

export interface SiteForms {
  t: TestApp;
  /** The app with the real browser build and server renderer, as `npm start` serves them. */
  site: FastifyInstance;
  /** A browser's native post of a form (or a script's, `json`), from the club's own page unless `site` says otherwise. */
  post: (url: string, fields: Record<string, string>, options?: { json?: boolean; ip?: string; site?: string }) => ReturnType<FastifyInstance['inject']>;
  close: () => Promise<void>;
}

/** The site as it serves the public forms' native posts, over a test database. */
export async function startSiteForms(env: Record<string, string> = {}): Promise<SiteForms> {
  buildClientIfStale();
  const t = await createTestApp({ PUBLIC_URL: 'https://club.example', ...env });
  const site = await buildApp({ config: t.config, db: t.db, logger: false, clientDir: path.join(root, 'dist/client'), ssrDir: path.join(root, 'dist/ssr') });
  const post: SiteForms['post'] = (url, fields, { json = false, ip = '10.0.0.1', site: fetchSite = 'same-origin' } = {}) =>
    site.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': fetchSite,
        accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
      },
      payload: new URLSearchParams(fields).toString(),
    });
  return {
    t,
    site,
    post,
    close: async () => {
      await site.close();
      await t.close();
    },
  };
}

/** Whether the page has an input named `name` with this value (attributes in either order). */
export function hasInput(html: string, name: string, value: string): boolean {
  return html.includes(`name="${name}"`) && new RegExp(`<input[^>]*(name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}")`).test(html);
}
