import type { RoundInPlay } from '../../../shared/golf/playing-now.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { readNumberList } from '../courses/number-list';
import { listPlayedMatchIds } from '../matches/matches.service';
import { countHolesOfMatches, listCardsScoredSince, listRoundRowsOfMatches } from '../rounds/rounds.service';
import { listCardsOfMatches } from '../tournaments/tournaments.service';
import { displayNameOf } from '../users/display-name';

/** A round counts as in play while its last score is this recent and holes remain. */
const LIVE_HOURS = 3;
const CASUAL_HOLES = 18;

/**
 * Who is playing now: every unfinished card (a match's or a tournament's) with a score in the last
 * hours, newest first. Only progress is told (course and "thru N"), never a stroke: on a match
 * played apart the holes stay hidden from the other players until they have played them.
 */
export async function listPlayingNow({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<RoundInPlay[]> {
  const since = new Date(clock.now().getTime() - LIVE_HOURS * 60 * 60 * 1000).toISOString();
  const recent = await listCardsScoredSince(db, since);
  const matchIds = [...new Set(recent.map((card) => card.match_id))];
  const [counts, rounds, matches, cards] = await Promise.all([
    countHolesOfMatches(db, matchIds),
    listRoundRowsOfMatches(db, matchIds),
    listPlayedMatchIds(db, matchIds),
    listCardsOfMatches(db, matchIds),
  ]);
  const isMatch = new Set(matches.map((m) => m.id));
  const rows = counts.flatMap((count): RoundInPlay[] => {
    if (!recent.some((card) => card.match_id === count.match_id && card.user_id === count.user_id)) return [];
    const round = rounds.find((r) => r.match_id === count.match_id && r.user_id === count.user_id);
    const holes = round ? readNumberList(round.hole_numbers).length : CASUAL_HOLES;
    if (count.holes >= holes) return [];
    const card = cards.find((c) => c.match_id === count.match_id);
    const place: RoundInPlay['place'] | null = card
      ? { kind: 'tournament', tournamentId: card.tournament_id, name: card.name, round: card.round_number }
      : isMatch.has(count.match_id)
        ? { kind: 'match', matchId: count.match_id }
        : null;
    if (!place) return [];
    return [{ userId: count.user_id, username: count.username, name: displayNameOf(count), courseName: round?.course_name ?? null, teeName: round?.tee_name ?? null, thru: Number(count.holes), holes, lastScoreAt: count.last, place }];
  });
  return rows.sort((a, b) => b.lastScoreAt.localeCompare(a.lastScoreAt));
}
