import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { fromNow } from '../lib/relative-time';
import { MemberAvatar } from './member-avatar';

interface AuthorLineProps {
  username: string;
  createdAt: string;
  /** Comments are smaller than posts: the name and time on one line. */
  compact?: boolean;
  /** Shown when the server says the viewer may delete (author or admin). */
  onDelete?: () => void;
  deleteLabel: string;
}

/** Who wrote a post or comment and when, with Delete when the viewer may. */
export function AuthorLine({ username, createdAt, compact = false, onDelete, deleteLabel }: AuthorLineProps) {
  const time = (
    <Text size="xs" c="dimmed">
      <time dateTime={createdAt}>{fromNow(createdAt)}</time>
    </Text>
  );
  const name = (
    <Text fw={600} size={compact ? 'sm' : undefined}>
      {username}
    </Text>
  );
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <MemberAvatar username={username} size={compact ? 'sm' : 'md'} />
        {compact ? (
          <Group gap="xs">
            {name}
            {time}
          </Group>
        ) : (
          <Stack gap={0}>
            {name}
            {time}
          </Stack>
        )}
      </Group>
      {onDelete && (
        <Tooltip label={deleteLabel}>
          <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
            <IconTrash size={compact ? 16 : 18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
