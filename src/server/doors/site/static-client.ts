import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderPage } from '../../../shared/site/page-render';
import type { AppDeps } from '../../platform/deps/deps';
import { assemblePage, type PageParts, parseTemplate, type PageTemplate } from './page-document';
import { inProcessFetch, loadRenderPage } from './page-renderer';
import { loadRouteStyles, stylesheetTags } from './route-assets';
import { renderSiteHead } from './site-head-data';
import { loadingShell } from './loading-shell';
import { getClubSettings } from '../../domains/club/club-settings.service';
import type { PostedFormState } from '../../../shared/site/posted-form';
import { acceptFormBodies, registerFormPosts } from './form-posts';
import { publicForms } from './public-forms';

const NOT_PAGE_PREFIXES = ['/api/', '/trpc/', '/uploads/'];
/** Pages behind sign-in or about a payment: the browser renders them; the server sends the shell. */
const BROWSER_ONLY_PREFIXES = ['/member', '/admin', '/test-checkout'];
/** Below these the browser renders (a payment's result checks its session by script); the page itself is the server's. */
const BROWSER_ONLY_BELOW = ['/payment'];
/**
 * Pages whose links carry a one-time token (in the query, then in the form's hidden field): rendered
 * so they work without scripts, but never stored by a browser or proxy cache. The Referer never
 * carries them on (the security headers' `Referrer-Policy: no-referrer`).
 */
const ONE_TIME_TOKEN_PAGES = ['/onboard', '/reset-password', /* the applicant's e-mail */ '/payment'];

interface ClientDirs {
  clientDir: string;
  ssrDir: string;
}

function isBrowserOnly(pathname: string): boolean {
  return (
    BROWSER_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
    BROWSER_ONLY_BELOW.some((prefix) => pathname.startsWith(`${prefix}/`))
  );
}

/** Query-cache timestamps change on every render without changing the page; the ETag ignores them. */
const CACHE_TIMES = /"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, parts: PageParts, template: PageTemplate) {
  const html = assemblePage(template, parts);
  const fingerprint = createHash('sha1')
    .update(parts.head)
    .update(parts.routeAssets ?? '')
    .update(parts.body)
    .update(parts.state?.replace(CACHE_TIMES, '') ?? '');
  const etag = `W/"${fingerprint.digest('base64url')}"`;
  const carriesToken = ONE_TIME_TOKEN_PAGES.includes(new URL(request.url, 'http://club.internal').pathname);
  reply.header('ETag', etag).header('Cache-Control', carriesToken ? 'no-store' : 'no-cache').header('Vary', 'Cookie');
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the built client: hashed assets (pre-compressed, immutable for a year), public pages
 * rendered on the server from the same React components, and the shell for every other page.
 */
export async function registerStaticClient(app: FastifyInstance, deps: AppDeps, { clientDir, ssrDir }: ClientDirs): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const template: PageTemplate | null = existsSync(indexFile) ? parseTemplate(readFileSync(indexFile, 'utf8')) : null;
  const renderPage: RenderPage | null = template ? loadRenderPage(ssrDir) : null;
  const routeStylesFor = loadRouteStyles(clientDir);
  if (template) {
    // The few files at the top (service worker, offline page, icon) get a route each; the hundreds of
    // hashed assets share one wildcard route: a route per asset cost ~4 MB of router memory.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('Cache-Control', 'no-cache');
      },
    });
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  if (!template) return;

  /** Renders a page of the site on the server (a refused form post shows its state) and sends it. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, postedForm?: PostedFormState, postedStatus?: number) => {
    const url = new URL(request.url, 'http://club.internal');
    if (!renderPage) {
      const [head, { clubName }] = await Promise.all([renderSiteHead(deps, url.pathname), getClubSettings(deps.db)]);
      return sendHtml(request, reply, postedStatus ?? 200, { head, body: loadingShell(clubName), state: null }, template);
    }
    const page = await renderPage({
      url: `${url.pathname}${url.search}`,
      fetch: inProcessFetch(app, { cookie: request.headers.cookie, remoteAddress: request.ip }),
      ...(postedForm ? { postedForm } : {}),
    });
    if (page.type === 'redirect') return reply.redirect(page.location, page.status);
    // A page that is not found (an unknown path, an unpublished tournament) gets the not-found page's head.
    const head = await renderSiteHead(deps, url.pathname, { notFound: page.status === 404 });
    const routeAssets = stylesheetTags(routeStylesFor(page.routeIds));
    const status = page.status === 200 && postedStatus !== undefined ? postedStatus : page.status;
    return sendHtml(request, reply, status, { head, body: page.html, state: page.state, routeAssets }, template);
  };

  // A route rather than the not-found handler, so pages get the same hooks (compression) as every route.
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://club.internal');
    if (NOT_PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return reply.status(404).send({ message: 'Not found' });
    if (!renderPage || isBrowserOnly(url.pathname)) {
      const [head, { clubName }] = await Promise.all([renderSiteHead(deps, url.pathname), getClubSettings(deps.db)]);
      return sendHtml(request, reply, 200, { head, body: loadingShell(clubName), state: null }, template);
    }
    return sendPage(request, reply);
  });

  // The public forms post to their own pages: they work before and without scripts.
  await app.register((scope, _options, done) => {
    acceptFormBodies(scope);
    registerFormPosts(scope, publicForms(deps), (request, reply, state, status) => sendPage(request, reply, state, status));
    done();
  });
}
