import { dayjs } from '../shared/club-time';
import { insertMember } from '../test/factories';
import { insertReservationRow } from '../test/reservation-factories';
import { expect, test } from './support/fixtures';
import { arrangeOpenTournament, enterPlayers, giveIndex } from './support/tournaments';

// A member in Tokyo, on a phone, of a club in New York: the first sign-in saves the browser's zone on
// the profile, and tee times and tournament windows read on the member's clock with the club's beside.

const CLUB_TZ = 'America/New_York';
const MEMBER_TZ = 'Asia/Tokyo';

test.use({ timezoneId: MEMBER_TZ, viewport: { width: 375, height: 812 } });

/** A play window as the pages write it on one clock (en-US): 'Nov 26, 4:58 AM – Nov 28, 2026, 3:58 AM'. */
function windowOn(opensAt: string, closesAt: string, zone: string): string {
  const opens = dayjs(opensAt).tz(zone);
  const closes = dayjs(closesAt).tz(zone);
  return `${opens.format(opens.year() === closes.year() ? 'MMM D' : 'MMM D, YYYY')}, ${opens.format('h:mm A')} – ${closes.format('MMM D, YYYY, h:mm A')}`;
}

test('a member in Tokyo: the first sign-in sets their zone; tee times and tournament windows show both clocks', async ({ page, db }) => {
  const tag = `${Date.now() % 100000}`;
  const member = await insertMember(db, { username: `tokyo${tag}` });
  expect(member.time_zone).toBeNull();

  await page.goto('/signin');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/member\/home$/);
  // Saved once, without a word, from the browser.
  await expect.poll(async () => (await db.selectFrom('users').select('time_zone').where('id', '=', member.id).executeTakeFirst())?.time_zone).toBe(MEMBER_TZ);

  await page.goto('/member/profile');
  await expect(page.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(MEMBER_TZ);

  // A tee time at 9 AM in New York, three days on: 10 or 11 PM the same day in Tokyo.
  const day = dayjs().tz(CLUB_TZ).add(3, 'day').format('YYYY-MM-DD');
  await insertReservationRow(db, { user_id: member.id, date: day, time: '09:00' });
  const inTokyo = dayjs.tz(`${day} 09:00`, CLUB_TZ).tz(MEMBER_TZ);
  await page.goto('/member/reservations');
  const label = `${inTokyo.format('ddd, MMM D, YYYY')} at ${inTokyo.format('h:mm A')} your time · 9:00 AM club time`;
  await expect(page.getByRole('listitem', { name: label })).toBeVisible();
  await expect(page.getByText(label)).toBeVisible();

  // A tournament window open now, on both clocks.
  const tournamentId = await arrangeOpenTournament(db, `Tokyo Open ${tag}`);
  await giveIndex(db, member.id, 14.2);
  await enterPlayers(db, tournamentId, [member.id]);
  const round = await db.selectFrom('tournament_rounds').select(['opens_at', 'closes_at']).where('tournament_id', '=', tournamentId).executeTakeFirstOrThrow();
  await page.goto(`/member/tournaments/${tournamentId}`);
  await expect(page.getByText(`Times are shown in your time zone: ${MEMBER_TZ}.`)).toBeVisible();
  const both = `${windowOn(round.opens_at, round.closes_at, MEMBER_TZ)} your time · ${windowOn(round.opens_at, round.closes_at, CLUB_TZ)} club time`;
  await expect(page.getByText(`Round 1: ${both}`)).toBeVisible();
  await page.screenshot({ path: '.tmp/time-zones-tournament-375.png', fullPage: true });
});
