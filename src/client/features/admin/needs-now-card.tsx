import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { NeedsNowItem } from '../../../shared/admin/dashboard.schema';
import { needsNowWords, type WorkLink } from './dashboard-words';

/** The button to the page where the work is dealt with, on its tab or filter. */
function WorkButton({ link, label }: { link: WorkLink; label: string }) {
  const look = { variant: 'filled', size: 'sm' } as const;
  switch (link.to) {
    case '/admin/applications':
      return <Button {...look} renderRoot={(props) => <Link {...props} to={link.to} search={link.search} />}>{label}</Button>;
    case '/admin/tournaments':
      return <Button {...look} renderRoot={(props) => <Link {...props} to={link.to} search={link.search} />}>{label}</Button>;
    default:
      return <Button {...look} renderRoot={(props) => <Link {...props} to={link.to} />}>{label}</Button>;
  }
}

/** "Needs you now": each kind of work waiting, in order, with its count, a sentence and the way to it. */
export function NeedsNowCard({ items, loading }: { items: NeedsNowItem[] | undefined; loading: boolean }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="needs-now-title">
      <Title order={2} size="h3" id="needs-now-title" mb="sm">
        Needs you now
      </Title>
      {loading ? (
        <Text c="dimmed">Loading...</Text>
      ) : !items || items.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={22} color="var(--mantine-color-green-8)" aria-hidden />
          <Text>Nothing is waiting for you. Paid applications, payments, tournament cards, messages and failed mail will show here.</Text>
        </Group>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, i) => {
            const words = needsNowWords(item);
            return (
              <Group
                key={item.kind}
                component="li"
                justify="space-between"
                gap="sm"
                py="sm"
                style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
                data-kind={item.kind}
              >
                <Group gap="md" wrap="nowrap" style={{ flex: '1 1 260px' }}>
                  <Text fz={28} fw={800} lh={1} miw={44} ta="center">
                    {item.count}
                  </Text>
                  {/* The leading space keeps "2 applications are..." one phrase for screen readers. */}
                  <Text>{` ${words.sentence}`}</Text>
                </Group>
                <WorkButton link={words.link} label={words.button} />
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
