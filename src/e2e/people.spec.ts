import sharp from 'sharp';
import { dayjs } from '../shared/club-time';
import { updateGolfProfile } from '../server/domains/people/member-profile.service';
import { systemClock } from '../server/platform/core/clock';
import { insertMember } from '../test/factories';
import { WIDTHS } from './support/club-pages';
import { expect, test, toast } from './support/fixtures';
import { memberBrowser } from './support/member-browser';
import { expectNoAxeViolations } from './support/axe';
import { giveIndex, gotoApp } from './support/tournaments';

// A club that knows its people: ann in London fills in her club profile (a photo, her country, where
// she plays) and hides her index; kenji in Tokyo finds her in the members' directory, on his clock,
// without her index; a search and a platform filter narrow the list.

const LONDON = 'Europe/London';
const TOKYO = 'Asia/Tokyo';

/** A landscape photo made on the spot (the server crops it square). */
function aPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 43, g: 138, b: 62 } } })
    .composite([{ input: Buffer.from('<svg width="160" height="160"><circle cx="80" cy="80" r="70" fill="#ffd43b"/></svg>'), left: 160, top: 80 }])
    .png()
    .toBuffer();
}

/** London's clock at the minute now or the next (the page may have turned the minute since). */
function londonClocks(): RegExp {
  const now = dayjs().tz(LONDON);
  const hoursBehind = (dayjs().tz(TOKYO).utcOffset() - now.utcOffset()) / 60;
  const times = [now, now.add(1, 'minute')].map((at) => at.format('h:mm A')).join('|');
  return new RegExp(`(${times}) in London · ${hoursBehind} hours behind you`);
}

