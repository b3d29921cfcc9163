import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';
import { FeedItems } from './feed-items';
import { useFeedPages } from './use-posts';

// The spec writes this empty state as 'No posts yet...' on the feed and in full on home.
export const NO_POSTS = 'No posts yet. Be the first to share something!';

/** The whole feed, loading the next page when its end scrolls into view. */
export function PostList() {
  const feed = useFeedPages();
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isLoading) return <Text c="dimmed">Loading posts...</Text>;
  if (feed.isError) return <Text c="red">Error loading posts. Please try again later.</Text>;
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  if (posts.length === 0) return <Text c="dimmed">{NO_POSTS}</Text>;
  return (
    <Stack gap="md">
      <FeedItems posts={posts} />
      <div ref={ref} />
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label="Loading more posts" />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            Load more posts
          </Button>
        </Center>
      )}
    </Stack>
  );
}
