import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MatchCard } from './match-card';
import { useUpcomingMatches } from './use-matches';

export function UpcomingMatches() {
  const matches = useUpcomingMatches();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Upcoming Golf Matches
      </Title>
      {matches.isLoading && <Text c="dimmed">Loading matches...</Text>}
      {matches.isError && <Text c="red">Error loading matches. Please try again later.</Text>}
      {matches.data?.length === 0 && <Text c="dimmed">No upcoming matches. Start one and invite your friends!</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {matches.data?.map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
