import type { NeedsNowItem, WeekAheadItem } from '../../../shared/admin/dashboard.schema';
import { countOf } from '../../lib/count-words';


/** Where each kind of work is dealt with: the page, with its tab or filter. */
export type WorkLink =
  | { to: '/admin/applications'; search: { status: 'pending' } }
  | { to: '/admin/payments' }
  | { to: '/admin/tournaments'; search: { review?: number } }
  | { to: '/admin/messages' }
  | { to: '/admin/outbox' };

interface NeedsNowWords {
  sentence: string;
  button: string;
  link: WorkLink;
}

/** The plain sentence (it follows the count: "2 | applications are paid..."), the button and where it leads, for one row of "Needs you now". */
export function needsNowWords(item: NeedsNowItem): NeedsNowWords {
  const n = item.count;
  switch (item.kind) {
    case 'applications':
      return {
        sentence: `${n === 1 ? 'application is' : 'applications are'} paid and waiting for your review.`,
        button: 'Review paid applications',
        link: { to: '/admin/applications', search: { status: 'pending' } },
      };
    case 'payments':
      return {
        sentence: `${n === 1 ? 'payment' : 'payments'} did not count as a membership fee and ${n === 1 ? 'needs' : 'need'} a decision.`,
        button: 'Review payments',
        link: { to: '/admin/payments' },
      };
    case 'cards':
      return {
        sentence: `${n === 1 ? 'tournament card is' : 'tournament cards are'} waiting for the committee's review.`,
        button: 'Review cards',
        link: { to: '/admin/tournaments', search: item.tournamentId === null ? {} : { review: item.tournamentId } },
      };
    case 'messages':
      return {
        sentence: `${n === 1 ? 'message' : 'messages'} from the contact form ${n === 1 ? 'is' : 'are'} unread.`,
        button: 'Read messages',
        link: { to: '/admin/messages' },
      };
    case 'mail':
      return {
        sentence: `${n === 1 ? 'e-mail' : 'e-mails'} could not be sent: the mail server refused ${n === 1 ? 'it' : 'them'} and the club keeps retrying.`,
        button: 'Open outbox',
        link: { to: '/admin/outbox' },
      };
  }
}

/** Where a thing of the week ahead is seen to. */
export type WeekLink =
  | { to: '/admin/events' }
  | { to: '/admin/tournaments' }
  | { to: '/admin/tee-sheet'; search: { day: string } }
  | { to: '/admin/members'; search: { status: 'expiring' } };

/** One line of "The week ahead" and its link's words. */
export function weekAheadWords(item: WeekAheadItem): { text: string; button: string; link: WeekLink } {
  switch (item.kind) {
    case 'event':
      return { text: item.title, button: 'Events', link: { to: '/admin/events' } };
    case 'window-opens':
      return { text: `Round ${item.round} of ${item.tournamentName} opens`, button: 'Tournaments', link: { to: '/admin/tournaments' } };
    case 'window-closes':
      return { text: `Round ${item.round} of ${item.tournamentName} closes`, button: 'Tournaments', link: { to: '/admin/tournaments' } };
    case 'tee-times':
      return { text: `${countOf(item.count, 'tee time', 'tee times')} booked`, button: 'Tee sheet', link: { to: '/admin/tee-sheet', search: { day: item.day } } };
    case 'renewals':
      return {
        text: `${countOf(item.count, 'membership falls', 'memberships fall')} due for renewal`,
        button: 'Expiring members',
        link: { to: '/admin/members', search: { status: 'expiring' } },
      };
  }
}

/** What kind of thing it is, for the eye and for screen readers. */
export const WEEK_KIND_LABELS: Record<WeekAheadItem['kind'], string> = {
  event: 'Event',
  'window-opens': 'Tournament',
  'window-closes': 'Tournament',
  'tee-times': 'Tee times',
  renewals: 'Renewals',
};
