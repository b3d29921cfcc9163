import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { TournamentDetail } from '../../../shared/tournaments/tournament.schema';

/** Who is in (and who is waiting), with their flight. */
export function EntrantsCard({ tournament: t }: { tournament: TournamentDetail }) {
  const inField = t.entrantList.filter((e) => e.status !== 'withdrawn');
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Entrants ({t.entrants})
        </Title>
        {inField.length === 0 ? (
          <Text size="sm" c="dimmed">
            No entries yet.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {inField.map((e) => (
              <Group key={e.userId} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {e.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {e.flight && (
                    <Badge variant="light" color="gray">
                      {e.flight}
                    </Badge>
                  )}
                  {e.status === 'waitlisted' && (
                    <Badge variant="light" color="yellow">
                      Waitlist
                    </Badge>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
