import { FORMAT_LABELS, HOLES_LABELS } from '../../../shared/golf/round-setup';
import type { MatchGolf } from '../../../shared/matches/match.schema';
import type { Db } from '../../platform/db/db';
import { insertPostRow } from '../feed/feed.repository';
import { listResultPosters, markMatchComplete } from '../matches/matches.repository';
import type { GolfScorecardResult } from './golf-scorecard';
import { inTransaction } from '../../platform/db/transaction';

/**
 * Once every round is in (or a match play is decided) the match is complete: its result line is
 * kept for lists, and the result goes to the club feed exactly once, naming only the players who
 * let their results be posted. A correction later updates the line, never posts again.
 */
export async function settleMatchResult(db: Db, matchId: number, golf: MatchGolf, result: GolfScorecardResult): Promise<void> {
  if (!result.complete || result.summary === null) return;
  const summary = result.summary;
  const now = new Date().toISOString();
  const posters = await listResultPosters(
    db,
    result.lines.map((line) => line.userId),
  );
  await inTransaction(db, async (trx) => {
    if (!(await markMatchComplete(trx, matchId, now, summary))) return;
    const named = result.lines.filter((line) => posters.has(line.userId));
    const everyoneAgreed = named.length === result.lines.length;
    const author = named[0];
    if (!author || (golf.format === 'match' && !everyoneAgreed)) return;
    const text = golf.format === 'match' ? summary : named.map((line) => line.text).join(' · ');
    await insertPostRow(trx, {
      user_id: author.userId,
      content: `${FORMAT_LABELS[golf.format]} result at ${golf.courseName} (${golf.teeName} tees, ${HOLES_LABELS[golf.holes].toLowerCase()}): ${text}`,
      image_file: null,
      thumb_file: null,
      created_at: now,
      match_id: matchId,
    });
  });
}