for (const width of WIDTHS) {
  test(`a member's club profile shows in the directory as they chose, on the reader's clock (${width} px)`, async ({ browser, db }) => {
    test.setTimeout(120_000);
    // Letters in it: a search of digits alone is written quoted in the URL.
    const tag = `x${Date.now() % 100000}`;
    const ann = await insertMember(db, { username: `ann${tag}`, fullName: `Ann Fairway ${tag}` });
    const kenji = await insertMember(db, { username: `kenji${tag}`, fullName: `Kenji Sato ${tag}` });
    const bo = await insertMember(db, { username: `bo${tag}`, fullName: `Bo Links ${tag}` });
    await db.updateTable('users').set({ time_zone: LONDON }).where('id', '=', ann.id).execute();
    await db.updateTable('users').set({ time_zone: TOKYO }).where('id', '=', kenji.id).execute();
    await giveIndex(db, ann.id, 9.8);
    await updateGolfProfile({ db, clock: systemClock }, bo.id, { country: 'US', platforms: ['uneekor'], launchMonitor: null, homeCourse: null });

    // Ann fills in her club profile.
    const own = await memberBrowser(browser, db, ann.id, LONDON, width);
    await gotoApp(own.page, '/member/profile');
    await expect(own.page.getByRole('tab', { name: 'Personal Information' })).toBeVisible();
    const clubProfile = own.page.getByRole('region', { name: 'Club profile' });
    await expect(clubProfile.getByText('No photo yet: members see your initials.')).toBeVisible();
    await clubProfile.locator('input[type=file]').setInputFiles({ name: 'ann.png', mimeType: 'image/png', buffer: await aPhoto() });
    await expect(clubProfile.getByRole('img', { name: 'Your new photo, not saved yet' })).toBeVisible();
    await clubProfile.getByRole('button', { name: 'Save photo' }).click();
    await expect(toast(own.page).getByText('Photo Updated')).toBeVisible();
    await expect(clubProfile.getByRole('img', { name: `Photo of Ann Fairway ${tag}` })).toBeVisible();
    await expect(clubProfile.getByRole('button', { name: 'Replace photo' })).toBeVisible();

    await clubProfile.getByRole('combobox', { name: 'Country' }).fill('United King');
    await own.page.getByRole('option', { name: 'United Kingdom' }).click();
    await clubProfile.getByRole('combobox', { name: 'Platforms' }).click();
    await own.page.getByRole('option', { name: 'GSPro' }).click();
    await own.page.getByRole('option', { name: 'Trackman' }).click();
    await own.page.keyboard.press('Escape');
    await clubProfile.getByLabel('Launch monitor').fill('Garmin R10');
    await clubProfile.getByLabel('Home course').fill('Royal St George’s');
    await clubProfile.getByRole('button', { name: 'Save club profile' }).click();
    await expect(toast(own.page).getByText('Your club profile has been saved.')).toBeVisible();

    const handicap = own.page.getByRole('region', { name: 'Handicap' });
    await expect(handicap.getByText('Index 9.8 set by the committee')).toBeVisible();
    await expect(handicap.getByRole('button', { name: 'Declare index' })).toHaveCount(0);

    const directory = own.page.getByRole('region', { name: 'Directory' });
    await expect(directory.getByText('Nothing here is public: only signed-in members see it.')).toBeVisible();
    await expect(directory.getByRole('switch', { name: "Show me in the members' directory" })).toBeChecked();
    await directory.getByRole('checkbox', { name: 'Handicap index' }).uncheck();
    await directory.getByRole('button', { name: 'Save directory choices' }).click();
    await expect(toast(own.page).getByText('Your directory choices have been saved.')).toBeVisible();
    await expectNoAxeViolations(own.page);
    await own.page.screenshot({ path: `.tmp/people-profile-${width}.png`, fullPage: true });
    const saved = await db.selectFrom('member_profiles').selectAll().where('user_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ country: 'GB', platforms: '["gspro","trackman"]', launch_monitor: 'Garmin R10', hidden_fields: '["index"]' });

    // Kenji, in Tokyo, finds her: her photo, country, clock and platforms, not her index.
    const reader = await memberBrowser(browser, db, kenji.id, TOKYO, width);
    await gotoApp(reader.page, '/member/members');
    await expect(reader.page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await reader.page.getByRole('textbox', { name: 'Search by name' }).fill(tag);
    await expect(reader.page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(reader.page.getByRole('article')).toHaveCount(3);
    const card = reader.page.getByRole('article', { name: `Ann Fairway ${tag}` });
    await expect(card.getByRole('img', { name: `Photo of Ann Fairway ${tag}` })).toBeVisible();
    await expect(card).toContainText('United Kingdom');
    await expect(card).toContainText(londonClocks());
    await expect(card).toContainText('Plays on GSPro, Trackman · Launch monitor: Garmin R10');
    await expect(card).toContainText('Home course: Royal St George’s');
    await expect(card).not.toContainText(/index|handicap/i);
    await expect(reader.page.getByRole('article', { name: `Bo Links ${tag}` })).toContainText('No handicap');
    await expectNoAxeViolations(reader.page);
    await reader.page.screenshot({ path: `.tmp/people-directory-${width}.png`, fullPage: true });

    // A platform narrows it to her; the URL holds the search, so a reload keeps it.
    await reader.page.getByRole('combobox', { name: 'Platform' }).click();
    await reader.page.getByRole('option', { name: 'Trackman' }).click();
    await expect(reader.page).toHaveURL(/platform=trackman/);
    await expect(reader.page.getByRole('article')).toHaveCount(1);
    await expect(reader.page.getByText('1 member', { exact: true })).toBeVisible();
    await reader.page.reload();
    await expect(reader.page.getByRole('article', { name: `Ann Fairway ${tag}` })).toBeVisible();
    await expect(reader.page.getByRole('textbox', { name: 'Search by name' })).toHaveValue(tag);

    // Nobody matches: the page says so in words.
    await reader.page.getByRole('combobox', { name: 'Platform' }).click();
    await reader.page.getByRole('option', { name: 'E6 Connect' }).click();
    await expect(reader.page.getByText('No members match this search.')).toBeVisible();
    await expectNoAxeViolations(reader.page);
    await own.context.close();
    await reader.context.close();
  });
}

test('the directory pages by a Next link that starts after the last member shown', async ({ browser, db }) => {
  const tag = `p${Date.now() % 100000}`;
  const members = [];
  for (let i = 0; i < 30; i++) members.push(await insertMember(db, { username: `pager${i}${tag}`, fullName: `Pager ${String(i).padStart(2, '0')} ${tag}` }));
  const reader = await memberBrowser(browser, db, members[0]?.id ?? 0, LONDON, 375);
  await gotoApp(reader.page, `/member/members?q=${tag}`);
  await expect(reader.page.getByRole('article')).toHaveCount(24);
  await expect(reader.page.getByText('30 members', { exact: true })).toBeVisible();
  const pages = reader.page.getByRole('navigation', { name: 'Directory pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(reader.page).toHaveURL(new RegExp(`[?&]after=${members[23]?.id ?? 0}(&|$)`));
  await expect(reader.page.getByRole('article')).toHaveCount(6);
  await expect(reader.page.getByRole('article').first()).toHaveAccessibleName(`Pager 24 ${tag}`);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(reader.page);
  await reader.page.screenshot({ path: '.tmp/people-directory-page-2-375.png', fullPage: true });
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(reader.page.getByRole('article').first()).toHaveAccessibleName(`Pager 00 ${tag}`);
  await expect(reader.page).not.toHaveURL(/after=/);
  await reader.context.close();
});
