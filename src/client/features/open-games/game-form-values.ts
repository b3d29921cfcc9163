import { addDays, clubClock } from '../../../shared/club-time';
import type { MatchFormat } from '../../../shared/golf/round-setup';
import type { Platform } from '../../../shared/golf/platforms';
import { MATCH_TIMES } from '../../../shared/matches/match.schema';
import { type OpenGameInput, openGameInputSchema } from '../../../shared/open-games/open-game.schema';

export interface GameFormValues {
  when: 'at' | 'week';
  date: string;
  time: string;
  /** '' for any course. */
  teeId: string;
  platform: Platform;
  format: MatchFormat;
  places: '2' | '3' | '4';
  /** 'together', or 'apart-N' (a timed game, N days), or 'apart' (any time this week). */
  play: string;
}

const APART_DAYS = [1, 2, 3, 5, 7];

/** How a game is played, worded for its kind of time. */
export function playOptions(when: GameFormValues['when']): { value: string; label: string }[] {
  if (when === 'week') {
    return [
      { value: 'together', label: 'Together, at a time we agree' },
      { value: 'apart', label: 'Apart, each whenever suits them this week' },
    ];
  }
  return [
    { value: 'together', label: 'Together, at the time above' },
    ...APART_DAYS.map((days) => ({ value: `apart-${days}`, label: `Apart, for ${days === 1 ? '1 day' : `${days} days`} from the time above` })),
  ];
}

/** The next half hour at least an hour away on the member's clock (tonight's game by default). */
export function defaultStart(now: Date, zone: string): { date: string; time: string } {
  const soon = clubClock(new Date(now.getTime() + 60 * 60 * 1000), zone);
  const time = MATCH_TIMES.find((slot) => slot >= soon.time);
  return time ? { date: soon.date, time } : { date: addDays(soon.date, 1), time: '00:00' };
}

export function initialGameValues(now: Date, zone: string): GameFormValues {
  return { when: 'at', ...defaultStart(now, zone), teeId: '', platform: 'gspro', format: 'stableford', places: '2', play: 'together' };
}

/** What the form sends: the date and time with the member's zone, or any time this week. */
export function toGameInput(values: GameFormValues, zone: string): OpenGameInput {
  const apart = values.play.startsWith('apart');
  const days = apart && values.when === 'at' ? Number(values.play.slice('apart-'.length)) : undefined;
  return {
    when: values.when,
    ...(values.when === 'at' ? { date: values.date, time: values.time, timeZone: zone } : {}),
    teeId: values.teeId === '' ? null : Number(values.teeId),
    platform: values.platform,
    format: values.format,
    places: Number(values.places),
    play: apart ? 'apart' : 'together',
    ...(days === undefined ? {} : { apartDays: days }),
  };
}

/** The schema's messages by form field, before anything is sent (the server checks again). */
export function gameFormErrors(values: GameFormValues, zone: string): Record<string, string> {
  const parsed = openGameInputSchema.safeParse(toGameInput(values, zone));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'when');
    errors[field === 'apartDays' ? 'play' : field] ??= issue.message;
  }
  return errors;
}
