import { z } from 'zod';
import { reservationSchema, slotAvailabilitySchema, teeSheetSlotSchema, waitlistEntrySchema } from '../../../../shared/reservations/reservation.schema';
import { successSchema } from '../../../../shared/result.schema';
import { idParamSchema } from '../../../../shared/record-id.schema';
import { noShowInputSchema, reservationDaySchema, reservationInputSchema } from '../../../../shared/reservations/reservation.schema';
import { adminProcedure, memberProcedure, router } from '../trpc';
import {
  cancelReservation,
  createReservation,
  dayAvailability,
  joinWaitlist,
  leaveWaitlist,
  listMyWaitlist,
  listUpcomingReservations,
  markNoShow,
  teeSheet,
} from '../../../domains/reservations/reservations.service';

export const reservationsRouter = router({
  list: memberProcedure.output(z.array(reservationSchema)).query(({ ctx }) => listUpcomingReservations(ctx, ctx.user.id)),
  availability: memberProcedure.input(reservationDaySchema).output(z.array(slotAvailabilitySchema)).query(({ ctx, input }) => dayAvailability(ctx, ctx.user.id, input.date)),
  create: memberProcedure.input(reservationInputSchema).output(reservationSchema).mutation(({ ctx, input }) => createReservation(ctx, ctx.user.id, input)),
  delete: memberProcedure.input(idParamSchema).output(successSchema).mutation(({ ctx, input }) => cancelReservation(ctx, ctx.user.id, input.id)),
  waitlist: memberProcedure.output(z.array(waitlistEntrySchema)).query(({ ctx }) => listMyWaitlist(ctx, ctx.user.id)),
  joinWaitlist: memberProcedure.input(reservationInputSchema).output(waitlistEntrySchema).mutation(({ ctx, input }) => joinWaitlist(ctx, ctx.user.id, input)),
  leaveWaitlist: memberProcedure.input(idParamSchema).output(successSchema).mutation(({ ctx, input }) => leaveWaitlist(ctx, ctx.user.id, input.id)),
  markNoShow: adminProcedure.input(noShowInputSchema).output(successSchema).mutation(({ ctx, input }) => markNoShow(ctx, ctx.user, input.id, input.noShow)),
  teeSheet: adminProcedure.input(reservationDaySchema).output(z.array(teeSheetSlotSchema)).query(({ ctx, input }) => teeSheet(ctx.db, input.date)),
});
