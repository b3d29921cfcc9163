import dayjs, { type Dayjs } from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

async function membersCount(page: Page): Promise<number> {
  await page.goto('/admin/dashboard');
  const count = page.getByLabel('Members count');
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
}

async function eventsCount(page: Page): Promise<number> {
  await page.goto('/admin/dashboard');
  const count = page.getByLabel('Events count');
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
}

/** Opens a Mantine DateTimePicker, picks a day of the shown month and a 12-hour time, and confirms. */
/**
 * Types a club date and time into a date-time field the way a person does: the month and day,
 * the year, Tab to the time, then hours, minutes and A or P (Chromium, en-US).
 */
async function typeDateTime(page: Page, field: Locator, day: Dayjs, time: `${string}:${string} ${'AM' | 'PM'}`) {
  await field.focus();
  await page.keyboard.type(day.format('MMDDYYYY'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${time.slice(0, 2)}${time.slice(3, 5)}${time.slice(6, 7)}`);
}

test('an admin adds, edits and deletes a member, and the dashboard count follows', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin', username: `boss${Date.now()}` });
  await signInAs(admin);
  const before = await membersCount(page);

  await page.getByRole('link', { name: 'Manage Members' }).first().click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('heading', { name: 'Manage Members' })).toBeVisible();
  // No delete control on your own row.
  await page.getByRole('button', { name: `Actions for ${admin.username}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add Member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Member' });
  await addDialog.getByRole('textbox', { name: 'Username' }).fill('n');
  await addDialog.getByRole('textbox', { name: 'Password' }).fill('123');
  await addDialog.getByRole('button', { name: 'Create Member' }).click();
  await expect(addDialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(addDialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await addDialog.getByRole('textbox', { name: 'Username' }).fill('e2e-newbie');
  await addDialog.getByRole('textbox', { name: 'Password' }).fill('secret-pass-1');
  await expect(addDialog.getByRole('combobox', { name: 'Member Type' })).toHaveValue('Standard');
  await addDialog.getByRole('button', { name: 'Create Member' }).click();
  await expect(toast(page).filter({ hasText: 'Member Created' })).toBeVisible();
  await expect(addDialog).toBeHidden();
  const row = page.getByRole('row', { name: /e2e-newbie/ });
  await expect(row).toContainText('standard');
  expect(await membersCount(page)).toBe(before + 1);

  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Actions for e2e-newbie' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Member' });
  await expect(editDialog.getByText('Leave blank to keep the current password')).toBeVisible();
  await editDialog.getByRole('textbox', { name: 'Username' }).fill('e2e-renamed');
  await editDialog.getByRole('combobox', { name: 'Member Type' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).filter({ hasText: 'Member Updated' })).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-renamed/ })).toContainText('admin');

  await page.getByRole('button', { name: 'Actions for e2e-renamed' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Member' });
  await expect(confirm).toContainText('Are you sure you want to delete e2e-renamed? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).filter({ hasText: 'Member Deleted' })).toBeVisible();
  await expect(page.getByRole('row', { name: /e2e-renamed/ })).toHaveCount(0);
  expect(await membersCount(page)).toBe(before);
});

test('an admin adds, edits and deletes an event, and the public calendar shows it on its day', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin' });
  await signInAs(admin);
  const before = await eventsCount(page);
  await page.getByRole('link', { name: 'Manage Events' }).first().click();
  await expect(page).toHaveURL(/\/admin\/events$/);

  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await expect(dialog.getByText('Create a new club event with the form below.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  for (const message of ['Title is required', 'Description is required', 'Start date is required', 'End date is required', 'Category is required', 'Location is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  // The 15th of this month (the month the public calendar opens on too).
  const day = dayjs().date(15);
  await dialog.getByRole('textbox', { name: 'Event Title' }).fill('E2E Twilight Scramble');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Nine holes as the sun goes down.');
  await typeDateTime(page, dialog.getByLabel('Start Date & Time'), day, '03:30 PM');
  await typeDateTime(page, dialog.getByLabel('End Date & Time'), day, '03:00 PM');
  await dialog.getByRole('textbox', { name: 'Category' }).fill('Tournament');
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Golf Course');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('End date must be after start date')).toBeVisible();
  // Retyping only the hour keeps the day and minutes: 3 PM becomes 7 PM, not 2 PM.
  await dialog.getByLabel('End Date & Time').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('07');
  await expect(dialog.getByLabel('End Date & Time')).toHaveValue(`${day.format('YYYY-MM-DD')}T19:00`);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(toast(page).filter({ hasText: 'Event Created' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list shows the new event where it belongs: Upcoming until it is over, then Past.
  const saved = await db.selectFrom('events').select('end_date').where('title', '=', 'E2E Twilight Scramble').executeTakeFirstOrThrow();
  const over = Date.parse(saved.end_date) < Date.now();
  const listedAt = over ? '/admin/events?when=past' : '/admin/events';
  await expect(page).toHaveURL(over ? /\/admin\/events\?when=past$/ : /\/admin\/events$/);
  await expect(page.getByRole('tab', { name: over ? 'Past' : 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: /E2E Twilight Scramble/ });
  await expect(row).toContainText(day.format('MMM D, YYYY'));
  await expect(row).toContainText('3:30 PM - 7:00 PM');
  await expect(row).toContainText('Tournament');
  expect(await eventsCount(page)).toBe(before + 1);

  await page.goto(`/events?day=${day.format('YYYY-MM-DD')}`);
  await expect(page.getByRole('heading', { name: `Events for ${day.format('MMMM D, YYYY')}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E Twilight Scramble' })).toBeVisible();
  await expect(page.getByText('3:30 PM - 7:00 PM')).toBeVisible();

  await page.goto(listedAt);
  await page.getByRole('button', { name: 'Edit E2E Twilight Scramble' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByText('Update event information using the form below.')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Event Title' })).toHaveValue('E2E Twilight Scramble');
  // A picture is added at once from the Edit dialog, and the public calendar shows it in its sizes.
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 60, g: 140, b: 80 } } }).jpeg().toBuffer();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.getByRole('button', { name: 'Add Picture' }).click()]);
  await chooser.setFiles({ name: 'scramble.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(toast(page).filter({ hasText: 'Picture Saved' })).toBeVisible();
  await expect(edit.getByRole('img', { name: 'Picture of E2E Twilight Scramble' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Event Title' }).fill('E2E Sunset Scramble');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).filter({ hasText: 'Event Updated' })).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E Sunset Scramble/ })).toContainText('3:30 PM - 7:00 PM');
  await page.goto(`/events?day=${day.format('YYYY-MM-DD')}`);
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'E2E Sunset Scramble' });
  await expect(card.locator('img')).toHaveAttribute('srcset', /event-[a-f0-9]{32}-640\.webp 640w, .*-1280\.webp 1280w/);
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto(listedAt);

  await page.getByRole('button', { name: 'Delete E2E Sunset Scramble' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Are you sure you want to delete "E2E Sunset Scramble"? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).filter({ hasText: 'Event Deleted' })).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E Sunset Scramble/ })).toHaveCount(0);

  await page.goto(`/events?day=${day.format('YYYY-MM-DD')}`);
  await expect(page.getByRole('heading', { name: 'E2E Sunset Scramble' })).toHaveCount(0);
});

test('a standard member opening /admin/members is sent to /', async ({ page, db, signInAs }) => {
  const member = await insertMember(db);
  await signInAs(member);
  await page.goto('/admin/members');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Club' })).toBeVisible();
});

test('an admin renames the club; the footer shows it at once and the audit log records it', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin' });
  const original = await db.selectFrom('club_settings').select('club_name').executeTakeFirstOrThrow();
  await signInAs(admin);
  try {
    await page.goto('/admin/settings');
    const name = page.getByRole('textbox', { name: 'Club Name' });
    await expect(name).toHaveValue(original.club_name);
    await name.fill('Fairway Friends E2E');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page).filter({ hasText: 'Settings Saved' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Fairway Friends E2E');

    await page.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('row', { name: /settings\.update/ }).first()).toContainText(admin.username);
    await expect(page.getByRole('row', { name: /settings\.update/ }).first()).toContainText('Fairway Friends E2E');
  } finally {
    await db.updateTable('club_settings').set({ club_name: original.club_name }).execute();
  }
});

test('an admin reads a contact message, which is then marked read', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin' });
  await db
    .insertInto('contact_messages')
    .values({ name: 'Pat Visitor', email: 'pat@example.com', phone: '555-222-3333', message: 'Do you have junior memberships?', created_at: new Date().toISOString(), read_at: null })
    .execute();
  await signInAs(admin);
  await page.goto('/admin/messages');
  const row = page.getByRole('row', { name: /Pat Visitor/ });
  await expect(row).toContainText('New');
  await page.getByRole('button', { name: /^Pat Visitor/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Message from Pat Visitor' });
  await expect(dialog).toContainText('Do you have junior memberships?');
  await expect(dialog).toContainText('pat@example.com');
  await expect(row).not.toContainText('New');
});
