import { clubInstant } from '../../../shared/club-time';
import { formatWallClock } from '../../../shared/zoned-time';
import { browserLocale, type MemberTime } from '../../lib/member-time';

// Tee times are slots of the club's day ('2027-03-13', '09:00' on the club's clock): members read them
// on their own clock with the club's beside; the committee's tee sheet reads the club's clock alone.

/** A slot of the club's day as an instant. */
export function teeInstant(time: MemberTime, slot: { date: string; time: string }): Date {
  return clubInstant(slot.date, slot.time, time.clubZone);
}

/** 'Sat, Mar 13, 2027 at 9:00 AM', then ' your time · Fri 7:00 PM club time' when the clocks differ. */
export function teeTimeLabel(time: MemberTime, slot: { date: string; time: string }): string {
  return time.dateTime(teeInstant(time, slot));
}

/** A slot among the day's choices: '9:00 AM', or '11:00 PM your time · 9:00 AM club time'. */
export function teeSlotLabel(time: MemberTime, date: string, clock: string): string {
  return time.clock(teeInstant(time, { date, time: clock }));
}

/** '09:00' on the club's clock, as the browser's locale writes clocks (the tee sheet). */
export function clubClockLabel(clock: string): string {
  return formatWallClock(clock, browserLocale());
}
