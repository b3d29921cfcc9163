import { TRPCClientError } from '@trpc/client';
import type { Scorecard } from '../../../shared/matches/match.schema';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { errorMessage, isNetworkFailure } from '../error-message';
import type { trpc } from '../trpc';
import type { HoleWrite } from './hole-writes';
import type { SendOutcome } from './send-queue';

/** The server's answer to a hole write: the card it is on, as it is now. */
export type SentCard = { kind: 'match'; matchId: number; scorecard: Scorecard } | { kind: 'card'; card: TournamentCard };

type Client = ReturnType<typeof trpc.useUtils>['client'];

function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'httpStatus' in data && typeof data.httpStatus === 'number' ? data.httpStatus : null;
}

/** No answer, or one that says try later, is tried again; a signed-out member's write waits; any other answer is the server's refusal. */
export function outcomeOf(error: unknown): SendOutcome<never> {
  const status = httpStatusOf(error);
  if (isNetworkFailure(error) || status === null || status === 408 || status === 429 || status >= 500) return { kind: 'retry' };
  if (status === 401) return { kind: 'signed-out' };
  return { kind: 'refused', reason: errorMessage(error, 'The server did not take this hole.') };
}

/** Sends one kept write through the same calls as a save made online, with its key. */
export async function sendHole(client: Client, write: HoleWrite): Promise<SendOutcome<SentCard>> {
  try {
    if (write.card.kind === 'match') {
      const input = { matchId: write.card.id, userId: write.playerId, hole: write.hole, score: write.strokes, writeKey: write.writeKey };
      const scorecard = await client.matches.recordScore.mutate(write.notes === '' ? input : { ...input, notes: write.notes });
      return { kind: 'sent', answer: { kind: 'match', matchId: write.card.id, scorecard } };
    }
    const card = await client.tournaments.hole.mutate({ cardId: write.card.id, hole: write.hole, strokes: write.strokes, writeKey: write.writeKey });
    return { kind: 'sent', answer: { kind: 'card', card } };
  } catch (error) {
    return outcomeOf(error);
  }
}
