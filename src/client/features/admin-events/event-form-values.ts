import type { ClubEvent, EventInput, EventVisibility } from '../../../shared/events/event.schema';
import { clubLocalToIso, isoToClubLocal } from '../../lib/dates';

/** The form holds wall-clock times in the club's zone; the server gets UTC instants. */
export interface EventFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  category: string;
  location: string;
  visibility: EventVisibility;
  /** Places, or null for no limit. */
  capacity: number | null;
  /** Club wall-clock time, or null for none. */
  rsvpDeadline: string | null;
  /** Dollars, or null for free. */
  fee: number | null;
}

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  startDate: '',
  endDate: '',
  category: '',
  location: '',
  visibility: 'public',
  capacity: null,
  rsvpDeadline: null,
  fee: null,
};

export function eventToFormValues(event: ClubEvent, timeZone: string): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    startDate: isoToClubLocal(event.startDate, timeZone),
    endDate: isoToClubLocal(event.endDate, timeZone),
    category: event.category,
    location: event.location,
    visibility: event.visibility,
    capacity: event.capacity,
    rsvpDeadline: event.rsvpDeadline === null ? null : isoToClubLocal(event.rsvpDeadline, timeZone),
    fee: event.fee,
  };
}

export function formValuesToEventInput(values: EventFormValues, timeZone: string): EventInput {
  const toIso = (local: string) => (local === '' ? '' : clubLocalToIso(local, timeZone));
  return {
    ...values,
    startDate: toIso(values.startDate),
    endDate: toIso(values.endDate),
    rsvpDeadline: values.rsvpDeadline === null ? null : toIso(values.rsvpDeadline),
  };
}

export { fromDateTimeLocal, toDateTimeLocal } from '../../lib/date-time-local';
