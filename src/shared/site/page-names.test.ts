import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMeta, pageTitle } from './page-meta';
import { NOT_FOUND_NAME, namedPagePaths, pageName, titleOf } from './page-names';

const CLIENT = path.resolve(import.meta.dirname, '../../client');
const CLUB = 'Remote Golf Club';

/**
 * The router's pages, read from its generated tree: every full path with the file of its route, less
 * the layouts (`…WithChildren`) and the routes that only redirect (no component), e.g. /admin/ and /old/….
 * Paths come without their trailing slash ("/member/match/$id").
 */
function routerPages(): string[] {
  const tree = readFileSync(path.join(CLIENT, 'routeTree.gen.ts'), 'utf8');
  const files = new Map([...tree.matchAll(/import \{ Route as (\w+)RouteImport \} from '\.\/(routes\/[^']+)'/g)].map(([, name, file]) => [name, file]));
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  const routes = [...byFullPath.matchAll(/'([^']+)': typeof (\w+?)Route(WithChildren)?\n/g)];
  expect(routes.length, 'routes read from routeTree.gen.ts').toBeGreaterThan(40);
  return routes
    .filter(([, , , layout]) => layout === undefined)
    .filter(([fullPath, , name]) => {
      const file = name === undefined ? undefined : files.get(name);
      if (file === undefined) throw new Error(`No route file for ${fullPath}`);
      return /\bcomponent:/.test(readFileSync(path.join(CLIENT, `${file}.tsx`), 'utf8'));
    })
    .map(([, fullPath = '']) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath));
}

/** A path the browser would ask for, with a sample id for each `$param`. */
const sample = (routePath: string) => routePath.replace(/\$\w+/g, '7');

describe('page titles', () => {
  const pages = routerPages();

  it('reads the pages from the router, records and redirects told apart', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/member/tournaments/$id/cards/$cardId', '/admin/members/$id/account', '/member/club-index', '/tournaments/$id']));
    expect(pages).not.toContain('/admin');
    expect(pages.filter((p) => p.startsWith('/old/'))).toEqual([]);
  });

  it('names every page the router renders, and names no page it does not have', () => {
    expect(pages.filter((p) => pageName(sample(p)) === NOT_FOUND_NAME)).toEqual([]);
    expect([...namedPagePaths()].sort()).toEqual([...pages].sort());
  });

  it('gives every page a title of its own', () => {
    const titles = pages.map((p) => pageTitle(pageMeta(sample(p)), CLUB));
    const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(repeated).toEqual([]);
  });

  it('titles a page alike in the browser and in the server’s HTML', () => {
    for (const p of pages) expect(titleOf(pageName(sample(p)), CLUB), p).toBe(pageTitle(pageMeta(sample(p)), CLUB));
  });

  it('names the area of a members’ or admin page, so one name in three places gives three titles', () => {
    expect(titleOf(pageName('/events'), CLUB)).toBe('Events · Remote Golf Club');
    expect(titleOf(pageName('/member/events'), CLUB)).toBe('Events · Members · Remote Golf Club');
    expect(titleOf(pageName('/admin/events'), CLUB)).toBe('Events · Admin · Remote Golf Club');
    expect(pageName('/admin/members/12/account/')).toBe('Member Account · Admin');
    expect(pageName('/member/tournaments/3/cards/9')).toBe('Tournament Card · Members');
    expect(pageName('/')).toBeNull();
  });

  it('names pages that work apart from pages that do not exist', () => {
    for (const p of ['/admin/courses', '/admin/payments', '/admin/backups', '/member/club-index', '/member/season', '/member/renew']) {
      expect(pageName(p), p).not.toBe(NOT_FOUND_NAME);
    }
    for (const p of ['/nowhere', '/member/nowhere', '/member/events/12', '/member/match', '/member/match//score', '/tournaments/1/cards', '/admin']) {
      expect(pageName(p), p).toBe(NOT_FOUND_NAME);
    }
  });
});
