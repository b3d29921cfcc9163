import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';
import { teeTimeLabel } from './tee-time-format';
import type { useReservationMutations } from './use-reservation-mutations';

/** The full slots the member waits for, with their place in line; nothing when none. */
export function MyWaitlists({ leave }: { leave: ReturnType<typeof useReservationMutations>['leaveWaitlist'] }) {
  const waitlist = trpc.reservations.waitlist.useQuery(undefined);
  const time = useMemberTime();
  if (!waitlist.data || waitlist.data.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-waitlists">
      <Title order={2} size="h4" mb="sm" id="my-waitlists">
        Waiting for a Place
      </Title>
      <Stack gap="sm">
        {waitlist.data.map((entry) => {
          const label = teeTimeLabel(time, entry);
          return (
            <Group key={entry.id} justify="space-between" gap="xs">
              <div>
                <Text fw={600} size="sm">
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  Number {entry.position} in line · {entry.players} {entry.players === 1 ? 'player' : 'players'}
                </Text>
              </div>
              <Button size="xs" variant="subtle" color="red" loading={leave.isPending} onClick={() => leave.mutate({ id: entry.id })} aria-label={`Leave the waitlist for ${label}`}>
                Leave
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
