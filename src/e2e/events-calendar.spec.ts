import { insertEvent } from '../test/factories';
import { expect, test } from './support/fixtures';

test('the calendar shows an event on its day and the empty message on another', async ({ page, db }) => {
  // 2:30 PM in New York on the 15th of next month (the club's default time zone).
  const now = new Date();
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const month = (now.getUTCMonth() + 1) % 12;
  const start = new Date(Date.UTC(year, month, 15, 19, 30)).toISOString();
  const end = new Date(Date.UTC(year, month, 15, 21, 0)).toISOString();
  const title = `Calendar Cup ${Date.now()}`;
  await insertEvent(db, { title, description: 'Nine holes, best ball.', start_date: start, end_date: end, location: 'Golf Course' });
  await insertEvent(db, { title: 'Secret Members Dinner', start_date: start, end_date: end, visibility: 'members' });

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Club Events Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  const monthName = new Date(Date.UTC(year, month, 15)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  await page.getByRole('button', { name: `${monthName} 15, ${year}`, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Events for ${monthName} 15, ${year}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('2:30 PM - 4:00 PM')).toBeVisible();
  await expect(page.getByText('Golf Course')).toBeVisible();
  await expect(page.getByText('Secret Members Dinner')).toHaveCount(0);

  await page.getByRole('button', { name: `${monthName} 16, ${year}`, exact: true }).click();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
});
