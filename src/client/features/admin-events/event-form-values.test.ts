import { describe, expect, it } from 'vitest';
import { eventToFormValues, formValuesToEventInput, fromDateTimeLocal, toDateTimeLocal } from './event-form-values';

const event = {
  id: 3,
  title: 'Twilight Nine',
  description: 'Nine holes after work.',
  startDate: '2026-12-05T23:30:00.000Z',
  endDate: '2026-12-06T01:00:00.000Z',
  category: 'Social',
  location: 'Golf Course',
  visibility: 'members' as const,
  image: null,
  capacity: null,
  placesLeft: null,
  rsvpDeadline: null,
  rsvpOpen: true,
  fee: null,
};

describe('event form values', () => {
  it('shows an event’s instants as the club’s wall-clock times and sends them back unchanged', () => {
    const values = eventToFormValues(event, 'America/New_York');
    expect(values).toMatchObject({ startDate: '2026-12-05 18:30:00', endDate: '2026-12-05 20:00:00', visibility: 'members' });
    expect(formValuesToEventInput(values, 'America/New_York')).toMatchObject({ startDate: event.startDate, endDate: event.endDate });
  });

  it('reads the picked times in the club’s zone, not the browser’s', () => {
    const input = formValuesToEventInput({ ...eventToFormValues(event, 'UTC'), startDate: '2026-12-05 09:00:00', endDate: '2026-12-05 11:00:00' }, 'Europe/Paris');
    expect(input).toMatchObject({ startDate: '2026-12-05T08:00:00.000Z', endDate: '2026-12-05T10:00:00.000Z' });
  });

  it('keeps empty dates empty so the schema reports them as required', () => {
    const input = formValuesToEventInput({ ...eventToFormValues(event, 'UTC'), startDate: '', endDate: '' }, 'UTC');
    expect(input).toMatchObject({ startDate: '', endDate: '' });
  });
});

describe('the date-time inputs', () => {
  it('read and write the form’s wall-clock value, and keep nothing half-typed', () => {
    expect(toDateTimeLocal('2026-12-05 19:30:00')).toBe('2026-12-05T19:30');
    expect(toDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('2026-12-05T19:30')).toBe('2026-12-05 19:30:00');
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('2026-12-05')).toBe('');
  });
});
