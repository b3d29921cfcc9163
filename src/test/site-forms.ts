import type { FastifyInstance } from 'fastify';
import { postForm, siteOver } from './site-app';
import type { TestApp } from './test-app';

interface PostOptions {
  json?: boolean;
  ip?: string;
  /** Sec-Fetch-Site: the club's own page unless said otherwise. */
  site?: string;
}

/** A browser's native post of a form to the site (or a script's, `json`). */
function poster(site: FastifyInstance) {
  return (url: string, fields: Record<string, string>, { json, ip, site: fetchSite }: PostOptions = {}) =>
    postForm(site, url, fields, { ...(json === undefined ? {} : { json }), ...(ip === undefined ? {} : { ip }), ...(fetchSite === undefined ? {} : { fetchSite }) });
}

export interface SiteForms {
  /** The app with the real browser build and server renderer, as `npm start` serves them. */
  site: FastifyInstance;
  post: ReturnType<typeof poster>;
}

/** The site as it serves the public forms' native posts, over the test app's database (close `site` before the test app). */
export async function siteForms(t: TestApp): Promise<SiteForms> {
  const site = await siteOver(t);
  return { site, post: poster(site) };
}

/** Whether the page has an input named `name` with this value (attributes in either order). */
export function hasInput(html: string, name: string, value: string): boolean {
  return html.includes(`name="${name}"`) && new RegExp(`<input[^>]*(name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}")`).test(html);
}
