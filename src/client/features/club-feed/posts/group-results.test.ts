import { describe, expect, it } from 'vitest';
import type { FeedPost, ResultCard } from '../../../../shared/feed/feed.schema';
import { groupResults } from './group-results';

const result: ResultCard = { matchId: 1, format: 'stableford', courseName: 'Harbour Links', teeName: 'Blue', holes: '18', summary: null, players: [], photoUrl: null };
let id = 0;
function post(createdAt: string, isResult: boolean): FeedPost {
  id += 1;
  return { id, userId: 1, username: 'a', name: 'A', content: 'x', imageUrl: null, thumbnailUrl: null, createdAt, canDelete: false, result: isResult ? { ...result, matchId: id } : null };
}

describe('grouping results in the feed', () => {
  it('groups results in a row within three hours, and leaves a lone result and members posts on their own', () => {
    const posts = [
      post('2026-06-10T20:00:00Z', true),
      post('2026-06-10T19:00:00Z', true),
      post('2026-06-10T17:00:00Z', true),
      post('2026-06-10T16:59:00Z', true), // more than three hours after the first of the run: a new run
      post('2026-06-10T16:00:00Z', false),
      post('2026-06-10T15:00:00Z', true),
    ];
    const kinds = groupResults(posts).map((item) => (item.kind === 'post' ? `post ${item.post.id}` : `results ${item.posts.map((p) => p.id).join(',')}`));
    const [a, b, c, d, e, f] = posts.map((p) => p.id);
    expect(kinds).toEqual([`results ${a},${b},${c}`, `post ${d}`, `post ${e}`, `post ${f}`]);
  });
});
