import type { FastifyInstance } from 'fastify';
import { liveBoardQuerySchema, tournamentIdSchema } from '../../../shared/tournaments/tournament.schema';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { AppError } from '../../platform/core/app-error';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { watchBoardChanges } from '../../domains/tournaments/board-changes.service';
import { boardToWatch, boardVersionOf, getLeaderboard } from '../../domains/tournaments/leaderboard.service';
import { keptStreamLine, prepareKeptJson } from '../http/kept-json';
import { createLiveStreams, type LiveRender } from '../http/live-streams';
import { signedInByEach } from '../http/request-user';

/** A watcher sent the board itself: which board, and (a member's view) the session it was opened with. */
interface BoardWatcher {
  basis: 'net' | 'gross';
  flight: string | undefined;
  /** The session cookie's token of a member's stream; undefined for a visitor's (public names). */
  token: string | undefined;
}

/**
 * Each update's board for the watchers that asked for it: one board per kind (members' or public
 * names, basis, flight), written once, sent to all of them. Every member's session is read again
 * first (a few hundred a query), so a member signed out since the stream opened, or whose
 * membership lapsed, is sent nothing more: their stream ends. A board the viewer may no longer read
 * (a visitor's, once unpublished) ends it too.
 */
function boardRender(deps: AppDeps): LiveRender<BoardWatcher> {
  return async (id, version, watchers) => {
    const signedIn = await signedInByEach(deps, watchers.flatMap((watcher) => (watcher.token === undefined ? [] : [watcher.token])));
    const viewers = watchers.map((watcher) => {
      if (watcher.token === undefined) return null;
      const now = signedIn.get(watcher.token);
      return now && !now.lapsed ? now.user : undefined;
    });
    const lines = new Map<string, Promise<string | null>>();
    const lineFor = (viewer: SessionUser | null, watcher: BoardWatcher) => {
      const kind = `${viewer === null ? 'public' : 'members'}:${watcher.basis}:${watcher.flight ?? ''}`;
      let line = lines.get(kind);
      if (!line) {
        line = getLeaderboard(deps, viewer, id, { basis: watcher.basis, flight: watcher.flight, version }, prepareKeptJson).then(
          async (board) => `${board.version} ${await keptStreamLine(board)}`,
          (error: unknown) => {
            if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) return null;
            throw error;
          },
        );
        lines.set(kind, line);
      }
      return line;
    };
    const data = new Map<BoardWatcher, string | null>();
    for (const [i, watcher] of watchers.entries()) {
      const viewer = viewers[i];
      data.set(watcher, viewer === undefined ? null : await lineFor(viewer, watcher));
    }
    return data;
  };
}

/**
 * GET /api/tournaments/{id}/live: a Server-Sent Events stream that says `event: board` with the
 * board's new version when a card of the tournament is saved (docs/decisions/live-leaderboard.md);
 * with `basis` (and `flight`), each update after the first carries that board too, gzipped in
 * base64 after the version. The same access as the board itself; 204 once the board can no longer
 * change for the viewer, which tells a browser's EventSource to stop asking.
 */
export function registerTournamentLiveRoutes(app: FastifyInstance, deps: AppDeps): ReturnType<typeof createLiveStreams<BoardWatcher>> {
  const streams = createLiveStreams<BoardWatcher>(
    {
      event: 'board',
      watch: (id, onChange) => watchBoardChanges(deps.db, id, onChange),
      readVersion: (id) => boardVersionOf(deps.db, id),
      render: boardRender(deps),
      onError: (error) => deps.log.warn({ err: error }, 'Reading a board for its watchers failed'),
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
    const wanted = parseInput(liveBoardQuerySchema, request.query);
    const board = await boardToWatch(deps, viewer, id);
    if (!board.live) return reply.status(204).header('cache-control', 'no-store').send();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (typeof value === 'string') headers[name] = value;
    reply.hijack();
    const watcher = wanted.basis === undefined ? undefined : { basis: wanted.basis, flight: wanted.flight, token: viewer === null ? undefined : request.sessionToken };
    streams.add(id, board.version, reply.raw, headers, watcher);
    return reply;
  });
  return streams;
}
