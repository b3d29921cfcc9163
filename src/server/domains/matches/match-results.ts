import { FORMAT_LABELS, HOLES_LABELS } from '../../../shared/golf/round-setup';
import type { MatchGolf } from '../../../shared/matches/match.schema';
import type { Db } from '../../platform/db/db';
import { postMatchResult } from '../feed/feed.service';
import type { GolfScorecardResult } from './golf-scorecard';
import { listResultPosters, markMatchComplete } from './matches.repository';

/**
 * Once every round is in (or a match play is decided) the match is complete: its result line is
 * kept for lists, and the result goes to the club feed exactly once, naming only the players who
 * let their results be posted. A correction later updates the line, never posts again. Runs in the
 * transaction that recorded the score.
 */
export async function settleMatchResult(trx: Db, matchId: number, golf: MatchGolf, result: GolfScorecardResult, at: string): Promise<void> {
  if (!result.complete || result.summary === null) return;
  const summary = result.summary;
  if (!(await markMatchComplete(trx, matchId, at, summary))) return;
  const posters = await listResultPosters(
    trx,
    result.lines.map((line) => line.userId),
  );
  const named = result.lines.filter((line) => posters.has(line.userId));
  const everyoneAgreed = named.length === result.lines.length;
  const author = named[0];
  if (!author || (golf.format === 'match' && !everyoneAgreed)) return;
  const text = golf.format === 'match' ? summary : named.map((line) => line.text).join(' · ');
  await postMatchResult(trx, {
    authorId: author.userId,
    matchId,
    result: {
      format: golf.format,
      courseName: golf.courseName,
      teeName: golf.teeName,
      holes: golf.holes,
      summary: golf.format === 'match' ? summary : null,
      players: named.map((line) => ({ userId: line.userId, place: line.place, score: line.score })),
    },
    text: `${FORMAT_LABELS[golf.format]} result at ${golf.courseName} (${golf.teeName} tees, ${HOLES_LABELS[golf.holes].toLowerCase()}): ${text}`,
    at,
  });
}
