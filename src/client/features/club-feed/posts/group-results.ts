import type { FeedPost, ResultCard } from '../../../../shared/feed/feed.schema';

/** Result cards that landed within this long of the first of a run are shown together. */
export const RESULT_GROUP_WINDOW_MS = 3 * 60 * 60 * 1000;

export type FeedItem = { kind: 'post'; post: FeedPost } | { kind: 'results'; posts: (FeedPost & { result: ResultCard })[] };

function isResult(post: FeedPost): post is FeedPost & { result: ResultCard } {
  return post.result !== null;
}

/**
 * The feed as members read it: each post on its own, except that two or more match results in a row
 * (newest first) within a few hours of each other become one group, so five results don't bury the feed.
 */
export function groupResults(posts: readonly FeedPost[]): FeedItem[] {
  const items: FeedItem[] = [];
  let run: (FeedPost & { result: ResultCard })[] = [];
  const flush = () => {
    const [only] = run;
    if (run.length === 1 && only) items.push({ kind: 'post', post: only });
    else if (run.length > 1) items.push({ kind: 'results', posts: run });
    run = [];
  };
  for (const post of posts) {
    const first = run[0];
    if (isResult(post) && (!first || Date.parse(first.createdAt) - Date.parse(post.createdAt) <= RESULT_GROUP_WINDOW_MS)) {
      run.push(post);
      continue;
    }
    flush();
    if (isResult(post)) run.push(post);
    else items.push({ kind: 'post', post });
  }
  flush();
  return items;
}
