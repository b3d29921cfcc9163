import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertPostRow } from '../../src/server/domains/feed/feed.repository';
import { storeImage } from '../../src/server/platform/uploads/image-store';
import { scenePhoto } from './demo-pictures';
import type { SeedContext } from './seed-context';

const posts: Array<{ username: string; content: string; hoursAgo: number; photo?: 'midday' | 'dusk' }> = [
  { username: 'aiko', content: 'Club Open round before work in Yokohama: 76 on Cypress Dunes in GSPro. The new fairway mat finally stops the heavy ones from bouncing.', hoursAgo: 52, photo: 'midday' },
  { username: 'lukas', content: 'Anyone in Europe up for singles match play on Highland Moor tomorrow at 20:00 Berlin time? I posted it under Games.', hoursAgo: 2 },
  { username: 'mei', content: 'Tip from the putting clinic that works on a hallway carpet too: pick a spot two feet in front of the ball and roll it over that spot.', hoursAgo: 31 },
  { username: 'casey', content: 'Sleet in Toronto, so the garage bay it is. Trackman says my driver carry is down 8 yards since I moved the mat. Blaming the mat.', hoursAgo: 22 },
  { username: 'sofia', content: 'Broke 90 for the first time! Played the Club Open round with Mateus marking from São Paulo. Gracias por la paciencia.', hoursAgo: 14 },
  { username: 'noah', content: 'Good morning from Auckland. Played the real Chamberlain Park yesterday and the Club Open on GSPro last night. Best of both.', hoursAgo: 9 },
  { username: 'riley', content: 'Thru 9 in the Club Open and level par. Power cut in Lagos. Back on the back nine when the generator agrees.', hoursAgo: 5 },
  { username: 'ingrid', content: 'Rain on the course in Oslo, so the indoor bay it is. Looking for a fourth on Highland Moor, 09:00 Oslo time (afternoon in Singapore): see Games.', hoursAgo: 3 },
  { username: 'jordan', content: 'Eagle on 18 at Cypress Dunes to finish the Club Open round. Still grinning in Austin.', hoursAgo: 1, photo: 'dusk' },
];

/** Posts from members across the zones (two with photos), spread over the last two days. */
export async function seedFeed(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'feed_posts')) return;
  let count = 0;
  for (const post of posts) {
    const userId = ctx.memberIds.get(post.username);
    if (userId === undefined) continue;
    // Photos go through the members' upload pipeline, as if posted from a phone.
    const stored = post.photo ? await storeImage(photoStoreFor(ctx.config, ctx.db), await scenePhoto(post.photo, 1600, 1200)) : null;
    await insertPostRow(ctx.db, {
      user_id: userId,
      content: post.content,
      image_file: stored?.imageFile ?? null,
      thumb_file: stored?.thumbFile ?? null,
      created_at: new Date(Date.now() - post.hoursAgo * 3_600_000).toISOString(),
    });
    count += 1;
  }
  console.log(`Demo posts: ${count}`);
}
