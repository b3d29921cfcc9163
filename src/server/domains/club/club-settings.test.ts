import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubDayRange, inClubTime, TIME } from '../../../client/lib/dates';
import type { ClubSettings } from '../../../shared/club/club-settings.schema';
import { DEFAULT_CLUB_SETTINGS } from '../../../shared/club/club-settings-defaults';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertEvent } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
let adminCookie: string;
beforeEach(async () => {
  t = await createTestApp();
  adminCookie = (await adminAndMember(t.db)).adminCookie;
});
afterEach(() => t.close());

const changed: ClubSettings = {
  ...DEFAULT_CLUB_SETTINGS,
  clubName: 'Fairway Friends',
  contactEmail: 'hello@fairway.example',
  phone: '(555) 987-6543',
  streetAddress: '9 Links Road',
  city: 'St Andrews',
  timeZone: 'Europe/London',
  membershipPrice: 75,
  foundingMemberCap: 150,
};

describe('admin.settings.update', () => {
  it('saves the settings that club.settings (the footer, the pages) reads at once', async () => {
    const before = await trpcClient(t.app).club.settings.query();
    expect(before).toEqual(DEFAULT_CLUB_SETTINGS);
    const saved = await trpcClient(t.app, adminCookie).admin.settings.update.mutate(changed);
    expect(saved).toEqual(changed);
    expect(await trpcClient(t.app).club.settings.query()).toEqual(changed);
  });

  it('moves which day an event falls on and its shown time with the time zone', async () => {
    // 03:00 UTC on Dec 6 is 10 PM on Dec 5 in New York and 3 AM on Dec 6 in London.
    await insertEvent(t.db, { title: 'Late night putting', start_date: '2026-12-06T03:00:00.000Z', end_date: '2026-12-06T04:00:00.000Z' });
    const titlesOn = async (day: string) => {
      const { timeZone } = await trpcClient(t.app).club.settings.query();
      const range = clubDayRange(day, timeZone);
      const response = await t.app.inject({ method: 'GET', url: `/api/events?from=${range.from}&to=${range.to}` });
      return response.json<Array<{ title: string; startDate: string }>>().map((event) => `${event.title} ${inClubTime(event.startDate, timeZone).format(TIME)}`);
    };
    expect(await titlesOn('2026-12-05')).toEqual(['Late night putting 10:00 PM']);
    expect(await titlesOn('2026-12-06')).toEqual([]);
    await trpcClient(t.app, adminCookie).admin.settings.update.mutate(changed);
    expect(await titlesOn('2026-12-05')).toEqual([]);
    expect(await titlesOn('2026-12-06')).toEqual(['Late night putting 3:00 AM']);
  });

  it('sends the contact copy to the new contact address', async () => {
    await trpcClient(t.app, adminCookie).admin.settings.update.mutate(changed);
    await trpcClient(t.app).contact.send.mutate({ name: 'Jane', email: 'jane@example.com', phone: '5551234567', message: 'Hello there, club!' });
    const mail = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mail.map((row) => row.to_address)).toEqual(['hello@fairway.example']);
    expect(mail[0]?.text_body).toContain('Fairway Friends');
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'Choose a valid time zone, such as America/New_York'],
    ['a bad e-mail', { contactEmail: 'nope' }, 'Invalid email address'],
    ['an empty club name', { clubName: '  ' }, 'Club name is required'],
    ['a zero price', { membershipPrice: 0 }, 'Price must be more than 0'],
    ['a fractional cap', { foundingMemberCap: 10.5 }, 'The cap must be a whole number'],
  ])('refuses %s, changing nothing', async (_label, patch, message) => {
    const error: unknown = await trpcClient(t.app, adminCookie)
      .admin.settings.update.mutate({ ...changed, ...patch })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.message : '').toBe(message);
    expect((await trpcClient(t.app).club.settings.query()).clubName).toBe('Remote Golf Club');
    expect(await auditRows(t.db)).toHaveLength(0);
  });

  it('records what changed in the audit log', async () => {
    const settings = await trpcClient(t.app).club.settings.query();
    await trpcClient(t.app, adminCookie).admin.settings.update.mutate({ ...settings, clubName: 'New Name', foundingMemberCap: 120 });
    const rows = await auditRows(t.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'settings.update',
      entity_type: 'settings',
      summary: 'Changed club name "Remote Golf Club" → "New Name", founding-member cap "100" → "120"',
    });
  });
});
