import type { Db } from '../../src/server/platform/db/db';
import { insertEventRow } from '../../src/server/domains/events/events.repository';
import { insertPostRow } from '../../src/server/domains/feed/feed.repository';
import { insertMember, memberCookie } from '../../src/test/factories';

const HOUR = 60 * 60 * 1000;

/** Public events across the coming weeks; every fifth is members-only, so the public list filters. */
export async function seedEvents(db: Db, count: number): Promise<void> {
  const start = Date.now() + 24 * HOUR;
  for (let i = 0; i < count; i++) {
    const startDate = start + i * 13 * HOUR;
    await insertEventRow(db, {
      title: `Bench event ${i + 1}`,
      description: 'Eighteen holes on the simulator, then dinner at the clubhouse.',
      start_date: new Date(startDate).toISOString(),
      end_date: new Date(startDate + 3 * HOUR).toISOString(),
      location: i % 2 === 0 ? 'Clubhouse' : 'Golf Course',
      category: ['Tournament', 'Social', 'Meeting'][i % 3] ?? 'Social',
      visibility: i % 5 === 4 ? 'members' : 'public',
      created_at: new Date().toISOString(),
    });
  }
}

/** A signed-in member and a feed of `count` posts by a few members; answers the member's cookie header. */
export async function seedFeed(db: Db, count: number): Promise<string> {
  const authors = [await insertMember(db), await insertMember(db), await insertMember(db)];
  for (let i = 0; i < count; i++) {
    const author = authors[i % authors.length];
    if (!author) continue;
    await insertPostRow(db, {
      user_id: author.id,
      content: `Round ${i + 1}: birdie on the 7th, then the wheels came off on the back nine.`,
      image_file: null,
      thumb_file: null,
      created_at: new Date(Date.now() - (count - i) * 60_000).toISOString(),
    });
  }
  const [viewer] = authors;
  if (!viewer) throw new Error('No member to sign in');
  return memberCookie(db, viewer.id);
}
