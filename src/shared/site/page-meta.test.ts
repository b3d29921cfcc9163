import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexablePaths, pageMeta } from './page-meta';

const ROUTES = path.resolve(import.meta.dirname, '../../client/routes');

/** Every page the router has, as a path with its parameters filled in ("/member/match/1"). */
function pagePaths(): string[] {
  return readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('__root') && !file.endsWith('route.tsx') && !file.startsWith('old/'))
    .map((file) => `/${file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '').replace(/_\./g, '/').replace(/\./g, '/').replace(/\$\w+/g, '1')}`.replace(/\/$/, '') || '/');
}

describe('page titles', () => {
  it('names every page of the site: none works under the title "Page Not Found"', () => {
    const paths = pagePaths();
    expect(paths).toContain('/member/tournaments/1/cards/1');
    const unnamed = paths.filter((p) => p !== '/admin' && p !== '/member' && pageMeta(p).name === 'Page Not Found');
    expect(unnamed).toEqual([]);
  });

  it("names a match's score screen apart from the match", () => {
    expect(pageMeta('/member/match/12/score').name).toBe('Record Score');
    expect(pageMeta('/member/match/12').name).toBe('Match');
  });

  it('names every page it describes, and describes every page a search engine may list', () => {
    for (const path of indexablePaths()) {
      expect(pageMeta(path).name, path).not.toBe('Page Not Found');
      expect(pageMeta(path).description, path).not.toBe('');
    }
    expect(pageMeta('/tournaments/12')).toMatchObject({ name: 'Leaderboard', indexable: true });
    expect(pageMeta('/member/tournaments/12')).toMatchObject({ name: 'Tournaments', indexable: false });
    expect(pageMeta('/nowhere')).toMatchObject({ name: 'Page Not Found', indexable: false });
  });
});
