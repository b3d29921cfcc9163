import relativeTime from 'dayjs/plugin/relativeTime.js';
import { dayjs } from '../../shared/club-time';

dayjs.extend(relativeTime);

// The club's wall clock is read through the shared helpers; this module adds the display formats.
export { addDays, clubDayRange, clubLocalToIso, clubToday, dayjs, inClubTime, isoToClubLocal } from '../../shared/club-time';

// The date and time formats the pages show, in dayjs tokens.
export const LONG_DATE = 'MMMM D, YYYY';
export const LIST_DATE = 'MMM D, YYYY';
export const TIME = 'h:mm A';
export const SHORT_DATE = 'MM/DD/YYYY';
