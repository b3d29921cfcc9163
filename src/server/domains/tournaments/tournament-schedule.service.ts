import { clubClock } from '../../../shared/club-time';
import { roundSetup } from '../../../shared/golf/round-setup';
import type { Db } from '../../platform/db/db';
import type { TournamentRoundRow, TournamentRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { getClubSettings } from '../club/club-settings.service';
import { findTeeOrThrow, teeFigures } from '../courses/courses.service';
import { competitionIndexBefore } from '../golf/competition-index.service';
import { listCardsOf } from './cards.repository';
import { claimNotice, fixEntryFlight, fixEntryIndex, listEnteredRows } from './entries.repository';
import { type PlayNotice, sendPlayNotice } from './tournament.mail';
import { readFlights } from './tournaments.service';
import { listCurrentTournamentRows, listRoundRows } from './tournaments.repository';
import { boardChanged } from './board-changes.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The index (capped at the limit) and the playing handicap a member plays a round off. */
async function playingHandicapOf(db: Db, tournament: TournamentRow, round: TournamentRoundRow, indexTenths: number): Promise<{ index: number; playingHandicap: number }> {
  const limit = tournament.handicap_limit_tenths;
  const index = (limit !== null && indexTenths > limit ? limit : indexTenths) / 10;
  const tee = await findTeeOrThrow(db, round.tee_id);
  return { index, playingHandicap: roundSetup(teeFigures(tee), '18', tournament.allowance_pct, index).playingHandicap };
}

/**
 * What the clock decides for tournaments not yet finalised, each thing once per member: when the
 * first window opens every entry's index is fixed (the rounds played before that day); when entries
 * close every entry's flight is fixed; a window opening is mailed with the playing handicap, and a
 * window closing within 24 hours to those with no card in. Run by the hourly schedule.
 */
export async function runTournamentSchedule(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const { timeZone } = await getClubSettings(deps.db);
  let sent = 0;
  for (const tournament of await listCurrentTournamentRows(deps.db)) {
    const rounds = await listRoundRows(deps.db, [tournament.id]);
    const first = rounds[0];
    if (!first || now.getTime() < Date.parse(first.opens_at)) continue;
    const flights = readFlights(tournament);
    let flightsFixed = false;
    for (const entry of await listEnteredRows(deps.db, tournament.id)) {
      let indexTenths = entry.index_tenths;
      if (indexTenths === null) {
        const index = await competitionIndexBefore(deps.db, entry.user_id, clubClock(new Date(first.opens_at), timeZone).date);
        if (!index) continue;
        indexTenths = Math.round(index.index * 10);
        await fixEntryIndex(deps.db, tournament.id, entry.user_id, indexTenths);
      }
      if (flights && entry.flight === null && now.getTime() >= Date.parse(tournament.entries_close_at)) {
        const flight = flights.find((f) => f.maxIndexTenths === null || (indexTenths ?? 0) <= f.maxIndexTenths);
        if (flight) {
          await fixEntryFlight(deps.db, entry.id, flight.name);
          flightsFixed = true;
        }
      }
      const cards = await listCardsOf(deps.db, tournament.id, entry.user_id);
      for (const round of rounds) {
        const returned = cards.some((c) => c.round_number === round.number && c.status !== 'open');
        for (const notice of await dueNotices(deps.db, tournament, round, indexTenths, returned, now)) {
          if (!(await claimNotice(deps.db, tournament.id, entry.user_id, `${notice.kind}:${round.number}`, now.toISOString()))) continue;
          await sendPlayNotice(deps, tournament, entry.user_id, notice);
          sent += 1;
        }
      }
    }
    // Players move to the flight fixed for them.
    if (flightsFixed) await boardChanged(deps.db, tournament.id);
  }
  return sent;
}

/** While a round's window is open: its opening (once), and within its last 24 hours a reminder to whoever has no card in. */
async function dueNotices(db: Db, tournament: TournamentRow, round: TournamentRoundRow, indexTenths: number, returned: boolean, now: Date): Promise<PlayNotice[]> {
  const closes = Date.parse(round.closes_at);
  if (now.getTime() < Date.parse(round.opens_at) || now.getTime() >= closes) return [];
  const notices: PlayNotice[] = [{ kind: 'window-open', round: round.number, closesAt: round.closes_at, ...(await playingHandicapOf(db, tournament, round, indexTenths)) }];
  if (closes - now.getTime() <= DAY_MS && !returned) notices.push({ kind: 'closing-soon', round: round.number, closesAt: round.closes_at });
  return notices;
}
