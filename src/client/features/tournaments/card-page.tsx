import { Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { useSession } from '../../lib/use-session';
import { CardReadOnly } from './card-read-only';
import { MyCard } from './my-card';
import classes from '../../components/scoring/score-screen.module.css';
import { countdown } from './tournament-time';
import { useNow } from '../../lib/use-now';
import { CARD_STATUS_WORDS, handicapWords } from './tournament-words';
import { useCard, useTournament } from './use-tournaments';

function ClosesIn({ card }: { card: TournamentCard }) {
  const now = useNow();
  return (
    <Text size="sm" fw={600} c="green.9">
      Window closes in {countdown(card.closesAt, now)}
    </Text>
  );
}

/** "Round 1 · Harbour Links, Blue · playing handicap 9". */
function detailsOf(card: TournamentCard): string {
  return `Round ${card.round}${card.attempt > 1 ? `, attempt ${card.attempt}` : ''} · ${card.course} · playing handicap ${handicapWords(card.playingHandicap)}`;
}

function markerWords(card: TournamentCard): string | null {
  if (!card.marker) return null;
  return card.status === 'attested' || card.status === 'accepted' ? `Attested by ${card.marker.name}` : `Marker: ${card.marker.name}`;
}

/** /member/tournaments/$id/cards/$cardId: the player's card in play, or any card read-only (with Attest for its marker). */
export function CardPage({ tournamentId, cardId }: { tournamentId: number; cardId: number }) {
  const query = useCard(cardId);
  const tournament = useTournament(tournamentId);
  const { user, isLoading: sessionLoading } = useSession();
  const card = query.data;
  const mine = card !== undefined && user?.id === card.player.id;
  const playing = mine && card.status === 'open';
  const status = card ? CARD_STATUS_WORDS[card.status] : undefined;
  return (
    <Stack gap="md" className={classes.screen}>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/member/tournaments/$id" params={{ id: String(tournamentId) }} />}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> {tournament.data?.name ?? 'Tournament'}
        </Group>
      </Anchor>
      {query.isLoading || sessionLoading ? (
        <Loader aria-label="Loading the card" />
      ) : !card || !status ? (
        <Text c="red.9">This card could not be found.</Text>
      ) : (
        <>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" align="center">
              <Title order={1} size="h3">
                {mine ? 'Your card' : `${card.player.name}'s card`}
              </Title>
              <Badge color={status.color} variant="light" data-testid="card-status">
                {status.label}
              </Badge>
            </Group>
            {!playing && (
              <Text size="sm" c="dimmed">
                {detailsOf(card)}
              </Text>
            )}
            {markerWords(card) && <Text size="sm">{markerWords(card)}</Text>}
            {card.status === 'open' && <ClosesIn card={card} />}
          </Stack>
          {mine ? <MyCard card={card} tournament={tournament.data} details={detailsOf(card)} /> : <CardReadOnly card={card} viewerId={user?.id ?? null} />}
        </>
      )}
    </Stack>
  );
}
