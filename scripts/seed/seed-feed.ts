import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertPostRow } from '../../src/server/domains/feed/feed.repository';
import { storeImage } from '../../src/server/platform/uploads/image-store';
import { scenePhoto } from './demo-pictures';
import type { SeedContext } from './seed-context';

const posts: Array<{ username: string; content: string; hoursAgo: number; photo?: 'midday' | 'dusk' }> = [
  { username: 'jordan', content: 'Shot a 79 on the simulator last night at Pebble Beach. Best round of the winter!', hoursAgo: 50, photo: 'midday' },
  { username: 'casey', content: 'Anyone up for a skins game this weekend? $5 a hole, loser buys the first round.', hoursAgo: 30 },
  { username: 'morgan', content: 'Tip from the putting clinic: pick a spot two feet in front of the ball and roll it over that spot.', hoursAgo: 20 },
  { username: 'riley', content: 'Finally broke 90! The new driver is paying off.', hoursAgo: 6 },
  { username: 'taylor', content: 'Who else is joining the Winter Simulator Open? Looking for a practice partner.', hoursAgo: 2 },
  { username: 'jordan', content: 'Eagle on 18 at St Andrews. Still grinning.', hoursAgo: 1, photo: 'dusk' },
];

/** A handful of posts from the demo members (two with photos), spread over the last two days. */
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
