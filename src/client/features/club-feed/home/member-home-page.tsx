import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { pagesOfTab } from '../../../components/member/member-tabs';
import { useSession } from '../../../lib/use-session';
import { HomeComposer } from './home-composer';
import { OpenTournamentsPanel } from './open-tournaments-panel';
import { PlayingNowPanel } from './playing-now-panel';
import { RecentMatchesPanel } from './recent-matches-panel';
import { RecentPosts } from './recent-posts';
import { UpcomingEventsPanel } from './upcoming-events-panel';

/** Member home: the composer and the latest posts, beside who is playing now, tournaments open now, upcoming events and recent matches. */
export function MemberHomePage() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Welcome back{user ? `, ${user.username}` : ''}
        </Title>
        {/* The pages under the Home tab (member-tabs.ts): the Club Feed. */}
        <Group gap="xs">
          {pagesOfTab('home').map((page) => (
            <Button key={page.path} component={Link} to={page.path} variant="light">
              {page.label}
            </Button>
          ))}
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <HomeComposer />
            <RecentPosts />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <PlayingNowPanel />
            <OpenTournamentsPanel />
            <UpcomingEventsPanel />
            <RecentMatchesPanel />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
