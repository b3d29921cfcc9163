import { ActionIcon, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { MatchComment } from '../../../../shared/matches/match.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MemberAvatar } from '../../../components/member-avatar';
import { fromNow } from '../../../lib/relative-time';
import { useDeleteComment } from './use-matches';

export function CommentItem({ comment }: { comment: MatchComment }) {
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteComment(confirm.close);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`Comment by ${comment.username}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <MemberAvatar username={comment.username} size="sm" />
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {comment.username}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={comment.createdAt}>{fromNow(comment.createdAt)}</time>
              </Text>
            </Group>
            {comment.content && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.content}
              </Text>
            )}
            {comment.imageUrl && (
              <a href={comment.imageUrl} target="_blank" rel="noreferrer">
                <Image src={comment.thumbnailUrl ?? comment.imageUrl} alt={`Photo from ${comment.username}`} radius="sm" maw={320} />
              </a>
            )}
          </Stack>
        </Group>
        {comment.canDelete && (
          <ActionIcon variant="subtle" color="red" aria-label="Delete comment" onClick={confirm.open}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
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
