import { dayjs } from '../server/club/club-time';
import { insertEvent } from '../test/factories';
import { expect, test } from './support/fixtures';

const CLUB_TZ = 'America/New_York';

test('the calendar shows an event on its day and the empty message on another', async ({ page, db }) => {
  // 2:30 PM on the 15th of next month, in the club's (default) time zone, whatever the season.
  const fifteenth = dayjs().tz(CLUB_TZ).add(1, 'month').date(15).format('YYYY-MM-DD');
  const start = dayjs.tz(`${fifteenth} 14:30`, CLUB_TZ).toISOString();
  const end = dayjs.tz(`${fifteenth} 16:00`, CLUB_TZ).toISOString();
  const monthName = dayjs(fifteenth).format('MMMM');
  const year = dayjs(fifteenth).year();
  const title = `Calendar Cup ${Date.now()}`;
  await insertEvent(db, { title, description: 'Nine holes, best ball.', start_date: start, end_date: end, location: 'Golf Course' });
  await insertEvent(db, { title: 'Secret Members Dinner', start_date: start, end_date: end, visibility: 'members' });

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Club Events Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: `${monthName} 15, ${year}`, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Events for ${monthName} 15, ${year}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('2:30 PM - 4:00 PM')).toBeVisible();
  await expect(page.getByText('Golf Course')).toBeVisible();
  await expect(page.getByText('Secret Members Dinner')).toHaveCount(0);

  await page.getByRole('button', { name: `${monthName} 16, ${year}`, exact: true }).click();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
});
