import type { FeedPost } from '../../../../shared/feed/feed.schema';
import { groupResults } from './group-results';
import { PostCard } from './post-card';
import { ResultGroupCard } from './result-card';

/** Posts in order, with results that landed together shown as one card. */
export function FeedItems({ posts }: { posts: readonly FeedPost[] }) {
  return groupResults(posts).map((item) =>
    item.kind === 'post' ? <PostCard key={item.post.id} post={item.post} /> : <ResultGroupCard key={`results-${item.posts[0]?.id ?? 0}`} results={item.posts} />,
  );
}
