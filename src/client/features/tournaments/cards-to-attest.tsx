import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';

/** The cards that name this member as marker and wait for their attestation; nothing when there are none. */
export function CardsToAttest() {
  const cards = trpc.tournaments.toAttest.useQuery(undefined);
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="cards-to-attest">
      <Title order={2} size="h4" id="cards-to-attest" mb="xs">
        Cards to attest
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        You are the marker named on these cards: check each against the round you saw and attest it.
      </Text>
      <Stack gap={6}>
        {cards.data.map((card) => (
          <Link key={card.cardId} to="/member/tournaments/$id/cards/$cardId" params={{ id: String(card.tournamentId), cardId: String(card.cardId) }}>
            {card.player}: {card.tournament}, round {card.round}
          </Link>
        ))}
      </Stack>
    </Card>
  );
}
