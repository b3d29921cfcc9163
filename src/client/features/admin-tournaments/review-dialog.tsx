import { Alert, Button, Card, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { ReviewItem, TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

type Decision = 'accept' | 'disqualify' | 'correct';

/** The committee's review queue for one tournament, its decisions, and finalising. */
export function ReviewDialog({ tournament, onClose }: { tournament: TournamentSummary | null; onClose: () => void }) {
  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tournament ? `Review: ${tournament.name}` : 'Review'} size="lg" centered>
      {tournament && <Review tournament={tournament} />}
    </Modal>
  );
}

function Review({ tournament }: { tournament: TournamentSummary }) {
  const queue = trpc.admin.tournaments.review.useQuery({ id: tournament.id });
  const invalidate = useInvalidate();
  const finalise = trpc.admin.tournaments.finalise.useMutation({
    onSuccess: async (results) => {
      notifySuccess('Results Final', results.winners.map((w) => `${w.flight ?? 'Overall'}: ${w.name}`).join('; ') || 'No finishers');
      await invalidate('tournaments', 'posts');
    },
    onError: (error) => notifyError('Not finalised', errorMessage(error, 'Please try again.')),
  });
  return (
    <Stack gap="md">
      {queue.isLoading && <Text c="dimmed">Loading cards...</Text>}
      {queue.data?.length === 0 && <Text>No cards wait for the committee.</Text>}
      {queue.data?.map((item) => <ReviewCard key={item.cardId} item={item} tournamentId={tournament.id} />)}
      {tournament.phase !== 'final' && (
        <Group justify="flex-end">
          <Button loading={finalise.isPending} onClick={() => finalise.mutate({ id: tournament.id })}>
            Finalise Results
          </Button>
        </Group>
      )}
      {finalise.error && (
        <Alert color="red" variant="light">
          {errorMessage(finalise.error, 'Please try again.')}
        </Alert>
      )}
    </Stack>
  );
}

function ReviewCard({ item, tournamentId }: { item: ReviewItem; tournamentId: number }) {
  const [decision, setDecision] = useState<Decision>('accept');
  const [reason, setReason] = useState('');
  const [hole, setHole] = useState<number | string>('');
  const [strokes, setStrokes] = useState<number | string>('');
  // Three choices do not fit side by side on a phone: they stack there.
  const phone = useMediaQuery('(max-width: 30em)');
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  const decide = trpc.admin.tournaments.decide.useMutation({
    onSuccess: async () => {
      notifySuccess('Decision Recorded', `${item.name}, round ${item.round}`);
      await Promise.all([utils.admin.tournaments.review.invalidate({ id: tournamentId }), invalidate('tournaments')]);
    },
    onError: (error) => notifyError('Decision not recorded', errorMessage(error, 'Please try again.')),
  });
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {item.name}: round {item.round}, attempt {item.attempt}, gross {item.gross}
        </Title>
        {item.reasons.map((why) => (
          <Text key={why} size="sm">
            {why}
          </Text>
        ))}
        <SegmentedControl
          fullWidth
          orientation={phone ? 'vertical' : 'horizontal'}
          value={decision}
          onChange={(value) => setDecision(value === 'disqualify' || value === 'correct' ? value : 'accept')}
          data={[
            { value: 'accept', label: 'Accept' },
            { value: 'disqualify', label: 'Disqualify' },
            { value: 'correct', label: 'Correct a hole' },
          ]}
        />
        {decision === 'correct' && (
          <Group grow>
            <NumberInput label="Hole" min={1} max={18} value={hole} onChange={setHole} />
            <NumberInput label="Strokes" min={1} max={20} value={strokes} onChange={setStrokes} />
          </Group>
        )}
        <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button
            size="xs"
            color={decision === 'disqualify' ? 'red' : undefined}
            loading={decide.isPending}
            onClick={() =>
              decide.mutate({
                cardId: item.cardId,
                decision: { decision, reason, ...(decision === 'correct' && typeof hole === 'number' && typeof strokes === 'number' && { hole, strokes }) },
              })
            }
          >
            Record Decision
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
