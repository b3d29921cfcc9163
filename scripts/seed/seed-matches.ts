import { clubToday, type SeedContext } from './seed-context';

interface DemoMatch {
  creator: string;
  others: string[];
  inDays: number;
  time: string;
  comments: { username: string; content: string }[];
  scores: Record<string, number[]>;
}

const matches: DemoMatch[] = [
  {
    creator: 'jordan',
    others: ['casey', 'morgan'],
    inDays: 3,
    time: '09:00',
    comments: [
      { username: 'casey', content: 'Count me in. Bringing the new putter.' },
      { username: 'morgan', content: 'Tee time works for me. Loser buys coffee?' },
    ],
    scores: { jordan: [4, 5, 3], casey: [5, 4, 4], morgan: [6, 5, 4] },
  },
  {
    creator: 'riley',
    others: ['taylor'],
    inDays: 6,
    time: '14:30',
    comments: [{ username: 'taylor', content: 'Looking forward to it!' }],
    scores: {},
  },
];

/** Two upcoming matches with their players, a few comments and some scores. */
export async function seedMatches(ctx: SeedContext): Promise<void> {
  const existing = await ctx.db.selectFrom('matches').select('id').limit(1).execute();
  if (existing.length > 0) return;
  const today = clubToday(ctx.config);
  const id = (username: string) => ctx.memberIds.get(username);
  for (const [index, match] of matches.entries()) {
    const creatorId = id(match.creator);
    if (creatorId === undefined) continue;
    const createdAt = Date.now() - (matches.length - index) * 3_600_000;
    const row = await ctx.db
      .insertInto('matches')
      .values({ creator_id: creatorId, date: today.add(match.inDays, 'day').format('YYYY-MM-DD'), time: match.time, created_at: new Date(createdAt).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const players = [match.creator, ...match.others].flatMap((username) => {
      const userId = id(username);
      return userId === undefined ? [] : [userId];
    });
    await ctx.db
      .insertInto('match_participants')
      .values(players.map((userId, i) => ({ match_id: row.id, user_id: userId, joined_at: new Date(createdAt + i).toISOString() })))
      .execute();
    for (const [i, comment] of match.comments.entries()) {
      const userId = id(comment.username);
      if (userId === undefined) continue;
      await ctx.db
        .insertInto('match_comments')
        .values({ match_id: row.id, user_id: userId, content: comment.content, image_file: null, thumb_file: null, created_at: new Date(createdAt + (i + 1) * 600_000).toISOString() })
        .execute();
    }
    for (const [username, strokes] of Object.entries(match.scores)) {
      const userId = id(username);
      if (userId === undefined) continue;
      await ctx.db
        .insertInto('match_scores')
        .values(strokes.map((score, hole) => ({ match_id: row.id, user_id: userId, hole: hole + 1, score, notes: null, recorded_by: userId, recorded_at: new Date().toISOString() })))
        .execute();
    }
  }
  console.log(`Demo matches: ${matches.length}`);
}
