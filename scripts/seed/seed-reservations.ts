import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { createReservation } from '../../src/server/domains/reservations/reservations.service';
import { clubToday, type SeedContext } from './seed-context';
import { systemClock } from '../../src/server/platform/core/clock';

/** A few tee times over the coming week, so the tee sheet and the members' lists are not empty. */
export async function seedReservations(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'reservations')) return;
  const today = clubToday(ctx.config);
  const bookings = [
    { username: 'jordan', days: 2, time: '09:00', players: 2 },
    { username: 'casey', days: 2, time: '09:00', players: 2 },
    { username: 'morgan', days: 3, time: '08:30', players: 4 },
    { username: 'riley', days: 1, time: '14:00', players: 1 },
    { username: 'mateus', days: 5, time: '10:30', players: 3 },
    { username: 'jordan', days: 6, time: '07:00', players: 1 },
  ];
  let count = 0;
  for (const booking of bookings) {
    const userId = ctx.memberIds.get(booking.username);
    if (userId === undefined) continue;
    await createReservation({ db: ctx.db, clock: systemClock }, userId, { date: today.add(booking.days, 'day').format('YYYY-MM-DD'), time: booking.time, players: booking.players });
    count++;
  }
  console.log(`Demo tee time reservations: ${count}`);
}
