import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCashBanknote,
  IconFileText,
  IconGolf,
  IconHourglassLow,
  IconMailExclamation,
  IconMessage,
  IconUserOff,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useSession } from '../../lib/use-session';
import { trpc } from '../../lib/trpc';

type CardLink =
  | { to: '/admin/members' | '/admin/applications' | '/admin/events' | '/admin/messages' | '/admin/tee-sheet' | '/admin/outbox' | '/admin/tournaments'; label: string }
  | { members: { status: 'expiring' | 'lapsed' } | { balance: 'due' }; label: string };

interface CountCard {
  title: string;
  description: string;
  count: number | undefined;
  icon: ComponentType<{ size?: number }>;
  link: CardLink;
}

/** Each count is work waiting, with the link that leads to it. */
export function AdminDashboardPage() {
  const { user } = useSession();
  const counts = trpc.admin.dashboard.useQuery(undefined);
  const data = counts.data;
  const cards: CountCard[] = [
    {
      title: 'Applications',
      description: data
        ? `Pending: ${data.applicationsPaid} paid and ready to approve, ${data.applicationsUnpaid} awaiting payment`
        : 'Pending applications',
      count: data?.applications,
      icon: IconFileText,
      link: { to: '/admin/applications', label: 'Review Applications' },
    },
    { title: 'Messages', description: 'Unread messages from the contact form', count: data?.unreadMessages, icon: IconMessage, link: { to: '/admin/messages', label: 'Read Messages' } },
    { title: 'Cards to Review', description: 'Tournament cards waiting for the committee', count: data?.cardsToReview, icon: IconTrophy, link: { to: '/admin/tournaments', label: 'Review Cards' } },
    { title: 'Tee Times Today', description: 'Booked for today', count: data?.teeTimesToday, icon: IconGolf, link: { to: '/admin/tee-sheet', label: 'Open Tee Sheet' } },
    {
      title: 'Balances Due',
      description: 'Members who owe the club money',
      count: data?.balancesDue,
      icon: IconCashBanknote,
      link: { members: { balance: 'due' }, label: 'Members Who Owe' },
    },
    { title: 'Expiring', description: 'Memberships ending soon', count: data?.expiring, icon: IconHourglassLow, link: { members: { status: 'expiring' }, label: 'Expiring Members' } },
    { title: 'Lapsed', description: 'Members past their grace period', count: data?.lapsed, icon: IconUserOff, link: { members: { status: 'lapsed' }, label: 'Lapsed Members' } },
    { title: 'Mail Not Delivered', description: 'Messages the mail server refused, being retried', count: data?.failedMail, icon: IconMailExclamation, link: { to: '/admin/outbox', label: 'Open Outbox' } },
    { title: 'Members', description: 'Total club members', count: data?.members, icon: IconUsers, link: { to: '/admin/members', label: 'Manage Members' } },
    { title: 'Events', description: 'Total club events', count: data?.events, icon: IconCalendarEvent, link: { to: '/admin/events', label: 'Manage Events' } },
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
            <CardButton link={card.link} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CardButton({ link }: { link: CardLink }) {
  if ('members' in link) {
    const search = link.members;
    return (
      <Button renderRoot={(props) => <Link {...props} to="/admin/members" search={search} />} variant="light" fullWidth mt="auto">
        {link.label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={link.to} variant="light" fullWidth mt="auto">
      {link.label}
    </Button>
  );
}
