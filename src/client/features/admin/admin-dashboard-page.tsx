import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useClubSettings } from '../../lib/use-club-settings';
import { useSession } from '../../lib/use-session';
import { trpc } from '../../lib/trpc';
import { NeedsNowCard } from './needs-now-card';
import { WeekAheadCard } from './week-ahead-card';

interface CountCard {
  title: string;
  description: string;
  count: number | undefined;
  icon: ComponentType<{ size?: number }>;
  to: '/admin/members' | '/admin/applications' | '/admin/events';
  label: string;
}

/** The committee's first screen: what needs it now, the week ahead, then the spec's three counts. */
export function AdminDashboardPage() {
  const { user } = useSession();
  const { timeZone } = useClubSettings();
  const dashboard = trpc.admin.dashboard.useQuery(undefined);
  const data = dashboard.data;
  const cards: CountCard[] = [
    { title: 'Members', description: 'Total club members', count: data?.members, icon: IconUsers, to: '/admin/members', label: 'Manage Members' },
    { title: 'Applications', description: 'Pending applications', count: data?.applications, icon: IconFileText, to: '/admin/applications', label: 'Review Applications' },
    { title: 'Events', description: 'Total club events', count: data?.events, icon: IconCalendarEvent, to: '/admin/events', label: 'Manage Events' },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Admin Dashboard
          </Title>
          <Text c="dimmed">Welcome back, {user?.username}</Text>
        </div>
        <Badge size="lg" color="green" variant="filled">
          Admin
        </Badge>
      </Group>
      {dashboard.isError && <Text c="red.8">The dashboard could not be loaded. Please refresh the page.</Text>}
      <NeedsNowCard items={data?.needsNow} loading={dashboard.isLoading} />
      <WeekAheadCard dashboard={data} timeZone={timeZone} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <Card key={card.title} withBorder padding="lg">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{card.title}</Text>
              <card.icon size={22} />
            </Group>
            <Text fz={36} fw={800} lh={1.1} aria-label={`${card.title} count`}>
              {dashboard.isLoading ? '…' : (card.count ?? '—')}
            </Text>
            <Text size="sm" c="dimmed" mb="md">
              {card.description}
            </Text>
            <Button
              component={Link}
              to={card.to}
              variant="light"
              fullWidth
              mt="auto"
              // In three narrow columns a long label wraps instead of being cut.
              styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {card.label}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="xs" component="nav" aria-label="Membership lists">
        <Text size="sm" c="dimmed">
          Membership lists:
        </Text>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/members" search={{ status: 'expiring' }} />}>
          Expiring Members
        </Anchor>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/members" search={{ status: 'lapsed' }} />}>
          Lapsed Members
        </Anchor>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/members" search={{ balance: 'due' }} />}>
          Members Who Owe
        </Anchor>
      </Group>
    </Stack>
  );
}
