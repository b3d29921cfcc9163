import { expectNoAxeViolations } from './support/axe';
import { dayjs } from '../shared/club-time';
import { insertEvent, insertMember } from '../test/factories';
import { insertReservationRow } from '../test/reservation-factories';
import { expect, test, toast } from './support/fixtures';

const CLUB_TZ = 'America/New_York';
const unique = (name: string) => `${name}${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;

test('a member joins a full event\u2019s waitlist, another drops out, and the first is promoted and sees it', async ({ page, db, signInAs }) => {
  const first = await insertMember(db, { username: unique('ines'), email: `${unique('ines')}@example.com` });
  const waiting = await insertMember(db, { username: unique('wes'), email: `${unique('wes')}@example.com` });
  const title = `Club Quiz ${unique('')}`;
  const start = dayjs().add(5, 'day').startOf('hour').toISOString();
  const event = await insertEvent(db, { title, start_date: start, capacity: 1, visibility: 'members' });
  const now = new Date().toISOString();
  await db.insertInto('event_rsvps').values({ event_id: event.id, user_id: first.id, status: 'going', asked_at: now, updated_at: now }).execute();

  await signInAs(waiting);
  await page.goto('/member/events');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Full: waitlist open')).toBeVisible();
  await card.getByRole('button', { name: `Join waitlist: ${title}` }).click();
  await expect(toast(page).getByText('RSVP Saved')).toBeVisible();
  await expect(card.getByTestId(`rsvp-${event.id}`)).toHaveText('Waitlist #1');
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInAs(first);
  await page.goto('/member/events');
  await expect(card.getByTestId(`rsvp-${event.id}`)).toHaveText('Going');
  await card.getByRole('button', { name: `Not going: ${title}` }).click();
  await expect(toast(page).getByText('RSVP Saved')).toBeVisible();
  await expect(card.getByTestId(`rsvp-${event.id}`)).toHaveText('Not going');

  await page.context().clearCookies();
  await signInAs(waiting);
  await page.goto('/member/events');
  await expect(card.getByTestId(`rsvp-${event.id}`)).toHaveText('Going');
  await page.goto('/member/home');
  await expect(page.getByText(/^Going · Full: waitlist open$/).first()).toBeVisible();
  const mail = await db.selectFrom('mail_outbox').select('subject').where('to_address', '=', waiting.email ?? '').execute();
  expect(mail.map((m) => m.subject)).toContain(`You're in: ${title}`);
});

test('a member joins a full tee slot\u2019s waitlist and gets the slot after a cancellation', async ({ page, db, signInAs }) => {
  const holder = await insertMember(db, { username: unique('hal') });
  const hopeful = await insertMember(db, { username: unique('hope'), email: `${unique('hope')}@example.com` });
  const today = dayjs().tz(CLUB_TZ);
  const day = today.add(4, 'day');
  const booking = await insertReservationRow(db, { user_id: holder.id, date: day.format('YYYY-MM-DD'), time: '13:00', players: 4 });

  await signInAs(hopeful);
  await page.goto('/member/reservations');
  if (day.month() !== today.month()) await page.locator('[data-direction="next"]').first().click();
  await page.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true }).click();
  await page.getByRole('combobox', { name: 'Preferred Time' }).click();
  await page.getByRole('option', { name: /^1:00 PM/ }).click();
  await expect(page.getByText('This tee time is full. Please choose another time.')).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist for 2 players' }).click();
  await expect(toast(page).getByText('Joined the Waitlist')).toBeVisible();
  const label = `${day.format('ddd, MMM D, YYYY')} at 1:00 PM`;
  await expect(page.getByRole('region', { name: 'Waiting for a Place' }).getByText(label)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInAs(holder);
  await page.goto('/member/reservations');
  const row = page.getByRole('listitem', { name: label });
  await row.getByRole('button', { name: `Cancel ${label}` }).click();
  await page.getByRole('dialog', { name: 'Cancel tee time' }).getByRole('button', { name: 'Cancel Tee Time' }).click();
  await expect(toast(page).getByText('Reservation Cancelled')).toBeVisible();

  await page.context().clearCookies();
  await signInAs(hopeful);
  await page.goto('/member/reservations');
  await expect(page.getByRole('listitem', { name: label })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for a Place' })).toHaveCount(0);
  const mail = await db.selectFrom('mail_outbox').select('subject').where('to_address', '=', hopeful.email ?? '').execute();
  expect(mail.map((m) => m.subject)).toContain(`Tee time booked: ${day.format('dddd, MMMM D, YYYY')} at 1:00 PM`);
  expect(booking.id).toBeGreaterThan(0);
});
