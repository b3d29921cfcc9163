import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { EventPicture } from '../../components/event-picture';
import { clubTime } from './event-days';

export function EventCard({ event, timeZone }: { event: ClubEvent; timeZone: string }) {
  return (
    <Card withBorder padding="md">
      {event.image && (
        <Card.Section mb="sm">
          <EventPicture image={event.image} />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4">
            {event.title}
          </Title>
          <Badge variant="light">{event.category}</Badge>
        </Group>
        <Text size="sm">{event.description}</Text>
        <Group gap="lg">
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {clubTime(event.startDate, timeZone)} - {clubTime(event.endDate, timeZone)} club time
            </Text>
          </Group>
          <Group gap={6}>
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {event.location}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
