import { dayjs } from '../shared/club-time';
import { insertMember } from '../test/factories';
import { insertCourseWithTee } from '../test/golf-factories';
import { WIDTHS } from './support/club-pages';
import { expect, test, toast } from './support/fixtures';
import { memberBrowser } from './support/member-browser';
import { expectNoAxeViolations } from './support/axe';
import { gotoApp } from './support/tournaments';

// Looking for a game across the world: ann in London posts a game at 11:30 PM on her clock; kenji in
// Tokyo reads it on his (the next morning), with ann's clock beside, joins it in one tap, and the
// game becomes a match both of them see.

const LONDON = 'Europe/London';
const TOKYO = 'Asia/Tokyo';

for (const width of WIDTHS) {
  test(`a game posted in London is joined from Tokyo and becomes a match (${width} px)`, async ({ browser, db }) => {
    test.setTimeout(90_000);
    const tag = `${Date.now() % 100000}`;
    await insertCourseWithTee(db, `Harbour Links ${tag}`);
    // Members see each other by name: the host and the players are shown by their full names.
    const annName = `Ann Archer${tag}`;
    const kenjiName = `Kenji Kato${tag}`;
    const ann = await insertMember(db, { username: `ann${tag}`, fullName: annName });
    const kenji = await insertMember(db, { username: `kenji${tag}`, fullName: kenjiName });
    await db.updateTable('users').set({ time_zone: LONDON }).where('id', '=', ann.id).execute();
    await db.updateTable('users').set({ time_zone: TOKYO }).where('id', '=', kenji.id).execute();

    const host = await memberBrowser(browser, db, ann.id, LONDON, width);
    await gotoApp(host.page, '/member/games');
    await expect(host.page.getByText(`Times are shown in your time zone: ${LONDON}.`)).toBeVisible();
    await host.page.getByRole('button', { name: 'Post a game' }).click();
    // 11:30 PM on ann's clock, on the form's day (today, or tomorrow when it is that late): always to come.
    await host.page.getByRole('combobox', { name: 'Time' }).click();
    await host.page.getByRole('option', { name: '11:30 PM', exact: true }).click();
    await host.page.getByRole('combobox', { name: 'Course' }).click();
    await host.page.getByRole('option', { name: `Harbour Links ${tag}: Blue` }).click();
    await host.page.getByRole('combobox', { name: 'Platform' }).click();
    await host.page.getByRole('option', { name: 'Trackman' }).click();
    await expectNoAxeViolations(host.page);
    await host.page.screenshot({ path: `.tmp/open-games-form-${width}.png`, fullPage: true });
    await host.page.getByRole('button', { name: 'Post game' }).click();
    await expect(toast(host.page).getByText('Game Posted')).toBeVisible();

    const row = await db.selectFrom('open_games').selectAll().where('host_id', '=', ann.id).executeTakeFirstOrThrow();
    const startsAt = row.starts_at ?? '';
    expect(dayjs(startsAt).tz(LONDON).format('HH:mm')).toBe('23:30');
    const inLondon = dayjs(startsAt).tz(LONDON);
    const inTokyo = dayjs(startsAt).tz(TOKYO);
    const title = `Stableford on Trackman hosted by ${annName}`;
    await expect(host.page.getByRole('region', { name: 'Your games' }).getByRole('article', { name: title })).toContainText(`${inLondon.format('ddd, MMM D, YYYY')} at 11:30 PM`);

    // Kenji reads it on his clock, ann's beside, and joins in one tap.
    const guest = await memberBrowser(browser, db, kenji.id, TOKYO, width);
    await gotoApp(guest.page, '/member/games');
    const card = guest.page.getByRole('region', { name: 'Open games' }).getByRole('article', { name: title });
    await expect(card).toContainText(`${inTokyo.format('ddd, MMM D, YYYY')} at ${inTokyo.format('h:mm A')}`);
    await expect(card).toContainText(`${inLondon.format('ddd')} 11:30 PM for ${annName} (${LONDON})`);
    await expect(card).toContainText('1 place left');
    await expect(card).toContainText(`Harbour Links ${tag}: Blue tees · Played together`);
    await expectNoAxeViolations(guest.page);
    await guest.page.screenshot({ path: `.tmp/open-games-list-tokyo-${width}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Join game' }).click();
    await expect(toast(guest.page).getByText('Match Created')).toBeVisible();
    await expect(guest.page.getByRole('region', { name: 'Open games' }).getByRole('article', { name: title })).toHaveCount(0);
    const mineForGuest = guest.page.getByRole('region', { name: 'Your games' }).getByRole('article', { name: title });
    await expect(mineForGuest.getByText('Match created')).toBeVisible();
    await guest.page.screenshot({ path: `.tmp/open-games-matched-tokyo-${width}.png`, fullPage: true });

    // Ann sees the match too, and both are in it.
    await gotoApp(host.page, '/member/games');
    const mineForHost = host.page.getByRole('region', { name: 'Your games' }).getByRole('article', { name: title });
    await expect(mineForHost.getByText('Match created')).toBeVisible();
    await expectNoAxeViolations(host.page);
    await mineForHost.getByRole('link', { name: 'See the match' }).click();
    await expect(host.page).toHaveURL(/\/member\/match\/\d+$/);
    const players = host.page.getByRole('list', { name: 'Participants' });
    await expect(players.getByRole('listitem')).toHaveCount(2);
    await expect(players).toContainText(annName);
    await expect(players).toContainText(kenjiName);
    await host.page.screenshot({ path: `.tmp/open-games-match-${width}.png`, fullPage: true });
    const matchPath = new URL(host.page.url()).pathname;
    await gotoApp(guest.page, matchPath);
    await expect(guest.page.getByRole('list', { name: 'Participants' })).toContainText(annName);
    const mails = await db.selectFrom('mail_outbox').select('to_address').where('subject', '=', 'Your game is on: a match was created').where('to_address', 'in', [ann.email ?? '', kenji.email ?? '']).execute();
    expect(mails).toHaveLength(2);
    await host.context.close();
    await guest.context.close();
  });
}
