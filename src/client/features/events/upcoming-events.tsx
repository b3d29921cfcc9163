import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { clubTime, eventDay, listDate } from './event-days';
import classes from './upcoming-events.module.css';

const SHOWN = 5;

/** The next public events beside the calendar; choosing one opens its day. */
export function UpcomingEvents({ events, timeZone, onSelectDay }: { events: ClubEvent[]; timeZone: string; onSelectDay: (day: string) => void }) {
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h4">
        Upcoming Events
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          No upcoming events yet.
        </Text>
      ) : (
        <ul className={classes.list}>
          {events.slice(0, SHOWN).map((event) => (
            <li key={event.id}>
              <UnstyledButton className={classes.item} onClick={() => onSelectDay(eventDay(event, timeZone))}>
                <Text fw={600} size="sm">
                  {event.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {listDate(event.startDate, timeZone)} · {clubTime(event.startDate, timeZone)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
