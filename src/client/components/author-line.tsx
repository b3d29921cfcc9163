import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { fromNow } from '../lib/relative-time';
import { MemberAvatar } from './member-avatar';

interface AuthorLineProps {
  /** The author's display name (full name, else username). */
  name: string;
  createdAt: string;
  /** Comments are smaller than posts: the name and time on one line. */
  compact?: boolean;
  /** Shown when the server says the viewer may delete (author or admin). */
  onDelete?: () => void;
  deleteLabel: string;
}

/** Who wrote a post or comment and when, with Delete when the viewer may. */
export function AuthorLine({ name, createdAt, compact = false, onDelete, deleteLabel }: AuthorLineProps) {
  const time = (
    <Text size="xs" c="dimmed">
      <time dateTime={createdAt}>{fromNow(createdAt)}</time>
    </Text>
  );
  // A long name wraps inside the line instead of pushing Delete off a phone's screen.
  const author = (
    <Text fw={600} size={compact ? 'sm' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {name}
    </Text>
  );
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <MemberAvatar name={name} size={compact ? 'sm' : 'md'} />
        {compact ? (
          <Group gap="xs" miw={0}>
            {author}
            {time}
          </Group>
        ) : (
          <Stack gap={0} miw={0}>
            {author}
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
