import { idParamSchema } from '../../shared/record-id.schema';
import { reservationDaySchema, reservationInputSchema } from '../../shared/reservations/reservation.schema';
import { adminProcedure, memberProcedure, router } from '../trpc/trpc';
import { cancelReservation, createReservation, dayAvailability, listUpcomingReservations, teeSheet } from './reservations.service';

export const reservationsRouter = router({
  list: memberProcedure.query(({ ctx }) => listUpcomingReservations(ctx.db, ctx.user.id)),
  availability: memberProcedure.input(reservationDaySchema).query(({ ctx, input }) => dayAvailability(ctx.db, ctx.user.id, input.date)),
  create: memberProcedure.input(reservationInputSchema).mutation(({ ctx, input }) => createReservation(ctx.db, ctx.user.id, input)),
  delete: memberProcedure.input(idParamSchema).mutation(({ ctx, input }) => cancelReservation(ctx.db, ctx.user.id, input.id)),
  teeSheet: adminProcedure.input(reservationDaySchema).query(({ ctx, input }) => teeSheet(ctx.db, input.date)),
});
