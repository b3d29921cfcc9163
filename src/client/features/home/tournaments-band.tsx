import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';
import { PAGE_WIDTH } from '../../theme';
import classes from './home-page.module.css';

/** A way to the public leaderboards, shown only once the committee has published one. */
export function TournamentsBand() {
  const published = useQuery(publicQuery('tournaments', 'publicList')).data?.tournaments ?? [];
  if (published.length === 0) return null;
  const playing = published.some((t) => t.phase === 'open');
  return (
    <Container size={PAGE_WIDTH} pb={64}>
      {/* A box with the feature tiles' border rather than a Card: the home page's first visit stays light. */}
      <Box component="section" aria-labelledby="home-tournaments" className={classes.feature}>
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="home-tournaments">
              Tournament Leaderboards
            </Title>
            <Text c="dimmed">{playing ? 'Tournaments are being played now: follow the scores as they come in.' : "Follow the club's tournaments and their results."}</Text>
          </Stack>
          <Button component={Link} to="/tournaments">
            See the leaderboards
          </Button>
        </Group>
      </Box>
    </Container>
  );
}
