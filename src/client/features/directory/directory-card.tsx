import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconDeviceDesktopAnalytics, IconFlag, IconGolf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { countryName } from '../../../shared/countries';
import { platformLabel } from '../../../shared/golf/platforms';
import type { DirectoryEntry } from '../../../shared/people/directory.schema';
import { formatInZone } from '../../../shared/zoned-time';
import { MemberAvatar } from '../../components/member-avatar';
import { clubToday } from '../../lib/dates';
import { indexWords } from '../../lib/index-words';
import { daysAgo, flagOf, zoneCity, zoneDifference } from './directory-words';

/** Whose eyes: the viewer's zone (for the difference), the club's (last rounds are club days), their locale. */
export interface DirectoryViewer {
  zone: string;
  clubZone: string;
  locale: string;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ flexShrink: 0, marginTop: 2, display: 'inline-flex', color: 'var(--mantine-color-green-8)' }}>
        {icon}
      </span>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function equipment(entry: DirectoryEntry): string | null {
  const list = (entry.platforms ?? []).map(platformLabel).join(', ');
  const platforms = list ? `Plays on ${list}` : '';
  const monitor = entry.launchMonitor ? `Launch monitor: ${entry.launchMonitor}` : '';
  return [platforms, monitor].filter(Boolean).join(' · ') || null;
}

/**
 * One member as another member sees them. A field they hid is absent and shows nothing at all; one
 * they left empty shows nothing either, except the index ('No handicap') and the last round.
 */
export function DirectoryCard({ entry, now, viewer }: { entry: DirectoryEntry; now: Date; viewer: DirectoryViewer }) {
  const plays = equipment(entry);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={entry.name} h="100%">
      <Group gap="sm" wrap="nowrap" align="center" mb="sm">
        <MemberAvatar name={entry.name} photo={entry.photo} size="lg" />
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {entry.name}
          </Title>
          {entry.country && (
            <Text size="sm" c="dimmed">
              <span aria-hidden>{flagOf(entry.country)} </span>
              {countryName(entry.country)}
            </Text>
          )}
        </div>
      </Group>
      <Stack gap={6}>
        {entry.timeZone && (
          <Line icon={<IconClock size={16} />}>
            {formatInZone(now, entry.timeZone, viewer.locale, 'time')} in {zoneCity(entry.timeZone)}
            <Text span size="xs" c="dimmed">
              {' '}
              · {zoneDifference(now, entry.timeZone, viewer.zone)}
            </Text>
          </Line>
        )}
        {plays && (
          <Line icon={<IconDeviceDesktopAnalytics size={16} />}>
            {plays}
          </Line>
        )}
        {entry.homeCourse && (
          <Line icon={<IconFlag size={16} />}>
            Home course: {entry.homeCourse}
          </Line>
        )}
        {entry.index !== undefined && (
          <Line icon={<IconGolf size={16} />}>
            {entry.index === null ? 'No handicap' : indexWords(entry.index)}
          </Line>
        )}
        {entry.lastRound !== undefined && (
          <Line icon={<IconCalendar size={16} />}>
            {entry.lastRound === null ? 'No rounds yet' : `Last round ${daysAgo(entry.lastRound, clubToday(viewer.clubZone, now))}`}
          </Line>
        )}
      </Stack>
    </Card>
  );
}
