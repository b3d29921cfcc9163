import type { Page } from '@playwright/test';
import { insertApplication } from '../test/application-factories';
import { insertEvent, insertMember } from '../test/factories';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

/**
 * Every page, for every role, at a 375 px phone and a 1280 px desktop: nothing scrolls the page
 * sideways, nothing leaves the viewport, and no text is cut inside its box (an ellipsis, a clipped
 * badge). Content inside a region built to scroll sideways is that region's business.
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
    const hiddenOrScrolled = (el: Element): boolean => {
      for (let node: Element | null = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (el.closest('[role="dialog"], [data-portal], .mantine-Popover-dropdown, .mantine-Combobox-dropdown')) continue;
      if (hiddenOrScrolled(el)) continue;
      if (rect.right > viewport + 1 || rect.left < -1) problems.push(`leaves the viewport: ${describe(el)} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') problems.push(`text cut: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return [...new Set(problems)];
  });
}

const visitorPages = ['/', '/membership', '/events', '/contact', '/apply', '/signin', '/forgot-password', '/test-checkout', '/onboard?token=nope', '/reset-password?token=nope'];
const memberPages = ['/member/home', '/member/feed', '/member/events', '/member/reservations', '/member/profile', '/member/statements', '/member/renew'];
const adminPages = [
  '/admin/dashboard',
  '/admin/members',
  '/admin/applications',
  '/admin/payments',
  '/admin/events',
  '/admin/tee-sheet',
  '/admin/messages',
  '/admin/settings',
  '/admin/audit',
  '/admin/outbox',
  '/admin/backups',
];

async function sweep(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const problems = await layoutProblems(page);
      if (problems.length > 0) found[`${width} ${path}`] = problems;
    }
  }
  expect(found).toEqual({});
}

test.describe('nothing is clipped or off-screen at 375 and 1280 px', () => {

  test('for visitors', async ({ page }) => {
    await sweep(page, visitorPages);
  });

  test('for members', async ({ page, db, signInAs }) => {
    const member = await insertMember(db, { username: `longusername${Date.now() % 100000}`, fullName: 'Maximiliana Featherstonehaugh-Worthington' });
    await insertEvent(db, { title: 'Autumn Invitational Championship at the Simulator Lounge', visibility: 'members' });
    await signInAs(member);
    await sweep(page, memberPages);
  });

  test('for admins', async ({ page, db, signInAs }) => {
    const stamp = Date.now() % 100000;
    await insertMember(db, { username: `membername${stamp}`, paidThrough: '2020-01-01' });
    await insertApplication(db, { first_name: 'Alexandria', last_name: `Montgomery-Smythe${stamp}`, email: `alexandria.montgomery.smythe.${stamp}@example.com` });
    await insertApplication(db, { email: `paid.${stamp}@example.com`, paid: 1, status: 'approved' });
    await insertEvent(db, { title: 'Tournament of Champions Season Finale' });
    const admin = await db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
    await signInAs(admin);
    await sweep(page, [...adminPages, `/admin/members/${admin.id}/account`]);
  });
});
