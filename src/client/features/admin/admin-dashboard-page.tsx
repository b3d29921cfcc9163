import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconHourglassLow, IconUserOff, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useSession } from '../../lib/use-session';
import { trpc } from '../../lib/trpc';

interface CountCard {
  title: string;
  description: string;
  count: number | undefined;
  icon: ComponentType<{ size?: number }>;
  link?: { to: string; label: string } | { status: 'expiring' | 'lapsed'; label: string };
}

export function AdminDashboardPage() {
  const { user } = useSession();
  const counts = trpc.admin.dashboard.useQuery(undefined);
  const cards: CountCard[] = [
    {
      title: 'Members',
      description: 'Total club members',
      count: counts.data?.members,
      icon: IconUsers,
      link: { to: '/admin/members', label: 'Manage Members' },
    },
    {
      title: 'Applications',
      description: 'Pending applications',
      count: counts.data?.applications,
      icon: IconFileText,
      link: { to: '/admin/applications', label: 'Review Applications' },
    },
    {
      title: 'Events',
      description: 'Total club events',
      count: counts.data?.events,
      icon: IconCalendarEvent,
      link: { to: '/admin/events', label: 'Manage Events' },
    },
    {
      title: 'Expiring',
      description: 'Memberships ending soon',
      count: counts.data?.expiring,
      icon: IconHourglassLow,
      link: { status: 'expiring', label: 'Expiring Members' },
    },
    {
      title: 'Lapsed',
      description: 'Members past their grace period',
      count: counts.data?.lapsed,
      icon: IconUserOff,
      link: { status: 'lapsed', label: 'Lapsed Members' },
    },
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {cards.map((card) => (
          <Card key={card.title} withBorder padding="lg">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{card.title}</Text>
              <card.icon size={22} />
            </Group>
            <Text fz={36} fw={800} lh={1.1} aria-label={`${card.title} count`}>
              {counts.isLoading ? '…' : (card.count ?? '—')}
            </Text>
            <Text size="sm" c="dimmed" mb="md">
              {card.description}
            </Text>
            {card.link && <CardLink link={card.link} />}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CardLink({ link }: { link: NonNullable<CountCard['link']> }) {
  if ('status' in link) {
    const { status } = link;
    return (
      <Button renderRoot={(props) => <Link {...props} to="/admin/members" search={{ status }} />} variant="light" fullWidth>
        {link.label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={link.to} variant="light" fullWidth>
      {link.label}
    </Button>
  );
}
