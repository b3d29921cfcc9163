import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertEventRow, replaceEventImageFile } from '../../src/server/domains/events/events.repository';
import { storeEventImage } from '../../src/server/domains/events/event-images';
import { scenePhoto } from './demo-pictures';
import type { NewEventRow } from '../../src/server/platform/db/schema';
import { answerRsvp } from '../../src/server/domains/events/rsvps.service';
import { clubTime, clubToday, type dayjs, demoUser, type SeedContext } from './seed-context';

function lastThursdayOf(month: dayjs.Dayjs): dayjs.Dayjs {
  const lastDay = month.endOf('month').startOf('day');
  return lastDay.subtract((lastDay.day() - 4 + 7) % 7, 'day');
}

/** Events online and on named simulator courses over the coming weeks, and the product's two member-only examples. */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'events')) return;
  const today = clubToday(ctx.config);
  const nextMonth = today.add(1, 'month').startOf('month');
  const firstSaturday = nextMonth.add((6 - nextMonth.day() + 7) % 7, 'day');
  const thisMonthsDinner = lastThursdayOf(today);
  const dinnerDay = thisMonthsDinner.isBefore(today) ? lastThursdayOf(nextMonth) : thisMonthsDinner;

  // Times in the club's zone, picked so evenings in Europe are mornings in the Americas, or the
  // reverse; each member reads them in their own zone.
  const events: Omit<NewEventRow, 'created_at'>[] = [
    {
      title: 'GSPro Night at Pebble-style Coastal Links',
      description: 'Eighteen holes on the GSPro community course Coastal Links, stroke play off the white tees, all handicaps welcome. Tee off from your own simulator within the two hours; scores are posted in the match room and we chat on the video call.',
      start_date: clubTime(ctx.config, today.add(2, 'day'), '14:00'),
      end_date: clubTime(ctx.config, today.add(2, 'day'), '16:00'),
      location: 'Online: GSPro, Coastal Links (your own simulator)',
      category: 'Tournament',
      visibility: 'public',
    },
    {
      title: 'Putting Clinic on Video',
      description: 'A coach-led session on reading greens and pace control, on a video call. Have a putter, a mat or a hallway, and three balls; we watch each other roll them.',
      start_date: clubTime(ctx.config, today.add(5, 'day'), '13:00'),
      end_date: clubTime(ctx.config, today.add(5, 'day'), '14:00'),
      location: 'Online: video call (link in the event)',
      category: 'Clinic',
      visibility: 'public',
      // Small on purpose: members see places left, then the waitlist.
      capacity: 8,
    },
    {
      title: 'Open Evening: Meet the Club Online',
      description: 'Curious about a golf club with no clubhouse? Meet members from Tokyo to Toronto, see how our simulator leagues and handicaps work, and ask anything. Guests welcome.',
      start_date: clubTime(ctx.config, today.add(9, 'day'), '12:00'),
      end_date: clubTime(ctx.config, today.add(9, 'day'), '13:30'),
      location: 'Online: video call',
      category: 'Social',
      visibility: 'public',
    },
    {
      title: 'Trackman Winter League: Week 1 at Highland Moor',
      description: 'The league starts on Highland Moor, Gold tees, Stableford. Play any time in the three-day window on a Trackman bay near you; enter on the Tournaments page, and a league partner marks your card.',
      start_date: clubTime(ctx.config, today.add(10, 'day'), '08:00'),
      end_date: clubTime(ctx.config, today.add(13, 'day'), '08:00'),
      location: 'Trackman: Highland Moor (any Trackman bay)',
      category: 'Tournament',
      visibility: 'public',
    },
    // The product's own member-only examples (SPEC.md), word for word.
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
    {
      title: 'Home Simulator Setup Swap',
      description: 'Members show their bays over video: nets, mats, projectors, launch monitors on a budget. Bring questions and photos of your setup.',
      start_date: clubTime(ctx.config, today.add(16, 'day'), '15:00'),
      end_date: clubTime(ctx.config, today.add(16, 'day'), '16:00'),
      location: 'Online: video call',
      category: 'Social',
      visibility: 'members',
    },
  ];
  // Three of them carry a drawn picture, stored as an admin's upload would be.
  const pictures: Record<string, 'sunrise' | 'midday' | 'dusk'> = {
    'GSPro Night at Pebble-style Coastal Links': 'dusk',
    'Open Evening: Meet the Club Online': 'sunrise',
    'Trackman Winter League: Week 1 at Highland Moor': 'midday',
  };
  // Who already said they are going, through the RSVP service as members would.
  const going: Record<string, string[]> = {
    'GSPro Night at Pebble-style Coastal Links': ['aiko', 'noah', 'jordan', 'thandi', 'mateus'],
    'Putting Clinic on Video': ['sofia', 'priya', 'chloe', 'mei', 'casey'],
  };
  for (const event of events) {
    const now = new Date().toISOString();
    const row = await insertEventRow(ctx.db, { ...event, created_at: now, updated_at: now });
    for (const username of going[event.title] ?? []) {
      const member = demoUser(ctx, username);
      if (member) await answerRsvp(ctx.deps, member, row.id, true);
    }
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
