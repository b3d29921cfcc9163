import type { CardStatus, Conditions, TournamentDetail, TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { formatMoney, formatPrice } from '../../lib/money';

export const CARD_STATUS_WORDS: Record<CardStatus, { label: string; color: string }> = {
  open: { label: 'In play', color: 'blue' },
  submitted: { label: 'Submitted, waiting for the marker', color: 'yellow' },
  attested: { label: 'Attested', color: 'green' },
  accepted: { label: 'Accepted', color: 'green' },
  disqualified: { label: 'Disqualified', color: 'red' },
  no_return: { label: 'Not returned', color: 'gray' },
};

/** Room in the field while entries are open; nothing once they closed (a finished tournament has no places to offer). */
export function placesWords(t: Pick<TournamentSummary, 'capacity' | 'placesLeft' | 'entriesOpen'>): string | null {
  if (!t.entriesOpen) return null;
  if (t.placesLeft === null) return 'No limit on places';
  if (t.placesLeft === 0) return 'Full: new entries join the waitlist';
  return `${t.placesLeft} of ${t.capacity ?? t.placesLeft} ${t.placesLeft === 1 ? 'place' : 'places'} left`;
}

export function feeWords(fee: number | null): string {
  return fee === null || fee === 0 ? 'Free entry' : `Entry fee ${formatPrice(fee)}`;
}

export function feeNote(fee: number | null): string | null {
  return fee === null || fee === 0 ? null : `The entry fee of ${formatMoney(fee)} goes on your statement; withdrawing before entries close returns it.`;
}

const WIND: Record<Conditions['wind'], string> = { off: 'Wind off', light: 'Wind light', moderate: 'Wind moderate', strong: 'Wind strong' };
const PINS: Record<Conditions['pinSet'], string> = { easy: 'Easy pins', medium: 'Medium pins', hard: 'Hard pins', tournament: 'Tournament pins' };

function putting(c: Conditions): string {
  if (c.puttingMode === 'auto_putt') return 'Auto-putt on';
  if (c.puttingMode === 'gimmies') return `Gimmies inside ${c.gimmeFeet ?? '?'} ft, every other putt holed`;
  return 'Putt out on every hole (no gimmies, no auto-putt)';
}

function mulligans(count: number): string {
  if (count === 0) return 'No mulligans';
  return `At most ${count} ${count === 1 ? 'mulligan' : 'mulligans'} in the round`;
}

export interface ChecklistItem {
  key: string;
  label: string;
}

/** What the player sets on the simulator (and checks) before opening a card, one tick each. */
export function conditionsChecklist(t: Pick<TournamentDetail, 'conditions' | 'evidenceRequired'>, round: { course: string; tee: string } | undefined): ChecklistItem[] {
  const c = t.conditions;
  const items: ChecklistItem[] = [];
  if (round) items.push({ key: 'course', label: `Course: ${round.course}, ${round.tee} tees` });
  items.push({ key: 'platform', label: `Played on ${c.platforms.join(' or ')}` });
  if (c.greenSpeed !== null) items.push({ key: 'greens', label: `Green speed ${c.greenSpeed} on the Stimpmeter` });
  items.push({ key: 'wind', label: WIND[c.wind] });
  items.push({ key: 'pins', label: PINS[c.pinSet] });
  items.push({ key: 'putting', label: putting(c) });
  items.push({ key: 'mulligans', label: mulligans(c.mulligans) });
  if (t.evidenceRequired) items.push({ key: 'evidence', label: 'I will photograph the final card on the simulator screen' });
  return items;
}

/** A playing handicap as golfers write it: a plus handicap (below zero) shows as "+1". */
export function handicapWords(value: number): string {
  return value < 0 ? `+${-value}` : String(value);
}
