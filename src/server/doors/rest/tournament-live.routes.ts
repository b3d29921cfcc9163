import type { FastifyInstance } from 'fastify';
import { tournamentIdSchema } from '../../../shared/tournaments/tournament.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { watchBoardChanges } from '../../domains/tournaments/board-changes.service';
import { boardToWatch, boardVersionOf } from '../../domains/tournaments/leaderboard.service';
import { createLiveStreams } from '../http/live-streams';

/**
 * GET /api/tournaments/{id}/live: a Server-Sent Events stream that says `event: board` with the
 * board's new version when a card of the tournament is saved (docs/decisions/live-leaderboard.md).
 * The same access as the board itself; 204 once the board can no longer change for the viewer,
 * which tells a browser's EventSource to stop asking.
 */
export function registerTournamentLiveRoutes(app: FastifyInstance, deps: AppDeps): ReturnType<typeof createLiveStreams> {
  const streams = createLiveStreams(
    {
      event: 'board',
      watch: (id, onChange) => watchBoardChanges(deps.db, id, onChange),
      readVersion: (id) => boardVersionOf(deps.db, id),
      onError: (error) => deps.log.warn({ err: error }, 'Reading a board version for its watchers failed'),
    },
    deps.pace,
  );
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  app.get<{ Params: { id: string } }>('/api/tournaments/:id/live', async (request, reply) => {
    const viewer = request.user && !request.membershipLapsed ? request.user : null;
    const id = parseInput(tournamentIdSchema, request.params.id);
    const board = await boardToWatch(deps, viewer, id);
    if (!board.live) return reply.status(204).header('cache-control', 'no-store').send();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (typeof value === 'string') headers[name] = value;
    reply.hijack();
    streams.add(id, board.version, reply.raw, headers);
    return reply;
  });
  return streams;
}
