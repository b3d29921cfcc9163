import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClock, IconGolf, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { OpenGame } from '../../../shared/open-games/open-game.schema';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMemberTime } from '../../lib/use-member-time';
import { gamePlay, gameTitle, gameWhen, hostClock, placesLeft } from './game-words';
import type { useGameActions } from './use-open-games';

type GameActions = ReturnType<typeof useGameActions>;

const STATUS_BADGES: Record<Exclude<OpenGame['status'], 'open' | 'matched'>, { label: string; color: string }> = {
  cancelled: { label: 'Cancelled', color: 'gray' },
  expired: { label: 'Closed: it never filled', color: 'gray' },
};

/** One game: when (on the reader's clock, the host's beside), where, how, who, places left, and what the reader may do. */
export function GameCard({ game, actions }: { game: OpenGame; actions: GameActions }) {
  const time = useMemberTime();
  const [confirming, confirm] = useDisclosure(false);
  const when = gameWhen(game, time);
  const host = hostClock(game, time);
  const busy = actions.join.isPending || actions.leave.isPending || actions.cancel.isPending;
  const status = game.status === 'open' || game.status === 'matched' ? null : STATUS_BADGES[game.status];
  return (
    <Card withBorder padding="md" component="article" aria-label={`${gameTitle(game)} hosted by ${game.host.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600}>{gameTitle(game)}</Text>
          {game.status === 'open' && (
            <Badge color={game.placesLeft === 0 ? 'gray' : 'green'} variant="light" style={{ flexShrink: 0 }}>
              {placesLeft(game.placesLeft)}
            </Badge>
          )}
          {status && (
            <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
              {status.label}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <div>
            <Text size="sm">{when}</Text>
            {host && (
              <Text size="xs" c="dimmed">
                {host}
              </Text>
            )}
          </div>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconGolf size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm">
            {game.course ? `${game.course.courseName}: ${game.course.teeName} tees` : 'Any course'} · {gamePlay(game)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUsers size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm">
            {game.players.map((p) => (p.id === game.host.id ? `${p.name} (host)` : p.name)).join(', ')} · {game.places} players in total
          </Text>
        </Group>
        {game.status === 'matched' && game.matchId !== null && (
          <Alert color="green" variant="light" title="Match created" p="xs">
            <Anchor renderRoot={(props) => <Link {...props} to="/member/match/$id" params={{ id: String(game.matchId) }} />} size="sm" fw={600} c="dark.9" underline="always">
              See the match
            </Anchor>
          </Alert>
        )}
        {(game.viewer.canJoin || game.viewer.canLeave || game.viewer.canCancel) && (
          <Group gap="xs" justify="flex-end">
            {game.viewer.canJoin && (
              <Button size="sm" loading={actions.join.isPending} disabled={busy} onClick={() => actions.join.mutate({ id: game.id })}>
                Join game
              </Button>
            )}
            {game.viewer.canLeave && (
              <Button size="sm" variant="default" loading={actions.leave.isPending} disabled={busy} onClick={() => actions.leave.mutate({ id: game.id })}>
                Leave game
              </Button>
            )}
            {game.viewer.canCancel && (
              <Button size="sm" variant="default" color="red" disabled={busy} onClick={confirm.open}>
                Cancel game
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Cancel game"
        message={`Cancel your game (${when})? ${game.players.length > 1 ? 'The members who joined will be told.' : 'Nobody has joined yet.'}`}
        confirmLabel="Cancel Game"
        keepLabel="Keep Game"
        busyLabel="Cancelling..."
        busy={actions.cancel.isPending}
        onConfirm={() => actions.cancel.mutate({ id: game.id }, { onSettled: confirm.close })}
      />
    </Card>
  );
}
