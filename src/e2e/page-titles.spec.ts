import { namedPagePaths, pageName, titleOf } from '../shared/site/page-names';
import { adminSweepPages, memberSweepPages, visitorSweepPages } from './support/club-pages';
import { expect, test } from './support/fixtures';

// Tabs, history and bookmarks: the page sweeps (drawer-and-a11y, signed-in-pages) read every page's
// title from the server's HTML and from the running app as they load it (support/page-title.ts).
// Here, without a browser: between them they open every page the club names, and no two pages share
// a title (two matches are one page, "/member/match/$id").

test('the page sweeps open every named page, and each page has a title no other page has', () => {
  const swept = [
    ...visitorSweepPages(1),
    ...memberSweepPages({ member: { id: 2 }, matchId: 3, golfMatchId: 4, tournamentId: 5, cardId: 6 }),
    ...adminSweepPages(2),
  ].map((path) => path.split('?')[0] ?? path);
  const pattern = (named: string) => new RegExp(`^${named.replace(/\$\w+/g, '[^/]+')}$`);
  expect(namedPagePaths().filter((named) => !swept.some((path) => pattern(named).test(path)))).toEqual([]);

  const titles = namedPagePaths().map((named) => titleOf(pageName(named), 'Remote Golf Club'));
  expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
});
