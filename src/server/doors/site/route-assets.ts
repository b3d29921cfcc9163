import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

const ROUTES_DIR = 'src/client/routes';

/** The stylesheets a server-rendered page's routes need beyond the entry's, as URL paths. */
export type RouteStylesFor = (routeIds: readonly string[]) => string[];

/** A route id's possible files: `/events` is `events.tsx` or `events/route.tsx`, `/admin/` is `admin/index.tsx`. */
function routeFiles(routeId: string): string[] {
  if (routeId === '__root__') return [`${ROUTES_DIR}/__root.tsx`];
  const base = `${ROUTES_DIR}${routeId.endsWith('/') ? `${routeId}index` : routeId}`;
  return [`${base}.tsx`, `${base}/route.tsx`];
}

/** Every chunk a manifest entry pulls in statically, itself included. */
function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, seen);
}

/**
 * Reads the browser build's manifest (`build.manifest`), so a server-rendered page links the
 * stylesheets of its routes' lazy chunks: styled before any script runs, nothing shifts when
 * they load. Their scripts are not preloaded: measured, that delayed the first paint on a slow link.
 */
export function loadRouteStyles(clientDir: string): RouteStylesFor {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, entryChunks);
  const entryStyles = new Set([...entryChunks].flatMap((key) => manifest[key]?.css ?? []));

  return (routeIds) => {
    const files = new Set(routeIds.flatMap(routeFiles));
    const chunks = new Set<string>();
    for (const key of Object.keys(manifest)) {
      const [source = ''] = key.split('?');
      if (files.has(source)) collect(manifest, key, chunks);
    }
    const styles = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
    return [...styles].filter((style) => !entryStyles.has(style)).map((style) => `/${style}`);
  };
}

/** The head tags for them, in the form Vite writes into index.html. */
export function stylesheetTags(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
}
