import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { competitionIndexSchema, handicapInputSchema } from '../../../shared/golf/handicap.schema';
import { memberIdSchema } from '../../../shared/members/member.schema';
import {
  cardIdSchema,
  holeNumberSchema,
  holeStrokesSchema,
  submitCardSchema,
  tournamentCardSchema,
  createdSchema,
  challengeInputSchema,
  decisionInputSchema,
  finalResultsSchema,
  meritStandingSchema,
  reviewItemSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  entryAnswerSchema,
  entryInputSchema,
  tournamentDetailSchema,
  tournamentIdSchema,
  tournamentInputSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
} from '../../../shared/tournaments/tournament.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { setMemberHandicap } from '../../domains/golf/competition-index.service';
import { answerEntry } from '../../domains/tournaments/entries.service';
import { getLeaderboard } from '../../domains/tournaments/leaderboard.service';
import { finaliseTournament } from '../../domains/tournaments/finalise.service';
import { orderOfMerit } from '../../domains/tournaments/order-of-merit.service';
import { challengeCard, decideCard, reviewQueue } from '../../domains/tournaments/review.service';
import { successSchema } from '../../../shared/result.schema';
import { attachEvidence, attestCard, getCard, openCard, submitCard, writeHole } from '../../domains/tournaments/cards.service';
import { readImageForm } from '../../platform/uploads/image-form';
import { createTournament, getTournament, listTournaments, updateTournament } from '../../domains/tournaments/tournaments.service';
import { jsonResponse } from '../http/response-schema';
import { prepareKeptJson, sendKeptJson } from '../http/kept-json';
import { requireAdmin, requireMember } from '../http/require-role';

const roundNumberSchema = z.coerce.number('Round not found').int('Round not found').min(1, 'Round not found').max(4, 'Round not found');

/** The tournament calls of the REST table: thin adapters over the same services as tRPC. */
export function registerTournamentRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/tournaments', jsonResponse(tournamentListSchema), async (request) => {
    requireMember(request);
    return listTournaments(deps, parseInput(tournamentListQuerySchema, request.query));
  });
  app.get<{ Params: { id: string } }>('/api/tournaments/:id', jsonResponse(tournamentDetailSchema), async (request) =>
    getTournament(deps, requireMember(request), parseInput(tournamentIdSchema, request.params.id)),
  );
  // Members; anyone once the committee published the board (names then as "Alex B.").
  // The board is kept per version (one object until the next save): written and compressed once.
  app.get<{ Params: { id: string } }>('/api/tournaments/:id/leaderboard', jsonResponse(leaderboardSchema), async (request, reply) => {
    const viewer = request.user && !request.membershipLapsed ? request.user : null;
    const query = parseInput(leaderboardQuerySchema, request.query);
    return sendKeptJson(request, reply, await getLeaderboard(deps, viewer, parseInput(tournamentIdSchema, request.params.id), { basis: query.basis, flight: query.flight, version: query.version }, prepareKeptJson));
  });
  app.post<{ Params: { id: string } }>('/api/tournaments/:id/entry', jsonResponse(entryAnswerSchema), async (request) => {
    const member = requireMember(request);
    return answerEntry(deps, member, parseInput(tournamentIdSchema, request.params.id), parseInput(entryInputSchema, request.body).enter);
  });
  app.post<{ Params: { id: string; n: string } }>('/api/tournaments/:id/rounds/:n/cards', jsonResponse(tournamentCardSchema, 201), async (request, reply) => {
    const member = requireMember(request);
    const card = await openCard(deps, member, parseInput(tournamentIdSchema, request.params.id), parseInput(roundNumberSchema, request.params.n));
    return reply.status(201).send(card);
  });
  app.get<{ Params: { id: string } }>('/api/cards/:id', jsonResponse(tournamentCardSchema), async (request) =>
    getCard(deps, requireMember(request), parseInput(cardIdSchema, request.params.id)),
  );
  app.put<{ Params: { id: string; number: string } }>('/api/cards/:id/holes/:number', jsonResponse(tournamentCardSchema), async (request) => {
    const member = requireMember(request);
    const hole = parseInput(holeNumberSchema, request.params.number);
    const { strokes, writeKey } = parseInput(holeStrokesSchema, request.body);
    return writeHole(deps, member, parseInput(cardIdSchema, request.params.id), hole, strokes, writeKey);
  });
  app.post<{ Params: { id: string } }>('/api/cards/:id/evidence', jsonResponse(tournamentCardSchema), async (request) => {
    const member = requireMember(request);
    const cardId = parseInput(cardIdSchema, request.params.id);
    return attachEvidence(deps, member, cardId, (await readImageForm(request)).image);
  });
  app.post<{ Params: { id: string } }>('/api/cards/:id/submit', jsonResponse(z.object({ status: z.literal('submitted') })), async (request) =>
    submitCard(deps, requireMember(request), parseInput(cardIdSchema, request.params.id), parseInput(submitCardSchema, request.body).markerId),
  );
  app.post<{ Params: { id: string } }>('/api/cards/:id/attest', jsonResponse(z.object({ status: z.literal('attested') })), async (request) =>
    attestCard(deps, requireMember(request), parseInput(cardIdSchema, request.params.id)),
  );
  app.post<{ Params: { id: string } }>('/api/cards/:id/challenge', jsonResponse(successSchema), async (request) =>
    challengeCard(deps, requireMember(request), parseInput(cardIdSchema, request.params.id), parseInput(challengeInputSchema, request.body).reason),
  );
  app.get('/api/order-of-merit', jsonResponse(z.array(meritStandingSchema)), async (request) => {
    requireMember(request);
    return orderOfMerit(deps);
  });
  app.get<{ Params: { id: string } }>('/api/admin/tournaments/:id/review', jsonResponse(z.array(reviewItemSchema)), async (request) => {
    requireAdmin(request);
    return reviewQueue(deps, parseInput(tournamentIdSchema, request.params.id));
  });
  app.post<{ Params: { id: string } }>('/api/admin/cards/:id/decision', jsonResponse(z.object({ status: z.string() })), async (request) =>
    decideCard(deps, requireAdmin(request), parseInput(cardIdSchema, request.params.id), parseInput(decisionInputSchema, request.body)),
  );
  app.post<{ Params: { id: string } }>('/api/admin/tournaments/:id/finalise', jsonResponse(finalResultsSchema), async (request) =>
    finaliseTournament(deps, requireAdmin(request), parseInput(tournamentIdSchema, request.params.id)),
  );
  app.post('/api/admin/tournaments', jsonResponse(createdSchema, 201), async (request, reply) => {
    const created = await createTournament(deps, requireAdmin(request), parseInput(tournamentInputSchema, request.body));
    return reply.status(201).send(created);
  });
  app.put<{ Params: { id: string } }>('/api/admin/tournaments/:id', jsonResponse(createdSchema), async (request) =>
    updateTournament(deps, requireAdmin(request), parseInput(tournamentIdSchema, request.params.id), parseInput(tournamentInputSchema, request.body)),
  );
  app.put<{ Params: { id: string } }>('/api/admin/members/:id/handicap', jsonResponse(competitionIndexSchema), async (request) =>
    setMemberHandicap(deps, requireAdmin(request), parseInput(memberIdSchema, request.params.id), parseInput(handicapInputSchema, request.body)),
  );
}
