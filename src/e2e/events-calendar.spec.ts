import { dayjs } from '../shared/club-time';
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
  // The upcoming list beside the calendar leads to the event's day.
  await page.getByRole('button', { name: new RegExp(title) }).click();

  await expect(page.getByRole('heading', { name: `Events for ${monthName} 15, ${year}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('2:30 PM - 4:00 PM')).toBeVisible();
  await expect(page.getByText('Golf Course')).toBeVisible();
  await expect(page.getByText('Secret Members Dinner')).toHaveCount(0);

  await page.getByRole('button', { name: `${monthName} 16, ${year}`, exact: true }).click();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
});

test('/events opens on the next day that has events, or on the day a link asks for', async ({ page, db }) => {
  // Midnight at the start of the club's today: earlier than any other upcoming event.
  const soon = dayjs().tz(CLUB_TZ).format('YYYY-MM-DD');
  const title = `Opening Day Scramble ${Date.now()}`;
  await insertEvent(db, { title, start_date: dayjs.tz(`${soon} 00:00`, CLUB_TZ).toISOString(), end_date: dayjs.tz(`${soon} 01:00`, CLUB_TZ).toISOString() });

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: `Events for ${dayjs(soon).format('MMMM D, YYYY')}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();

  const later = dayjs(soon).add(2, 'day').format('YYYY-MM-DD');
  await page.goto(`/events?day=${later}`);
  await expect(page.getByRole('heading', { name: `Events for ${dayjs(later).format('MMMM D, YYYY')}` })).toBeVisible();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
});
