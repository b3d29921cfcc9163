import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildClientIfStale } from '../../scripts/client-build.mjs';
import { buildApp } from '../server/app';
import type { TestApp } from './test-app';

const root = path.resolve(import.meta.dirname, '../..');

interface PostOptions {
  json?: boolean;
  ip?: string;
  /** Sec-Fetch-Site: the club's own page unless said otherwise. */
  site?: string;
}

/** A browser's native post of a form to the site (or a script's, `json`). */
function poster(site: FastifyInstance) {
  return (url: string, fields: Record<string, string>, { json = false, ip = '10.0.0.1', site: fetchSite = 'same-origin' }: PostOptions = {}) =>
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
}

export interface SiteForms {
  /** The app with the real browser build and server renderer, as `npm start` serves them. */
  site: FastifyInstance;
  post: ReturnType<typeof poster>;
}

/** The site as it serves the public forms' native posts, over the test app's database (close `site` before the test app). */
export async function siteForms(t: TestApp): Promise<SiteForms> {
  buildClientIfStale();
  const site = await buildApp({ config: t.config, db: t.db, logger: false, clientDir: path.join(root, 'dist/client'), ssrDir: path.join(root, 'dist/ssr') });
  return { site, post: poster(site) };
}

/** Whether the page has an input named `name` with this value (attributes in either order). */
export function hasInput(html: string, name: string, value: string): boolean {
  return html.includes(`name="${name}"`) && new RegExp(`<input[^>]*(name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}")`).test(html);
}
