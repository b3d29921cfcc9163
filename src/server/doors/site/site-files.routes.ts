import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { indexablePaths } from '../../../shared/site/page-meta';
import { getClubSettings } from '../../domains/club/club-settings.service';
import { findClubImageFiles } from '../../domains/club/club-identity.service';
import { logoFileFor } from '../../domains/club/club-images';
import type { AppDeps } from '../../platform/deps/deps';
import { escapeHtml } from '../../platform/text/escape-html';
import { icoFromPngs, pngFromSvg, readMark, shareImageSvg } from './site-icons';

const DAY = 24 * 60 * 60;
const THEME_COLOR = '#2b8a3e';
const ICON_SIZES = [192, 512] as const;

function siteBase(deps: AppDeps): string {
  return deps.config.PUBLIC_URL.replace(/\/+$/, '');
}

/** robots.txt, sitemap.xml, the web app manifest, icons and the share image: what crawlers, browsers and apps ask for. */
export function registerSiteFiles(app: FastifyInstance, deps: AppDeps, clientDir: string): void {
  const markFile = path.join(clientDir, 'favicon.svg');
  const cache = new Map<string, Buffer>();
  const cached = async (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const made = await make();
    cache.set(key, made);
    return made;
  };

  app.get('/robots.txt', async (_request, reply) => {
    const base = siteBase(deps);
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /member/', 'Disallow: /admin/', 'Disallow: /api/', 'Disallow: /trpc/', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', `public, max-age=${DAY}`).send(body.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const base = siteBase(deps);
    const urls = indexablePaths().map((page) => `  <url><loc>${escapeHtml(`${base}${page}`)}</loc></url>`);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', `public, max-age=${DAY}`).send(body);
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const settings = await getClubSettings(deps.db);
    const manifest = {
      name: settings.clubName,
      short_name: settings.clubName.length > 12 ? settings.clubName.split(' ')[0] : settings.clubName,
      description: 'Members club website: feed, matches, events and tee times.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: ICON_SIZES.flatMap((size) => [
        { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
        { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
      ]),
    };
    return reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').send(JSON.stringify(manifest));
  });

  if (!existsSync(markFile)) return;

  // Icons come from the uploaded logo once there is one, else from the built-in mark; the logo's
  // stored name is in the cache key, so a new logo shows at once.
  const iconSource = async (): Promise<{ key: string; bytes: Buffer }> => {
    const { logo_file: logo } = await findClubImageFiles(deps.db);
    const bytes = logo ? await deps.photos.read(logoFileFor(logo, 512)) : null;
    if (logo && bytes) return { key: logo, bytes };
    return { key: 'mark', bytes: Buffer.from(await readMark(markFile)) };
  };
  const sendPng = (name: string, size: number) => async (_request: unknown, reply: FastifyReply) => {
    const source = await iconSource();
    const png = await cached(`${name}:${source.key}`, () => pngFromSvg(source.bytes, size));
    return reply.type('image/png').header('Cache-Control', 'no-cache').send(png);
  };

  app.get('/club-mark.svg', async (_request, reply) => {
    const { logo_file: logo } = await findClubImageFiles(deps.db);
    const png = logo ? await deps.photos.read(logoFileFor(logo, 64)) : null;
    const svg = png
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
      : await readMark(markFile);
    return reply.type('image/svg+xml').header('Cache-Control', 'no-cache').send(svg);
  });

  app.get('/favicon.ico', async (_request, reply) => {
    const source = await iconSource();
    const ico = await cached(`favicon.ico:${source.key}`, async () => {
      const sizes = [16, 32, 48];
      return icoFromPngs(await Promise.all(sizes.map(async (size) => ({ size, png: await pngFromSvg(source.bytes, size) }))));
    });
    return reply.type('image/x-icon').header('Cache-Control', 'no-cache').send(ico);
  });
  for (const size of ICON_SIZES) app.get(`/icons/icon-${size}.png`, sendPng(`icon-${size}`, size));
  app.get('/apple-touch-icon.png', sendPng('apple-touch-icon', 180));
  app.get('/og-image.png', async (_request, reply) => {
    const { clubName } = await getClubSettings(deps.db);
    const png = await cached(`og:${clubName}`, async () => pngFromSvg(shareImageSvg(clubName, await readMark(markFile)), 1200, 630));
    return reply.type('image/png').header('Cache-Control', 'public, max-age=3600').send(png);
  });
}
