import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useSession } from '../../lib/use-session';
import { trpc } from '../../lib/trpc';

interface CountCard {
  title: string;
  description: string;
  count: number | undefined;
  icon: ComponentType<{ size?: number }>;
  link?: { to: string; label: string };
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
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
            {card.link && (
              <Button component={Link} to={card.link.to} variant="light" fullWidth>
                {card.link.label}
              </Button>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
