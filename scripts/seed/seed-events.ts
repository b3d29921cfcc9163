import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertEventRow, replaceEventImageFile } from '../../src/server/domains/events/events.repository';
import { storeEventImage } from '../../src/server/domains/events/event-images';
import { scenePhoto } from './demo-pictures';
import type { NewEventRow } from '../../src/server/platform/db/schema';
import { clubTime, clubToday, type dayjs, type SeedContext } from './seed-context';

function lastThursdayOf(month: dayjs.Dayjs): dayjs.Dayjs {
  const lastDay = month.endOf('month').startOf('day');
  return lastDay.subtract((lastDay.day() - 4 + 7) % 7, 'day');
}

/** Public events over the coming weeks, and the product's two member-only examples. */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'events')) return;
  const today = clubToday(ctx.config);
  const nextMonth = today.add(1, 'month').startOf('month');
  const firstSaturday = nextMonth.add((6 - nextMonth.day() + 7) % 7, 'day');
  const thisMonthsDinner = lastThursdayOf(today);
  const dinnerDay = thisMonthsDinner.isBefore(today) ? lastThursdayOf(nextMonth) : thisMonthsDinner;

  const events: Omit<NewEventRow, 'created_at'>[] = [
    {
      title: 'Winter Simulator Open',
      description: 'Eighteen holes at Pebble Beach on the simulators, stroke play, all handicaps welcome.',
      start_date: clubTime(ctx.config, today.add(2, 'day'), '10:00'),
      end_date: clubTime(ctx.config, today.add(2, 'day'), '14:00'),
      location: 'Golf Course',
      category: 'Tournament',
      visibility: 'public',
    },
    {
      title: 'Putting Clinic',
      description: 'A coach-led session on reading greens and pace control. Bring your own putter.',
      start_date: clubTime(ctx.config, today.add(5, 'day'), '18:00'),
      end_date: clubTime(ctx.config, today.add(5, 'day'), '19:30'),
      location: 'Clubhouse',
      category: 'Clinic',
      visibility: 'public',
      // Small on purpose: members see places left, then the waitlist.
      capacity: 8,
    },
    {
      title: 'Open House',
      description: 'Visit the club, try the simulators and meet members. Guests welcome.',
      start_date: clubTime(ctx.config, today.add(9, 'day'), '16:00'),
      end_date: clubTime(ctx.config, today.add(9, 'day'), '19:00'),
      location: 'Clubhouse',
      category: 'Social',
      visibility: 'public',
    },
    {
      title: 'Monthly Member Tournament',
      description: 'Our members-only monthly tournament, on the first Saturday of the month.',
      start_date: clubTime(ctx.config, firstSaturday, '08:00'),
      end_date: clubTime(ctx.config, firstSaturday, '14:00'),
      location: 'Main Course',
      category: 'Tournament',
      visibility: 'members',
    },
    {
      title: 'Member Networking Dinner',
      description: 'Dinner with fellow members on the last Thursday of the month.',
      start_date: clubTime(ctx.config, dinnerDay, '19:00'),
      end_date: clubTime(ctx.config, dinnerDay, '21:30'),
      location: 'Clubhouse Restaurant',
      category: 'Social',
      visibility: 'members',
      capacity: 40,
      fee_cents: 3500,
      rsvp_deadline: clubTime(ctx.config, dinnerDay.subtract(2, 'day'), '12:00'),
    },
  ];
  // Three of them carry a drawn picture, stored as an admin's upload would be.
  const pictures: Record<string, 'sunrise' | 'midday' | 'dusk'> = {
    'Winter Simulator Open': 'midday',
    'Open House': 'sunrise',
    'Member Networking Dinner': 'dusk',
  };
  for (const event of events) {
    const now = new Date().toISOString();
    const row = await insertEventRow(ctx.db, { ...event, created_at: now, updated_at: now });
    const scene = pictures[event.title];
    if (scene)
      await replaceEventImageFile(
        ctx.db,
        row.id,
        await storeEventImage(photoStoreFor(ctx.config, ctx.db), await scenePhoto(scene, 1600, 900)),
      );
  }
  console.log(`Demo events: ${events.length}`);
}
