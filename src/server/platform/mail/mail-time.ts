import { clubClockBeside, formatInZone, type TwoClocks } from '../../../shared/zoned-time';

// E-mails say a time on the recipient's clock (their profile's zone, else the club's) and name the
// zone, since a mail is read anywhere; the club's clock follows when it differs at that instant.

/** E-mails are written in English; the recipient's locale is not known. */
const MAIL_LOCALE = 'en-US';

/** The recipient's zone (null: not set, the club's is used) and the club's. */
export interface MailClocks {
  recipient: string | null;
  club: string;
}

const zonesOf = (clocks: MailClocks): TwoClocks => ({ own: clocks.recipient ?? clocks.club, club: clocks.club, locale: MAIL_LOCALE });

/** 'Saturday, March 13, 2027 at 11:00 PM': the recipient's clock without the zone's name (subjects). */
export function mailDateTime(at: Date | string, clocks: MailClocks): string {
  const { own } = zonesOf(clocks);
  return `${formatInZone(at, own, MAIL_LOCALE, 'fullDate')} at ${formatInZone(at, own, MAIL_LOCALE, 'time')}`;
}

/**
 * 'Saturday, March 13, 2027 at 11:00 PM (Asia/Tokyo)', then ', 9:00 AM club time (America/New_York)'
 * when the club's clock differs (with its weekday when its day is another).
 */
export function mailTime(at: Date | string, clocks: MailClocks): string {
  const zones = zonesOf(clocks);
  const own = `${mailDateTime(at, clocks)} (${zones.own})`;
  const club = clubClockBeside(at, zones, 'longWeekday');
  return club === null ? own : `${own}, ${club} club time (${zones.club})`;
}
