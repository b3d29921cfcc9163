import { Anchor, Badge, Box, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EntrantsCard } from './entrants-card';
import { EntryPanel } from './entry-panel';
import { LeaderboardCard } from './leaderboard-card';
import { MyCards } from './my-cards';
import { RulesCard } from './rules-card';
import { WindowCountdown } from './tournament-summary-card';
import { FORMAT_WORDS } from '../../components/tournaments/board-words';
import { useTournament } from './use-tournaments';
import { useMemberTime } from '../../lib/use-member-time';

/** /member/tournaments/$id: rules and conditions, my entry, my cards, entrants and the live leaderboard. */
export function TournamentPage({ id }: { id: number }) {
  const query = useTournament(id);
  const { zone } = useMemberTime();
  const t = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/member/tournaments" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> All tournaments
        </Group>
      </Anchor>
      {query.isLoading ? (
        <Loader aria-label="Loading the tournament" />
      ) : !t ? (
        <Text c="red.9">Failed to fetch the tournament. It may have been removed.</Text>
      ) : (
        <>
          <Stack gap={4}>
            <Group gap="xs" align="center">
              <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {t.name}
              </Title>
              <Badge variant="light">{FORMAT_WORDS[t.format]}</Badge>
            </Group>
            {(t.phase === 'open' || t.phase === 'upcoming') && <WindowCountdown rounds={t.rounds} />}
            <Text size="sm" c="dimmed">
              Times are shown in your time zone: {zone}.
            </Text>
          </Stack>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              <Stack gap="lg">
                <EntryPanel tournament={t} />
                <MyCards tournament={t} />
                {/* Beside the rules on a wide screen; below the board on a phone, after what the player acts on. */}
                <Box visibleFrom="md">
                  <EntrantsCard tournament={t} />
                </Box>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              <RulesCard tournament={t} />
            </Grid.Col>
          </Grid>
          <LeaderboardCard tournament={t} />
          <Box hiddenFrom="md">
            <EntrantsCard tournament={t} />
          </Box>
        </>
      )}
    </Stack>
  );
}
