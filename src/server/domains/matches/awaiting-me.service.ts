import type { SessionUser } from '../../../shared/auth/auth.schema';
import { addDays, clubClock } from '../../../shared/club-time';
import type { CardAwaiting } from '../../../shared/matches/awaiting-me.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { getClubSettings } from '../club/club-settings.service';
import { listMatchesWithOpenRoundsOf } from '../rounds/rounds.service';
import { getScorecard } from './match-scores.service';

/** How far back the home page looks for cards waiting on the member, and how many matches at most. */
const LOOK_BACK_DAYS = 30;
const MATCH_LIMIT = 10;

/**
 * Cards waiting for the member now: partners' finished rounds they may attest, and their own cards
 * someone else entered that they must confirm. Decided by the same rules as the scorecard's buttons.
 */
export async function listCardsAwaitingMe(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser): Promise<CardAwaiting[]> {
  const { timeZone } = await getClubSettings(deps.db);
  const from = addDays(clubClock(deps.clock.now(), timeZone).date, -LOOK_BACK_DAYS);
  const matches = await listMatchesWithOpenRoundsOf(deps.db, viewer.id, from, MATCH_LIMIT);
  const waiting: CardAwaiting[] = [];
  for (const { id: matchId, date } of matches) {
    const card = await getScorecard(deps, viewer, matchId);
    for (const row of card.rows) {
      const golf = row.golf;
      if (!golf || golf.roundId === null) continue;
      const action = golf.canAttest && row.userId !== viewer.id ? 'attest' : golf.canConfirm ? 'confirm' : null;
      if (action) waiting.push({ matchId, roundId: golf.roundId, date, action, playerId: row.userId, playerName: row.name });
    }
  }
  return waiting;
}
