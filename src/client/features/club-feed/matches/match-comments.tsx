import { Button, Center, Stack, Text } from '@mantine/core';
import { CommentItem } from './comment-item';
import { useMatchComments } from './use-matches';

/** Comments newest first, a page at a time; authors (and admins) may delete theirs. */
export function MatchComments({ matchId }: { matchId: number }) {
  const comments = useMatchComments(matchId);
  if (comments.isLoading) return <Text c="dimmed">Loading comments...</Text>;
  if (comments.isError) return <Text c="red">Error loading comments. Please try again later.</Text>;
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  if (list.length === 0) return <Text c="dimmed">No comments yet. Be the first to start the conversation!</Text>;
  return (
    <Stack gap="sm">
      {list.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
      {comments.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
            Load older comments
          </Button>
        </Center>
      )}
    </Stack>
  );
}
