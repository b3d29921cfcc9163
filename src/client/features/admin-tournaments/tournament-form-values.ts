import type { Conditions, TournamentDetail, TournamentInput } from '../../../shared/tournaments/tournament.schema';
import { conditionsSchema, DEFAULT_TOURNAMENT_ALLOWANCE } from '../../../shared/tournaments/tournament.schema';
import { clubLocalToIso, isoToClubLocal } from '../../lib/dates';

/** A round as the form holds it: the tee's id as text (a Select's value) and club wall-clock times. */
export interface RoundFormValues {
  teeId: string;
  opensAt: string;
  closesAt: string;
}

/** The committee's form: times in the club's zone, flights as one line ("A 12.0, B 24.0, C"). */
export interface TournamentFormValues {
  name: string;
  description: string;
  prize: string;
  format: 'stroke' | 'stableford';
  allowance: number;
  rounds: RoundFormValues[];
  attempts: number;
  capacity: number | null;
  entryFee: number | null;
  flights: string;
  handicapLimit: number | null;
  conditions: Conditions;
  evidenceRequired: boolean;
  challengeHours: number;
  publicLeaderboard: boolean;
}

export const emptyTournamentForm: TournamentFormValues = {
  name: '',
  description: '',
  prize: '',
  format: 'stroke',
  allowance: DEFAULT_TOURNAMENT_ALLOWANCE,
  rounds: [{ teeId: '', opensAt: '', closesAt: '' }],
  attempts: 1,
  capacity: null,
  entryFee: null,
  flights: '',
  handicapLimit: null,
  conditions: conditionsSchema.parse({}),
  evidenceRequired: false,
  challengeHours: 24,
  publicLeaderboard: false,
};

export function detailToFormValues(detail: TournamentDetail, timeZone: string): TournamentFormValues {
  return {
    name: detail.name,
    description: detail.description,
    prize: detail.prize,
    format: detail.format,
    allowance: detail.allowance,
    rounds: detail.rounds.map((round) => ({ teeId: String(round.teeId), opensAt: isoToClubLocal(round.opensAt, timeZone), closesAt: isoToClubLocal(round.closesAt, timeZone) })),
    attempts: detail.attempts,
    capacity: detail.capacity,
    entryFee: detail.entryFee,
    flights: (detail.flights ?? []).map((f) => (f.maxIndex === null ? f.name : `${f.name} ${f.maxIndex.toFixed(1)}`)).join(', '),
    handicapLimit: detail.handicapLimit,
    conditions: detail.conditions,
    evidenceRequired: detail.evidenceRequired,
    challengeHours: detail.challengeHours,
    publicLeaderboard: detail.publicLeaderboard,
  };
}

/** "A 12.0, B 24.0, C" as flights: a name and the highest index in it; a name alone takes the rest. */
export function parseFlights(text: string): { name: string; maxIndex: number | null }[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  return parts.map((part) => {
    const match = /^(.*?)\s+(-?\d+(?:\.\d)?)$/.exec(part);
    return match ? { name: match[1]?.trim() ?? part, maxIndex: Number(match[2]) } : { name: part, maxIndex: null };
  });
}

/** What the server takes: times as instants, the tee as a number (0 when none is chosen: the server names the field). */
export function formValuesToInput(values: TournamentFormValues, timeZone: string): TournamentInput {
  const toIso = (local: string) => (local === '' ? '' : clubLocalToIso(local, timeZone));
  return {
    name: values.name,
    description: values.description,
    prize: values.prize,
    format: values.format,
    allowance: values.allowance,
    rounds: values.rounds.map((round) => ({ teeId: Number(round.teeId) || 0, opensAt: toIso(round.opensAt), closesAt: toIso(round.closesAt) })),
    attempts: values.attempts,
    capacity: values.capacity,
    entryFee: values.entryFee,
    flights: parseFlights(values.flights),
    handicapLimit: values.handicapLimit,
    conditions: values.conditions,
    evidenceRequired: values.evidenceRequired,
    challengeHours: values.challengeHours,
    publicLeaderboard: values.publicLeaderboard,
  };
}
