import { MatchGolfLine } from './match-golf-line';
import { ActionIcon, Anchor, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconClock, IconDots, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Match } from '../../../../shared/matches/match.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fromNow } from '../../../lib/relative-time';
import { useMemberTime } from '../../../lib/use-member-time';
import { useCancelMatch } from './use-matches';

/** An upcoming match: date, time, players, when it was created, its page; the creator may cancel it. */
export function MatchCard({ match }: { match: Match }) {
  const [confirming, confirm] = useDisclosure(false);
  const cancel = useCancelMatch(confirm.close);
  const time = useMemberTime();
  const date = time.format(match.startsAt, 'date');
  return (
    <Card withBorder padding="md" component="article" aria-label={`Match on ${date}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor renderRoot={(props) => <Link {...props} to="/member/match/$id" params={{ id: String(match.id) }} />} fw={600}>
            Match on {date}
          </Anchor>
          <Group gap="md">
            <Group gap={4}>
              <IconCalendar size={14} aria-hidden />
              <Text size="sm">{date}</Text>
            </Group>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconClock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm">{time.clock(match.startsAt)}</Text>
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconUsers size={14} aria-hidden style={{ marginTop: 3 }} />
            <Text size="sm">{[...match.participants.map((p) => p.name), ...match.invited.map((p) => `${p.name} (invited)`)].join(', ')}</Text>
          </Group>
          <MatchGolfLine match={match} />
          <Text size="xs" c="dimmed">
            Created {fromNow(match.createdAt)}
          </Text>
        </Stack>
        {match.viewer.canCancel && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Match options">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="red" onClick={confirm.open}>
                Cancel Match
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Cancel match"
        message={`Are you sure you want to cancel the match on ${date}? Its players, comments and scores will be removed.`}
        confirmLabel="Cancel Match"
        keepLabel="Keep Match"
        busyLabel="Canceling..."
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: match.id })}
      />
    </Card>
  );
}
