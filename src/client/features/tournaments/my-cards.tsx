import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { CARD_STATUS_WORDS } from './tournament-words';

/** The member's own cards in this tournament: resume the one in play, look back at the others. */
export function MyCards({ tournament: t }: { tournament: TournamentDetail }) {
  const cards = t.viewer.cards;
  if (cards.length === 0 && t.viewer.entry !== 'entered') return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-cards">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-cards">
          My cards
        </Title>
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            No cards yet. Open one from the rules card when a window is open.
          </Text>
        ) : (
          cards.map((card) => {
            const status = CARD_STATUS_WORDS[card.status];
            return (
              <Group key={card.id} justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    Round {card.round}
                    {t.attempts > 1 ? `, attempt ${card.attempt}` : ''}
                  </Text>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Stack>
                <Anchor size="sm" fw={600} renderRoot={(props) => <Link {...props} to="/member/tournaments/$id/cards/$cardId" params={{ id: String(t.id), cardId: String(card.id) }} />}>
                  {card.status === 'open' ? `Resume card: round ${card.round}` : `View card: round ${card.round}`}
                </Anchor>
              </Group>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
