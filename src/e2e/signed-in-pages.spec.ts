import { insertApplication } from '../test/application-factories';
import { insertEvent, insertMember } from '../test/factories';
import { findUserByUsername } from '../server/domains/users/users.repository';
import { adminSweepPages, arrangeClubData, memberSweepPages, WIDTHS } from './support/club-pages';
import { E2E_ADMIN } from './support/e2e-env';
import { test } from './support/fixtures';
import { sweepPages } from './support/page-sweep';

// Every signed-in page at a phone's and a desktop's width (support/page-sweep.ts), with names and
// titles long enough to test the layout. Each width of each area is a test of its own, and the four
// run side by side.
test.describe.configure({ mode: 'parallel' });

// These sweeps read what each page shows, not how it loads: without the service worker (the offline
// specs and every journey have it) a page's requests skip its fetch handler, 30 % of a load here.
test.use({ serviceWorkers: 'block' });

for (const width of WIDTHS) {
  test(`axe and the layout find nothing wrong on the member pages at ${width} px`, async ({ page, db, signInAs }) => {
    // One test walks every member page: on a loaded 2-core CI machine that takes over 30 s.
    test.setTimeout(180_000);
    const data = await arrangeClubData(db);
    const { member } = data;
    await db.updateTable('users').set({ username: `longusername${member.id}`, full_name: 'Maximiliana Featherstonehaugh-Worthington' }).where('id', '=', member.id).execute();
    await insertEvent(db, { title: 'Autumn Invitational Championship at the Simulator Lounge', visibility: 'members' });
    await signInAs(member);
    await page.setViewportSize({ width, height: 800 });
    await sweepPages(page, db, memberSweepPages(data), (shown) => shown.getByRole('navigation', { name: 'Members area' }));
  });

  test(`axe and the layout find nothing wrong on the admin pages at ${width} px`, async ({ page, db, signInAs }) => {
    test.setTimeout(180_000);
    const { member } = await arrangeClubData(db);
    await insertMember(db, { username: `lapsedmember${member.id}`, paidThrough: '2020-01-01' });
    await insertApplication(db, { first_name: 'Alexandria', last_name: `Montgomery-Smythe${member.id}`, email: `alexandria.montgomery.smythe.${member.id}@example.com` });
    const admin = await findUserByUsername(db, E2E_ADMIN.username);
    if (!admin) throw new Error('The e2e admin is missing');
    await signInAs(admin);
    await page.setViewportSize({ width, height: 800 });
    await sweepPages(page, db, adminSweepPages(member.id));
  });
}
