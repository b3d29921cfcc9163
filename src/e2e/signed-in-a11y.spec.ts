import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { findUserByUsername } from '../server/users/users.repository';
import type { Db } from '../server/db/database';
import { recordMembershipPayment } from '../server/statements/statements.service';
import { insertApplication } from '../test/application-factories';
import { insertEvent, insertMember } from '../test/factories';
import { insertMatch, insertPost } from '../test/feed-factories';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const memberPages = ['/member/home', '/member/feed', '/member/events', '/member/reservations', '/member/profile', '/member/statements'];
const adminPages = [
  '/admin/dashboard',
  '/admin/members',
  '/admin/applications',
  '/admin/events',
  '/admin/tee-sheet',
  '/admin/messages',
  '/admin/settings',
  '/admin/audit',
  '/admin/outbox',
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Something in every list, so rows, badges and buttons are checked too, not only empty states. */
async function arrangeClubData(db: Db) {
  const member = await insertMember(db, { fullName: 'Axe Tester' });
  const other = await insertMember(db);
  const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  await insertEvent(db, { title: 'Accessible Open', start_date: soon, end_date: soon });
  await insertEvent(db, { title: 'Members Accessible Dinner', start_date: soon, end_date: soon, visibility: 'members' });
  await insertPost(db, member.id, { content: 'Checking contrast on the 9th green.' });
  const match = await insertMatch(db, member.id, [other.id]);
  await db
    .insertInto('match_scores')
    .values({ match_id: match.id, user_id: member.id, hole: 1, score: 4, notes: null, recorded_by: member.id, recorded_at: new Date().toISOString() })
    .execute();
  for (const status of ['pending', 'approved', 'rejected'] as const) {
    await insertApplication(db, { email: `axe-${status}-${member.id}@example.com`, status, paid: status === 'approved' ? 1 : 0 });
  }
  await db
    .insertInto('contact_messages')
    .values({ name: 'Axe Visitor', email: 'axe@example.com', phone: '5550001111', message: 'Is the clubhouse step-free?', created_at: new Date().toISOString(), read_at: null })
    .execute();
  await recordMembershipPayment(db, { userId: member.id, amountCents: 5000, paidAt: new Date(), reference: `axe-${member.id}` });
  return { member, matchId: match.id };
}

test('axe finds no violations on the member pages', async ({ page, db, signInAs }) => {
  // One test walks every page with axe: on a loaded 2-core CI machine that takes over 30 s.
  test.setTimeout(120_000);
  const { member, matchId } = await arrangeClubData(db);
  await signInAs(member);
  for (const path of [...memberPages, `/member/match/${matchId}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Members area' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
});

test('axe finds no violations on the admin pages', async ({ page, db, signInAs }) => {
  test.setTimeout(120_000);
  await arrangeClubData(db);
  const admin = await findUserByUsername(db, E2E_ADMIN.username);
  if (!admin) throw new Error('The e2e admin is missing');
  await signInAs(admin);
  for (const path of adminPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
});
