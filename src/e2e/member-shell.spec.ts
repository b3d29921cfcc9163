import type { Locator, Page } from '@playwright/test';
import { insertMember } from '../test/factories';
import { insertMatch, insertPost } from '../test/feed-factories';
import { arrangeClubData } from './support/club-pages';
import { expect, test, toast } from './support/fixtures';

// The members area has one navigation: five tabs, a bar at the bottom of a phone, in the header on a desktop.

const TABS = [
  ['Home', /\/member\/home$/, /^Welcome/],
  ['Play', /\/member\/play$/, 'Play'],
  ['Leaderboard', /\/member\/leaderboard$/, 'Leaderboard'],
  ['Events', /\/member\/events$/, 'Member Dashboard'],
  ['Me', /\/member\/me$/, 'My Account'],
] as const;

const memberNav = (page: Page) => page.getByRole('navigation', { name: 'Members area' });

/** The visible navigation landmarks: the members' tabs alone, no visitors' links, no drawer's burger, no account menu. */
async function expectOneNavigation(page: Page, username: string) {
  await expect(memberNav(page)).toBeVisible();
  const visibleNavs = await page.getByRole('navigation').evaluateAll((navs) => navs.filter((nav) => nav.getClientRects().length > 0).length);
  expect(visibleNavs).toBe(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: username })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The club's name still leads to the public site.
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/');
}

/** Each tab reaches its page and is the one lit there. */
async function walkTabs(page: Page) {
  for (const [label, url, heading] of TABS) {
    await memberNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(memberNav(page).locator('[aria-current="page"]')).toHaveText([label]);
  }
}

/** Scrolled to the bottom, the page's last element shows whole above the bar (scrolled again while late rows still arrive). */
async function expectLastContentClear(page: Page, bar: Locator) {
  const barBox = await bar.boundingBox();
  if (!barBox) throw new Error('The tab bar is not on screen');
  const overlap = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      // The deepest last element of the page's content that takes up room.
      let element = document.querySelector('main');
      for (;;) {
        const children: Element[] = element ? Array.from(element.children).filter((child) => child.getBoundingClientRect().height > 0) : [];
        const next = children.at(-1);
        if (!next) break;
        element = next as HTMLElement;
      }
      return element ? element.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
    });
  await expect.poll(overlap).toBeLessThanOrEqual(barBox.y);
}

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tabs are a bar at the bottom, each reaching its page, with one Sign Out under Me', async ({ page, db, signInAs }) => {
    const member = await insertMember(db);
    await signInAs(member);
    await page.goto('/member/home');
    await expectOneNavigation(page, member.username);

    const bar = memberNav(page);
    const box = await bar.boundingBox();
    expect(box?.y).toBeGreaterThan(600);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(740, 0);
    expect(box?.width).toBe(375);
    await expect(bar.getByRole('link')).toHaveText(TABS.map(([label]) => label));

    // A toast shows above the bar, not over it.
    await page.getByLabel('Share with the club').fill('Toasts clear of the tabs');
    await page.getByLabel('Share with the club').press('Enter');
    await expect(toast(page).filter({ hasText: 'Post Created' })).toBeVisible();
    const toastBox = await toast(page).boundingBox();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual((await bar.boundingBox())?.y ?? 0);

    await walkTabs(page);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(1);
    for (const path of ['/member/home', '/member/play', '/member/events']) {
      await page.goto(path);
      await expect(bar).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    }
  });

  test('the bar never covers the end of a long page', async ({ page, db, signInAs }) => {
    const data = await arrangeClubData(db);
    for (let i = 0; i < 6; i++) await insertPost(db, data.member.id, { content: `A long page, post ${i}: ${'words '.repeat(30)}` });
    await signInAs(data.member);
    // Me is short: its Sign Out still sits above the bar.
    for (const path of ['/member/home', '/member/feed', '/member/play', '/member/leaderboard', `/member/match/${data.golfMatchId}`, '/member/me']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Wait for the page's data: no loading line left.
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        if (path !== '/member/me') expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(740);
        await expectLastContentClear(page, memberNav(page));
      });
    }
  });

  test('Sign Out under Me logs out and goes home', async ({ page, db, signInAs }) => {
    const member = await insertMember(db);
    await signInAs(member);
    await page.goto('/member/play');
    await memberNav(page).getByRole('link', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page)).toContainText('Logged Out');
    await expect(page).toHaveURL(/\/$/);
    await expect(memberNav(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });

  test('a lapsed member is offered only Renew and Me, and reaches their account from it', async ({ page, db, signInAs }) => {
    const lapsed = await insertMember(db, { paidThrough: '2020-01-31' });
    await signInAs(lapsed);
    await page.goto('/member/play');
    await expect(page.getByRole('heading', { name: 'Renew your membership' })).toBeVisible();
    await expect(memberNav(page).getByRole('link')).toHaveText(['Renew', 'Me']);
    await expect(memberNav(page).locator('[aria-current="page"]')).toHaveText(['Renew']);
    await memberNav(page).getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Lapsed')).toBeVisible();
    await page.getByRole('link', { name: /^Statements/ }).click();
    await expect(page).toHaveURL(/\/member\/statements$/);
    await expect(page.getByRole('heading', { name: 'Renew your membership' })).toHaveCount(0);
    await expect(memberNav(page).locator('[aria-current="page"]')).toHaveText(['Me']);
  });
});

