import type { Page } from '@playwright/test';
import { insertApplication } from '../test/application-factories';
import { insertEvent, insertMember } from '../test/factories';
import { adminPages, arrangeClubData, memberPages, memberRecordPages, visitorPages, WIDTHS } from './support/club-pages';
import { E2E_ADMIN } from './support/e2e-env';
import { holdCheckoutRedirect } from './support/held-redirect';
import { expect, test } from './support/fixtures';
import { arrangePublishedBoard } from './support/tournaments';

/**
 * Every page, for every role, at a 375 px phone and a 1280 px desktop: nothing scrolls the page
 * sideways, nothing leaves the viewport, and no text is cut inside its box (an ellipsis, a clipped
 * badge), and nothing hides beyond the edge of a region that scrolls sideways.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport})`);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}">${text}`;
    };
    /** Visually hidden on purpose (screen-reader text), or inside a region that scrolls sideways (returned, to check against). */
    const context = (el: Element): { hidden: boolean; scroller: Element | null } => {
      let scroller: Element | null = null;
      for (let node: Element | null = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return { hidden: true, scroller };
        if (!scroller && (style.overflowX === 'auto' || style.overflowX === 'scroll')) scroller = node;
      }
      return { hidden: false, scroller };
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (el.closest('[role="dialog"], [data-portal], .mantine-Popover-dropdown, .mantine-Combobox-dropdown')) continue;
      const { hidden, scroller } = context(el);
      if (hidden) continue;
      // A region marked as scrolling sideways on purpose (a scorecard's holes) shows its scrollbar.
      if (scroller?.closest('[data-sideways-scroll]')) continue;
      if (scroller) {
        // A region that scrolls sideways hides what is beyond its edge: on a phone that is content nobody sees.
        const box = scroller.getBoundingClientRect();
        if (rect.right > box.right + 1 && (el.textContent ?? '').trim() !== '') problems.push(`hidden beyond a sideways scroll: ${describe(el)}`);
        continue;
      }
      if (rect.right > viewport + 1 || rect.left < -1) problems.push(`leaves the viewport: ${describe(el)} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') problems.push(`text cut: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return [...new Set(problems)];
  });
}

async function sweep(page: Page, paths: string[]) {
  await holdCheckoutRedirect(page);
  const found: Record<string, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      const problems = await layoutProblems(page);
      if (problems.length > 0) found[`${width} ${path}`] = problems;
    }
  }
  expect(found).toEqual({});
}

test.describe('nothing is clipped or off-screen at 375 and 1280 px', () => {
  test.setTimeout(240_000);

  test('for visitors', async ({ page, db }) => {
    const { id } = await arrangePublishedBoard(db, 'The Remote Golf Club Autumn Invitational Championship Medal');
    await sweep(page, [...visitorPages, `/tournaments/${id}`]);
  });

  test('for members', async ({ page, db, signInAs }) => {
    const data = await arrangeClubData(db);
    const { member } = data;
    await db.updateTable('users').set({ username: `longusername${member.id}`, full_name: 'Maximiliana Featherstonehaugh-Worthington' }).where('id', '=', member.id).execute();
    await insertEvent(db, { title: 'Autumn Invitational Championship at the Simulator Lounge', visibility: 'members' });
    await signInAs(member);
    await sweep(page, [...memberPages, ...memberRecordPages(data)]);
  });

  test('for admins', async ({ page, db, signInAs }) => {
    const { member } = await arrangeClubData(db);
    await insertMember(db, { username: `lapsedmember${member.id}`, paidThrough: '2020-01-01' });
    await insertApplication(db, { first_name: 'Alexandria', last_name: `Montgomery-Smythe${member.id}`, email: `alexandria.montgomery.smythe.${member.id}@example.com` });
    const admin = await db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
    await signInAs(admin);
    await sweep(page, [...adminPages, `/admin/members/${member.id}/account`]);
  });
});
