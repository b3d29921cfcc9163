import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatClubIndex } from '../../../shared/golf/golf.schema';
import type { TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { useMemberTime } from '../../lib/use-member-time';
import { feeNote, feeWords, placesWords } from './tournament-words';
import { useEntry } from './use-tournaments';

function statusWords(viewer: TournamentDetail['viewer']): string | null {
  if (viewer.entry === 'entered') return 'You are entered';
  if (viewer.entry === 'waitlisted') return `On the waitlist, number ${viewer.position ?? '?'}`;
  return null;
}

/** "My entry": the member's place (or waitlist number), Enter or Withdraw, and why not when they cannot. */
export function EntryPanel({ tournament: t }: { tournament: TournamentDetail }) {
  const entry = useEntry();
  const time = useMemberTime();
  const { viewer } = t;
  const holding = viewer.entry !== null;
  const words = statusWords(viewer);
  const full = t.placesLeft === 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-entry">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="my-entry">
            My entry
          </Title>
          {words && (
            <Badge color={viewer.entry === 'entered' ? 'green' : 'yellow'} data-testid="entry-status">
              {words}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {[feeWords(t.entryFee), placesWords(t)].filter((part) => part !== null).join(' · ')}
        </Text>
        {viewer.index !== null && <Text size="sm">You play off an index of {formatClubIndex(viewer.index)} (fixed when the first window opens).</Text>}
        {!holding && feeNote(t.entryFee) && (
          <Text size="sm" c="dimmed">
            {feeNote(t.entryFee)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t.entriesOpen ? `Entries close ${time.dateTime(t.entriesCloseAt, 'date')}.` : 'Entries are closed.'}
        </Text>
        {!holding && viewer.cannotEnter && (
          <Alert color="yellow" variant="light" title="You cannot enter yet">
            {viewer.cannotEnter}
          </Alert>
        )}
        <Group gap="xs">
          {!holding && !viewer.cannotEnter && (
            <Button loading={entry.isPending} onClick={() => entry.mutate({ tournamentId: t.id, enter: true })}>
              {full ? 'Join the waitlist' : 'Enter'}
            </Button>
          )}
          {holding && t.entriesOpen && (
            <Button variant="default" loading={entry.isPending} onClick={() => entry.mutate({ tournamentId: t.id, enter: false })}>
              Withdraw
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
