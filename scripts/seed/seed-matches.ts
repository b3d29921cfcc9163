import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertCommentRow } from '../../src/server/domains/matches/match-comments.repository';
import { insertMatchRow, insertParticipantRows } from '../../src/server/domains/matches/matches.repository';
import { storeImage } from '../../src/server/platform/uploads/image-store';
import { scenePhoto } from './demo-pictures';
import { clubToday, type SeedContext } from './seed-context';

interface DemoMatch {
  creator: string;
  others: string[];
  inDays: number;
  time: string;
  comments: { username: string; content: string; photo?: 'sunrise' | 'midday' | 'dusk' }[];
}

const matches: DemoMatch[] = [
  {
    creator: 'morgan',
    others: ['chloe', 'lukas'],
    inDays: 3,
    time: '13:00',
    comments: [
      { username: 'chloe', content: 'Count me in: 19:00 in Lyon is perfect. Here is my bay after the new projector went in.', photo: 'midday' },
      { username: 'lukas', content: 'Same hour in Hamburg. I will call in on video. Loser buys the next round of virtual coffee?' },
    ],
  },
  {
    creator: 'daniel',
    others: ['aiko'],
    inDays: 6,
    time: '07:30',
    comments: [{ username: 'aiko', content: 'Seoul and Tokyo share a clock, so no maths for once. See you on the first tee.' }],
  },
];

/** Two upcoming matches between members in neighbouring zones, with a few comments (one with a photo); nobody has played them yet. */
export async function seedMatches(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'matches')) return;
  const today = clubToday(ctx.config);
  const id = (username: string) => ctx.memberIds.get(username);
  for (const [index, match] of matches.entries()) {
    const creatorId = id(match.creator);
    if (creatorId === undefined) continue;
    const createdAt = Date.now() - (matches.length - index) * 3_600_000;
    const matchId = await insertMatchRow(ctx.db, {
      creator_id: creatorId,
      date: today.add(match.inDays, 'day').format('YYYY-MM-DD'),
      time: match.time,
      created_at: new Date(createdAt).toISOString(),
    });
    const players = [match.creator, ...match.others].flatMap((username) => {
      const userId = id(username);
      return userId === undefined ? [] : [userId];
    });
    await insertParticipantRows(ctx.db, matchId, players, new Date(createdAt).toISOString(), true);
    for (const [i, comment] of match.comments.entries()) {
      const userId = id(comment.username);
      if (userId === undefined) continue;
      // A match photo goes through the members' upload pipeline, as if posted from a phone.
      const stored = comment.photo
        ? await storeImage(photoStoreFor(ctx.config, ctx.db), await scenePhoto(comment.photo, 1600, 1200))
        : null;
      await insertCommentRow(ctx.db, {
        match_id: matchId,
        user_id: userId,
        content: comment.content,
        image_file: stored?.imageFile ?? null,
        thumb_file: stored?.thumbFile ?? null,
        created_at: new Date(createdAt + (i + 1) * 600_000).toISOString(),
      });
    }
  }
  console.log(`Demo matches: ${matches.length}`);
}
