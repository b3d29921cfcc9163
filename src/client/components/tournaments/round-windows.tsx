import { List, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { dayjs, LIST_DATE, TIME } from '../../lib/dates';

// A tournament round's play window: its words in a time zone, whether it holds an instant, and the list of a tournament's windows.

/** "Dec 5, 3:00 PM – Dec 8, 2026 3:00 PM": a play window in a time zone, the year once. */
export function windowWords(opensAt: string, closesAt: string, zone: string): string {
  const opens = dayjs(opensAt).tz(zone);
  const closes = dayjs(closesAt).tz(zone);
  const openFormat = opens.year() === closes.year() ? `MMM D, ${TIME}` : `${LIST_DATE} ${TIME}`;
  return `${opens.format(openFormat)} – ${closes.format(`${LIST_DATE} ${TIME}`)}`;
}

/** Whether a round's window holds the instant: opened, not yet closed. */
export function windowHolds(round: { opensAt: string; closesAt: string }, at: number): boolean {
  return Date.parse(round.opensAt) <= at && at < Date.parse(round.closesAt);
}

interface RoundView {
  number: number;
  course: string;
  tee: string;
  opensAt: string;
  closesAt: string;
}

/** Each round's play window, as `words` tells it (a zone's clock, or the member's with the club's beside), with its course and tees. */
export function RoundWindows({ rounds, words }: { rounds: readonly RoundView[]; words: (opensAt: string, closesAt: string) => string }) {
  return (
    <List spacing={4} size="sm" icon={<IconClock size={16} aria-hidden />} center>
      {rounds.map((round) => (
        <List.Item key={round.number}>
          <Text size="sm" span fw={600}>
            Round {round.number}
          </Text>{' '}
          <Text size="sm" span>
            {words(round.opensAt, round.closesAt)}
          </Text>{' '}
          <Text size="sm" span c="dimmed">
            ({round.course}, {round.tee} tees)
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
