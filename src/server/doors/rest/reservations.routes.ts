import { idParamSchema } from '../../../shared/record-id.schema';
import { z } from 'zod';
import { reservationSchema, waitlistPlaceSchema } from '../../../shared/reservations/reservation.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import type { FastifyInstance } from 'fastify';
import { reservationInputSchema } from '../../../shared/reservations/reservation.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { cancelReservation, createReservation, joinWaitlist, listUpcomingReservations } from '../../domains/reservations/reservations.service';
import { requireMember } from '../http/require-role';

export function registerReservationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/reservations', jsonResponse(z.array(reservationSchema)), async (request) => listUpcomingReservations(deps, requireMember(request).id));
  app.post('/api/reservations', jsonResponse(reservationSchema, 201), async (request, reply) => {
    const user = requireMember(request);
    const reservation = await createReservation(deps, user.id, parseInput(reservationInputSchema, request.body));
    return reply.status(201).send(reservation);
  });
  app.post('/api/reservations/waitlist', jsonResponse(waitlistPlaceSchema, 201), async (request, reply) => {
    const user = requireMember(request);
    const entry = await joinWaitlist(deps, user.id, parseInput(reservationInputSchema, request.body));
    return reply.status(201).send({ id: entry.id, position: entry.position });
  });
  app.delete('/api/reservations/:id', jsonResponse(successSchema), async (request) => {
    const user = requireMember(request);
    return cancelReservation(deps, user.id, parseInput(idParamSchema, request.params).id);
  });
}