test.describe('on a 1280 px wide desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the same tabs sit in the header, and every page of the area is two taps away', async ({ page, db, signInAs }) => {
    const data = await arrangeClubData(db);
    const admin = await insertMember(db, { memberType: 'admin' });
    // A match in two days: among the first the club has coming up, so on the member's Play page.
    await insertMatch(db, data.member.id, [admin.id], new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await signInAs(data.member);
    await page.goto('/member/home');
    await expectOneNavigation(page, data.member.username);
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Members area' });
    const box = await bar.boundingBox();
    expect(box?.y).toBeLessThan(64);
    // It scrolls with the header, not fixed at the bottom of the screen.
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(64);
    await walkTabs(page);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(1);
    // No Admin Dashboard for a standard member.
    await expect(page.getByRole('link', { name: /Admin Dashboard/ })).toHaveCount(0);

    const twoTaps: [string, RegExp | string, RegExp, string][] = [
      ['Home', 'Club Feed', /\/member\/feed$/, 'Club Feed'],
      ['Play', /^Tee Times/, /\/member\/reservations$/, 'Tee Time'],
      ['Play', /^Tournaments/, /\/member\/tournaments$/, 'Tournaments'],
      ['Play', 'Match on', /\/member\/match\/\d+$/, 'Match'],
      ['Play', `Accessible Medal ${data.member.id}`, /\/member\/tournaments\/\d+$/, `Accessible Medal ${data.member.id}`],
      ['Leaderboard', /^Golf Season/, /\/member\/season$/, 'Golf Season'],
      ['Leaderboard', /^Order of Merit/, /\/member\/order-of-merit$/, 'Order of Merit'],
      ['Leaderboard', /^Club Index/, /\/member\/club-index$/, 'Club index'],
      ['Me', /^Profile/, /\/member\/profile$/, 'Profile'],
      ['Me', /^Statements/, /\/member\/statements$/, 'Statements'],
      ['Me', /^Membership/, /\/member\/renew$/, 'Renew'],
    ];
    for (const [tab, link, url, heading] of twoTaps) {
      await test.step(`${tab} > ${String(link)}`, async () => {
        await memberNav(page).getByRole('link', { name: tab, exact: true }).click();
        await page.getByRole('main').getByRole('link', { name: link }).first().click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await expect(memberNav(page).locator('[aria-current="page"]')).toHaveText([tab]);
      });
    }

    // An admin finds the admin pages under Me.
    await page.context().clearCookies();
    await signInAs(admin);
    await page.goto('/member/me');
    await page.getByRole('link', { name: /^Admin Dashboard/ }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('Sign Out under Me logs out and goes home, where the visitors’ header is back', async ({ page, db, signInAs }) => {
    const member = await insertMember(db);
    await signInAs(member);
    await page.goto('/member/leaderboard');
    await memberNav(page).getByRole('link', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page)).toContainText('Logged Out');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
