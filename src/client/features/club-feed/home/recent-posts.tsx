import { Stack, Text } from '@mantine/core';
import { FeedItems } from '../posts/feed-items';
import { NO_POSTS } from '../posts/post-list';
import { useRecentPosts } from '../posts/use-posts';

/** The 5 most recent posts. */
export function RecentPosts() {
  const posts = useRecentPosts();
  if (posts.isLoading) return <Text c="dimmed">Loading posts...</Text>;
  if (posts.isError) return <Text c="red">Error loading posts. Please try again later.</Text>;
  if (!posts.data || posts.data.length === 0) return <Text c="dimmed">{NO_POSTS}</Text>;
  return (
    <Stack gap="md">
      <FeedItems posts={posts.data} />
    </Stack>
  );
}
