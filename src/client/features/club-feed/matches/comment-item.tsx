import { Image, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MatchComment } from '../../../../shared/matches/match.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AuthorLine } from '../../../components/author-line';
import { useDeleteComment } from './use-matches';

export function CommentItem({ comment }: { comment: MatchComment }) {
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteComment(confirm.close);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`Comment by ${comment.name}`}>
      <Stack gap={4}>
        <AuthorLine
          name={comment.name}
          createdAt={comment.createdAt}
          compact
          deleteLabel="Delete comment"
          {...(comment.canDelete && { onDelete: confirm.open })}
        />
        {comment.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.content}
          </Text>
        )}
        {comment.imageUrl && (
          <a href={comment.imageUrl} target="_blank" rel="noreferrer">
            <Image src={comment.thumbnailUrl ?? comment.imageUrl} alt={`Photo from ${comment.name}`} radius="sm" maw={320} />
          </a>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Delete comment"
        message="Are you sure you want to delete this comment? This action cannot be undone."
        confirmLabel="Delete"
        keepLabel="Keep Comment"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ matchId: comment.matchId, commentId: comment.id })}
      />
    </Paper>
  );
}
