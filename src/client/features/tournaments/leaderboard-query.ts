import { queryOptions } from '@tanstack/react-query';
import type { TournamentLeaderboard } from '../../../shared/tournaments/tournament.schema';
import { connectionOf } from '../../lib/server-connection';

export interface LeaderboardInput {
  id: number;
  basis: 'net' | 'gross';
  flight?: string;
  /** The version a live update named: the board answered is at least that new. */
  version?: number;
}

/** The server checks the board against its schema before answering; like tRPC's own client, this trusts it. */
export function isBoard(body: unknown): body is TournamentLeaderboard {
  return typeof body === 'object' && body !== null && 'rows' in body && Array.isArray(body.rows) && 'version' in body && typeof body.version === 'number';
}

function refusalMessage(body: unknown, status: number): string {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : `${status}`;
}

/**
 * The members' live board, read through GET /api/tournaments/{id}/leaderboard rather than tRPC: a
 * thousand watchers read it on every update, and the REST read costs the server 0.13-0.16 ms of CPU
 * where tRPC's procedure chain costs 0.33-0.57 (scripts/bench, docs/decisions/live-leaderboard.md).
 * Kept under the key tRPC gives `tournaments.leaderboard`, so the route's prefetch and the members'
 * invalidations reach it; the answer is the same schema either way.
 */
export function leaderboardQuery(input: LeaderboardInput) {
  return queryOptions({
    queryKey: [['tournaments', 'leaderboard'], { input, type: 'query' }],
    queryFn: async ({ client, signal }): Promise<TournamentLeaderboard> => {
      const connection = connectionOf(client);
      const search = new URLSearchParams({ basis: input.basis });
      if (input.flight !== undefined) search.set('flight', input.flight);
      if (input.version !== undefined) search.set('version', String(input.version));
      const site = connection.url.replace(/\/trpc$/, '');
      const response = await connection.fetch(`${site}/api/tournaments/${input.id}/leaderboard?${search.toString()}`, { signal, headers: { accept: 'application/json' } });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isBoard(body)) return body;
      throw new Error(refusalMessage(body, response.status));
    },
  });
}
