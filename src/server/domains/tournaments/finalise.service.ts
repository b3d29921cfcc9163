import type { SessionUser } from '../../../shared/auth/auth.schema';
import { DEFAULT_MERIT_TABLE, meritPoints } from '../../../shared/golf/order-of-merit';
import type { TournamentRow as BoardRow } from '../../../shared/golf/tournament-leaderboard';
import { recordAudit } from '../../platform/audit/audit.service';
import { AppError } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { postTournamentResults } from '../feed/feed.service';
import { rankedRows } from './leaderboard.service';
import { reviewQueue } from './review.service';
import { findTournamentOrThrow, readFlights } from './tournaments.service';
import { insertResultRows, listRoundRows, markFinalised } from './tournaments.repository';
import { claimNotice } from './entries.repository';
import { sendPlayNotice } from './tournament.mail';

export interface FinalResults {
  winners: { flight: string | null; name: string }[];
  finishers: number;
}

const HOUR_MS = 3_600_000;

/** The results post: the winner overall and of each flight, and the top of the board. */
function resultsText(row: TournamentRow, overall: BoardRow[], winners: FinalResults['winners']): string {
  const byFlight = winners.filter((w) => w.flight !== null).map((w) => `${w.flight}: ${w.name}`);
  const top = overall.slice(0, 5).map((r) => `${r.position}. ${r.name} (${row.format === 'stableford' ? `${r.points} points` : `net ${r.net}`})`);
  return [`${row.name}: final results.`, ...top, ...(byFlight.length > 0 ? [`Flight winners: ${byFlight.join('; ')}.`] : [])].join('\n');
}

/**
 * POST /api/admin/tournaments/{id}/finalise: once the last window closed, the challenge period is
 * over and the review queue is empty, the results are fixed once: places and order of merit points
 * (tied players share the points of the places they span), the results posted to the feed.
 */
export async function finaliseTournament(deps: AppDeps, admin: SessionUser, id: number): Promise<FinalResults> {
  const now = deps.clock.now();
  const row = await findTournamentOrThrow(deps.db, id);
  if (row.finalised_at !== null) throw new AppError('CONFLICT', 'This tournament is already finalised.');
  const last = (await listRoundRows(deps.db, [id])).at(-1);
  const closes = last ? Date.parse(last.closes_at) : 0;
  if (now.getTime() < closes) throw new AppError('CONFLICT', 'A round is still open: finalise once the last window has closed.');
  if (now.getTime() < closes + row.challenge_hours * HOUR_MS) {
    throw new AppError('CONFLICT', `Players may query cards until ${new Date(closes + row.challenge_hours * HOUR_MS).toISOString()}: finalise after the challenge period.`);
  }
  const waiting = (await reviewQueue(deps, id)).length;
  if (waiting > 0) throw new AppError('CONFLICT', `${waiting} ${waiting === 1 ? 'card waits' : 'cards wait'} for the committee: decide ${waiting === 1 ? 'it' : 'them'} first.`);
  const final = await inTransaction(deps.db, async (trx) => {
    const at = now.toISOString();
    if (!(await markFinalised(trx, id, at))) throw new AppError('CONFLICT', 'This tournament is already finalised.');
    const overall = await rankedRows(trx, row, now, { basis: 'net', publicNames: false });
    const awards = meritPoints(
      overall.map((r) => ({ userId: r.userId, position: r.place })),
      DEFAULT_MERIT_TABLE,
      row.merit_multiplier_pct / 100,
    );
    const points = new Map(awards.map((award) => [award.userId, award.points]));
    await insertResultRows(
      trx,
      overall.map((r) => ({
        tournament_id: id,
        user_id: r.userId,
        position: r.position,
        place: r.place,
        flight: r.flight,
        merit_hundredths: Math.round((points.get(r.userId) ?? 0) * 100),
        finalised_at: at,
      })),
    );
    const winners = await flightWinners(trx, row, now, overall);
    await postTournamentResults(trx, { authorId: admin.id, text: resultsText(row, overall, winners), at });
    await recordAudit(trx, { actorId: admin.id, action: 'tournament.finalise', entityType: 'tournament', entityId: id, summary: `Finalised "${row.name}": ${overall.length} finishers`, at: now });
    return { results: { winners, finishers: overall.length }, places: overall.map((r) => ({ userId: r.userId, position: r.position })) };
  });
  for (const place of final.places) {
    if (await claimNotice(deps.db, id, place.userId, 'results', now.toISOString())) await sendPlayNotice(deps, row, place.userId, { kind: 'results', position: place.position });
  }
  return final.results;
}

async function flightWinners(trx: Db, row: TournamentRow, now: Date, overall: BoardRow[]): Promise<FinalResults['winners']> {
  const flights = readFlights(row);
  const first = overall[0];
  const winners: FinalResults['winners'] = first ? [{ flight: null, name: first.name }] : [];
  for (const flight of flights ?? []) {
    const [winner] = await rankedRows(trx, row, now, { basis: 'net', flight: flight.name, publicNames: false });
    if (winner) winners.push({ flight: flight.name, name: winner.name });
  }
  return winners;
}
