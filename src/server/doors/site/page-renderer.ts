import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '../../../shared/site/page-render';

const ENTRY = 'entry-server.js';

function hasRenderPage(module: unknown): module is { renderPage: RenderPage } {
  return typeof module === 'object' && module !== null && 'renderPage' in module && typeof module.renderPage === 'function';
}

async function importRenderPage(entry: string): Promise<RenderPage> {
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!hasRenderPage(module)) throw new Error(`${entry} does not export renderPage`);
  return module.renderPage;
}

/**
 * The server-side bundle of the client (`vite build --ssr`), or null when it was not built. It is
 * loaded by the first page asked for, not at start: React's server renderer and the whole page
 * tree are some 16 MB a process holds, and a server answering only the API never needs them.
 */
export function loadRenderPage(ssrDir: string): RenderPage | null {
  const entry = path.join(ssrDir, ENTRY);
  if (!existsSync(entry)) return null;
  let loaded: Promise<RenderPage> | undefined;
  return async (request) => {
    loaded ??= importRenderPage(entry);
    return (await loaded)(request);
  };
}

function headerValue(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * A fetch that never leaves the process: each call goes through the app's own routes (guards,
 * limits and all) with the given cookie. The server renderer's tRPC client uses it, and so do tests.
 */
export function inProcessFetch(app: FastifyInstance, caller: { cookie?: string; remoteAddress?: string } = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller.cookie) headers.cookie = caller.cookie;
    const contentType = new Headers(init?.headers).get('content-type');
    if (contentType) headers['content-type'] = contentType;
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      ...(caller.remoteAddress ? { remoteAddress: caller.remoteAddress } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      const text = headerValue(value);
      if (text !== undefined && name !== 'set-cookie') responseHeaders.set(name, text);
    }
    return new Response(response.body, { status: response.statusCode, headers: responseHeaders });
  };
}
