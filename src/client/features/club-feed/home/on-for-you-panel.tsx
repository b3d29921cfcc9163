import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { platformLabel } from '../../../../shared/golf/platforms';
import { trpc } from '../../../lib/trpc';
import { useMemberTime } from '../../../lib/use-member-time';

const GAMES_SHOWN = 3;
const TEE_TIMES_SHOWN = 3;

/** Cards waiting for the member: a partner's round to attest, their own card to confirm. */
function WaitingCards() {
  const time = useMemberTime();
  const cards = trpc.matches.awaitingMe.useQuery();
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Waiting for you
      </Text>
      {cards.data.map((card) => (
        <Text key={`${card.roundId}-${card.action}`} size="sm">
          <Link to="/member/match/$id" params={{ id: String(card.matchId) }}>
            {card.action === 'attest' ? `Attest ${card.playerName}’s round` : 'Confirm the scores entered for you'}
          </Link>{' '}
          <Text span size="xs" c="dimmed">
            {time.day(card.date, 'dayDate')}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** Open games others posted, on the member's clock. */
function GamesLookingForPlayers() {
  const time = useMemberTime();
  const games = trpc.openGames.list.useQuery({ limit: GAMES_SHOWN });
  if (!games.data || games.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Games looking for players
      </Text>
      {games.data.map((game) => (
        <Text key={game.id} size="sm">
          <Link to="/member/games">
            {game.startsAt ? time.dateTime(game.startsAt) : 'Any time this week'} · {platformLabel(game.platform)}
          </Link>{' '}
          <Text span size="xs" c="dimmed">
            {game.placesLeft === 1 ? '1 place left' : `${game.placesLeft} places left`}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** The member's next tee times. */
function NextTeeTimes() {
  const time = useMemberTime();
  const reservations = trpc.reservations.list.useQuery();
  const next = (reservations.data ?? []).slice(0, TEE_TIMES_SHOWN);
  if (next.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Your tee times
      </Text>
      {next.map((reservation) => (
        <Text key={reservation.id} size="sm">
          <Link to="/member/reservations">
            {time.day(reservation.date, 'dayDate')}, {time.wallClock(reservation.time)}
          </Link>{' '}
          <Text span size="xs" c="dimmed">
            {reservation.players === 1 ? '1 player' : `${reservation.players} players`}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** What is on for the member now, each part only when it has something. */
export function OnForYouPanel() {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="on-for-you-title">
      <Title order={2} size="h4" mb="sm" id="on-for-you-title">
        On for you
      </Title>
      <Stack gap="md">
        <WaitingCards />
        <GamesLookingForPlayers />
        <NextTeeTimes />
        <Text size="sm">
          <Link to="/member/games">Find a game or post one</Link>
        </Text>
      </Stack>
    </Card>
  );
}
