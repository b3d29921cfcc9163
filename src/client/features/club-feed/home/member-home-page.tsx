import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { pagesOfTab } from '../../../components/member/member-tabs';
import { useSession } from '../../../lib/use-session';
import { trpc } from '../../../lib/trpc';
import { FirstRunChecklist } from './first-run-checklist';
import { HomeComposer } from './home-composer';
import { OnForYouPanel } from './on-for-you-panel';
import { OpenTournamentsPanel } from './open-tournaments-panel';
import { PlayingNowPanel } from './playing-now-panel';
import { RecentMatchesPanel } from './recent-matches-panel';
import { RecentPosts } from './recent-posts';
import { UpcomingEventsPanel } from './upcoming-events-panel';

/** Member home: greeting by first name, the first-run checklist, what is on for the member, the composer and the latest posts, beside who is playing now, tournaments open now, upcoming events and recent matches. */
export function MemberHomePage() {
  const { user } = useSession();
  const welcome = trpc.people.welcome.useQuery();
  const name = welcome.data?.firstName ?? user?.username;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {welcome.data?.firstDay ? 'Welcome' : 'Welcome back'}
          {name ? `, ${name}` : ''}
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
      {welcome.data && <FirstRunChecklist checklist={welcome.data.checklist} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <OnForYouPanel />
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
