import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ClubEvent, MyRsvp } from '../../../shared/events/event.schema';
import { EventPicture } from '../../components/event-picture';
import { useMemberTime } from '../../lib/use-member-time';
import { RsvpPanel } from './rsvp-panel';

export function MemberEventCard({ event, rsvp }: { event: ClubEvent; rsvp: MyRsvp | undefined }) {
  const time = useMemberTime();
  return (
    <Card withBorder padding="md" component="article" aria-label={event.title}>
      {event.image && (
        <Card.Section mb="sm">
          <EventPicture image={event.image} />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <Group gap={6}>
            {event.visibility === 'members' && (
              <Badge color="grape" variant="light">
                Members only
              </Badge>
            )}
            <Badge variant="light">{event.category}</Badge>
          </Group>
        </Group>
        <Text size="sm">{event.description}</Text>
        <Group gap="lg" justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {time.span(event.startDate, event.endDate)}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {event.location}
              </Text>
            </Group>
          </Stack>
          <Button
            component="a"
            href={`/api/events/${event.id}.ics`}
            download={`event-${event.id}.ics`}
            variant="light"
            size="xs"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            aria-label={`Add to calendar: ${event.title}`}
          >
            Add to calendar
          </Button>
        </Group>
        <RsvpPanel event={event} rsvp={rsvp} />
      </Stack>
    </Card>
  );
}
