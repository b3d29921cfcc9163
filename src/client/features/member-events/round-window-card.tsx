import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemberTime } from '../../lib/use-member-time';
import type { RoundWindow } from './upcoming-items';

/** A tournament round's play window among the club's events: when it opens and closes (the member's time, the club's beside), and the way to the tournament. */
export function RoundWindowCard({ window: w, now }: { window: RoundWindow; now: number }) {
  const time = useMemberTime();
  const title = `${w.tournament}: round ${w.round}`;
  const open = Date.parse(w.opensAt) <= now;
  const when = (iso: string) => time.dateTime(iso);
  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap={6}>
            {open && (
              <Badge color="green" variant="light">
                Open now
              </Badge>
            )}
            <Badge variant="light">Tournament round</Badge>
          </Group>
        </Group>
        <Text size="sm">Play your card on the simulator inside the window.</Text>
        <Group gap="lg" justify="space-between" align="flex-end">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {open ? 'Opened' : 'Opens'} {when(w.opensAt)} · Closes {when(w.closesAt)}
            </Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            aria-label={`View tournament: ${w.tournament}`}
            renderRoot={(props) => <Link {...props} to="/member/tournaments/$id" params={{ id: String(w.tournamentId) }} />}
          >
            View tournament
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
