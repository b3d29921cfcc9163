import sharp from 'sharp';
import { insertMember } from '../test/factories';
import { insertCourseWithTee } from '../test/golf-factories';
import { WIDTHS } from './support/club-pages';
import { expect, test, toast } from './support/fixtures';
import { memberBrowser } from './support/member-browser';
import { expectNoAxeViolations } from './support/axe';
import { gotoApp } from './support/tournaments';

// Issue 32's journey: a new member in London is greeted by first name, works through the first-run
// checklist (photo, time zone, platform, a declared index she hides from the directory), posts a game
// for any time this week; a member in Tokyo finds her in the directory as she chose, sees the game,
// joins it, and the match is made; her first round ticks the last item and the checklist is gone.

const LONDON = 'Europe/London';
const TOKYO = 'Asia/Tokyo';

function aPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .png()
    .toBuffer();
}

for (const width of WIDTHS) {
  test(`a new member sets up, is found as she chose, and her open game becomes a match from Tokyo (${width} px)`, async ({ browser, db }) => {
    test.setTimeout(150_000);
    const tag = `j${Date.now() % 100000}`;
    const courseName = `Harbour Links ${tag}`;
    await insertCourseWithTee(db, courseName);
    const nadia = await insertMember(db, { username: `nadia${tag}`, fullName: `Nadia Haddad ${tag}` });
    const kenji = await insertMember(db, { username: `kenji${tag}`, fullName: `Kenji Sato ${tag}` });
    await db.updateTable('users').set({ time_zone: TOKYO }).where('id', '=', kenji.id).execute();

    // Day one: "Welcome", by first name, and the checklist.
    const own = await memberBrowser(browser, db, nadia.id, LONDON, width);
    await gotoApp(own.page, '/member/home');
    await expect(own.page.getByRole('heading', { name: 'Welcome, Nadia', exact: true })).toBeVisible();
    const checklist = own.page.getByRole('region', { name: 'Get set up' });
    await expect(checklist.getByRole('link', { name: 'Add a photo' })).toBeVisible();
    await expectNoAxeViolations(own.page);
    // Her browser told the club her zone on the first visit.
    await expect.poll(async () => (await db.selectFrom('users').select('time_zone').where('id', '=', nadia.id).executeTakeFirstOrThrow()).time_zone).toBe(LONDON);

    // The profile: a photo, where she plays, a declared index she keeps out of the directory.
    await checklist.getByRole('link', { name: 'Add a photo' }).click();
    const clubProfile = own.page.getByRole('region', { name: 'Club profile' });
    await clubProfile.locator('input[type=file]').setInputFiles({ name: 'nadia.png', mimeType: 'image/png', buffer: await aPhoto() });
    await clubProfile.getByRole('button', { name: 'Save photo' }).click();
    await expect(toast(own.page).getByText('Photo Updated')).toBeVisible();
    await clubProfile.getByRole('combobox', { name: 'Platforms' }).click();
    await own.page.getByRole('option', { name: 'GSPro' }).click();
    await own.page.keyboard.press('Escape');
    await clubProfile.getByRole('button', { name: 'Save club profile' }).click();
    await expect(toast(own.page).getByText('Your club profile has been saved.')).toBeVisible();
    const handicap = own.page.getByRole('region', { name: 'Handicap' });
    await handicap.getByLabel('Handicap index').fill('14.2');
    await handicap.getByRole('combobox', { name: 'Where is your index kept?' }).click();
    await own.page.getByRole('option', { name: 'GHIN' }).click();
    await handicap.getByLabel('Your number or club there').fill('1234567');
    await handicap.getByRole('button', { name: 'Declare index' }).click();
    await expect(toast(own.page).getByText('Index Declared')).toBeVisible();
    const directory = own.page.getByRole('region', { name: 'Directory' });
    await directory.getByRole('checkbox', { name: 'Handicap index' }).uncheck();
    await directory.getByRole('button', { name: 'Save directory choices' }).click();
    await expect(toast(own.page).getByText('Your directory choices have been saved.')).toBeVisible();

    await gotoApp(own.page, '/member/home');
    await expect(checklist.getByText('4 of 5 done')).toBeVisible();
    await expect(checklist.getByRole('link')).toHaveText(['Play your first round']);

    // She posts a game for any time this week.
    await checklist.getByRole('link', { name: 'Play your first round' }).click();
    await own.page.getByRole('button', { name: 'Post a game' }).click();
    await own.page.getByRole('radio', { name: 'Any time this week' }).check();
    await own.page.getByRole('combobox', { name: 'Course' }).click();
    await own.page.getByRole('option', { name: `${courseName}: Blue` }).click();
    await own.page.getByRole('combobox', { name: 'Platform' }).click();
    await own.page.getByRole('option', { name: 'GSPro' }).click();
    await own.page.getByRole('button', { name: 'Post game' }).click();
    await expect(toast(own.page).getByText('Game Posted')).toBeVisible();
    await expectNoAxeViolations(own.page);

    // Kenji, in Tokyo, finds her in the directory as she chose: photo and platform, not her index.
    const reader = await memberBrowser(browser, db, kenji.id, TOKYO, width);
    await gotoApp(reader.page, '/member/members');
    await reader.page.getByRole('textbox', { name: 'Search by name' }).fill(`Nadia Haddad ${tag}`);
    const card = reader.page.getByRole('article', { name: `Nadia Haddad ${tag}` });
    await expect(card.getByRole('img', { name: `Photo of Nadia Haddad ${tag}` })).toBeVisible();
    await expect(card).toContainText('GSPro');
    await expect(card).toContainText('in London');
    await expect(card).not.toContainText(/14\.2|index|handicap/i);
    await expectNoAxeViolations(reader.page);

    // He sees her game on his clock and joins it in one tap: the match is made.
    await gotoApp(reader.page, '/member/games');
    const game = reader.page.getByRole('region', { name: 'Open games' }).getByRole('article', { name: `Stableford on GSPro hosted by Nadia Haddad ${tag}` });
    await expect(game).toContainText('Any time until');
    await expect(game).toContainText('1 place left');
    await game.getByRole('button', { name: 'Join game' }).click();
    await expect(toast(reader.page).getByText('Match Created')).toBeVisible();
    await expectNoAxeViolations(reader.page);
    await reader.page.screenshot({ path: `.tmp/journey-games-tokyo-${width}.png`, fullPage: true });

    // Nadia plays her first hole of the match; the checklist is done and gone.
    await gotoApp(own.page, '/member/games');
    const mine = own.page.getByRole('region', { name: 'Your games' }).getByRole('article', { name: `Stableford on GSPro hosted by Nadia Haddad ${tag}` });
    await mine.getByRole('link', { name: 'See the match' }).click();
    await expect(own.page).toHaveURL(/\/member\/match\/\d+$/);
    await own.page.getByRole('link', { name: 'Record Score' }).click();
    await expect(own.page.getByRole('heading', { name: 'Hole 1' })).toBeVisible();
    await own.page.getByRole('button', { name: 'Save & next' }).click();
    await expect(own.page.getByRole('heading', { name: 'Hole 2' })).toBeVisible();
    // The screen moves on at once and the hole is sent behind it: wait for the server's round.
    await expect
      .poll(() => db.selectFrom('rounds').select(['index_tenths', 'index_source']).where('user_id', '=', nadia.id).executeTakeFirst())
      .toEqual({ index_tenths: 142, index_source: 'declared' });
    await gotoApp(own.page, '/member/home');
    await expect(own.page.getByRole('heading', { name: 'Welcome, Nadia', exact: true })).toBeVisible();
    await expect(own.page.getByRole('region', { name: 'Get set up' })).toHaveCount(0);
    await expectNoAxeViolations(own.page);
    await own.page.screenshot({ path: `.tmp/journey-home-done-${width}.png`, fullPage: true });
    await own.context.close();
    await reader.context.close();
  });
}
