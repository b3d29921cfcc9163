import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AdminDashboard, WeekAheadItem } from '../../../shared/admin/dashboard.schema';
import { dayjs, inClubTime, TIME } from '../../lib/dates';
import { WEEK_KIND_LABELS, type WeekLink, weekAheadWords } from './dashboard-words';

function WeekButton({ link, label, name }: { link: WeekLink; label: string; name: string }) {
  // The button keeps its width; the line's text wraps instead.
  const look = { variant: 'subtle', size: 'compact-sm', 'aria-label': `${label}: ${name}`, style: { flexShrink: 0 } } as const;
  switch (link.to) {
    case '/admin/tee-sheet':
      return <Button {...look} renderRoot={(props) => <Link {...props} to={link.to} search={link.search} />}>{label}</Button>;
    case '/admin/members':
      return <Button {...look} renderRoot={(props) => <Link {...props} to={link.to} search={link.search} />}>{label}</Button>;
    default:
      return <Button {...look} renderRoot={(props) => <Link {...props} to={link.to} />}>{label}</Button>;
  }
}

/** "Wednesday, May 10" ('Today' for the first day). */
function dayHeading(day: string, today: string): string {
  const name = dayjs.utc(day).format('dddd, MMMM D');
  return day === today ? `Today, ${dayjs.utc(day).format('MMMM D')}` : name;
}

function WeekLine({ item, timeZone }: { item: WeekAheadItem; timeZone: string }) {
  const words = weekAheadWords(item);
  const time = 'at' in item ? inClubTime(item.at, timeZone).format(TIME) : null;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" w={64} style={{ flexShrink: 0 }}>
          {time ?? 'All day'}
        </Text>
        <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }} visibleFrom="xs">
          {WEEK_KIND_LABELS[item.kind]}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {words.text}
        </Text>
      </Group>
      <WeekButton link={words.link} label={words.button} name={words.text} />
    </Group>
  );
}

/** "The week ahead": the club's next seven days, day by day, in club time. */
export function WeekAheadCard({ dashboard, timeZone }: { dashboard: AdminDashboard | undefined; timeZone: string }) {
  const days = new Map<string, WeekAheadItem[]>();
  for (const item of dashboard?.weekAhead ?? []) days.set(item.day, [...(days.get(item.day) ?? []), item]);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="week-ahead-title">
      <Title order={2} size="h3" id="week-ahead-title">
        The week ahead
      </Title>
      {dashboard && (
        <Text size="sm" c="dimmed" mb="sm">
          {dayjs.utc(dashboard.week.from).format('MMM D')} – {dayjs.utc(dashboard.week.to).format('MMM D, YYYY')}, club time ({timeZone})
        </Text>
      )}
      {!dashboard ? (
        <Text c="dimmed">Loading...</Text>
      ) : days.size === 0 ? (
        <Text>Nothing is planned in the next seven days: no events, round windows, tee times or renewals.</Text>
      ) : (
        <Stack gap="sm">
          {[...days].map(([day, items]) => (
            <div key={day}>
              <Title order={3} size="h5" mb={2}>
                {dayHeading(day, dashboard.week.from)}
              </Title>
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item, i) => (
                  <WeekLine key={`${item.kind}-${'at' in item ? item.at : ''}-${i}`} item={item} timeZone={timeZone} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
