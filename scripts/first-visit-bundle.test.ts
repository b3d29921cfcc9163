import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildClientIfStale } from './client-build.mjs';

// Issue 33: a visitor's first page carries neither the tRPC client (the public pages read through
// lib/public-query.ts) nor, on /events, Mantine's date picker and dayjs (calendar-picker.tsx). Read
// from the real browser build: the entry's static imports and the page's own route chunks.

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
type Manifest = z.infer<typeof manifestSchema>;

/** Strings their minified code still holds: tRPC's client error class, dayjs's invalid date. */
const TRPC_CLIENT = 'TRPCClientError';
const DAYJS = 'Invalid Date';

let manifest: Manifest;

beforeAll(() => {
  buildClientIfStale();
  manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')));
}, 180_000);

/** The code of a manifest entry and of everything it imports statically. */
function codeOf(keys: string[]): string {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => readFileSync(path.join(clientDir, manifest[key]?.file ?? ''), 'utf8')).join('\n');
}

/** What a first visit to a public page runs: the entry (the shell, the root route) and that page's route chunks. */
function firstVisitTo(routeFile: string): string {
  const routeChunks = Object.keys(manifest).filter((key) => key.startsWith(`src/client/routes/${routeFile}?`));
  expect(routeChunks.length).toBeGreaterThan(0);
  return codeOf(['index.html', ...routeChunks]);
}

describe("a visitor's first page", () => {
  it.each(['index.tsx', 'membership.tsx', 'events.tsx'])('%s loads no tRPC client', (routeFile) => {
    expect(firstVisitTo(routeFile)).not.toContain(TRPC_CLIENT);
  });

  it('the events page loads neither the date picker nor dayjs', () => {
    expect(firstVisitTo('events.tsx')).not.toContain(DAYJS);
  });

  it('while the members area does load them (so the strings above do mark the client and dayjs)', () => {
    const membersArea = codeOf(Object.keys(manifest).filter((key) => key.startsWith('src/client/routes/member/')));
    expect(membersArea).toContain(TRPC_CLIENT);
    expect(membersArea).toContain(DAYJS);
  });
});
