import { Button, Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DisputedCard } from '../../../shared/golf/golf.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { formatDay } from '../../lib/relative-time';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ExcludeRoundDialog } from './exclude-round-dialog';
import { useRoundExclusion } from './use-golf';

/** Cards their players disputed: the committee lets each stand or takes it out of the club index. */
export function DisputedCardsPage() {
  const disputes = trpc.golf.disputes.useQuery(undefined);
  const invalidate = useInvalidate();
  const [excluding, setExcluding] = useState<DisputedCard | null>(null);
  const { exclude } = useRoundExclusion(() => setExcluding(null));
  const settle = trpc.golf.settleDispute.useMutation({
    onSuccess: async () => {
      notifySuccess('Card Stands', 'The dispute is settled: the card counts once it is attested.');
      await invalidate('golf');
    },
    onError: (error) => notifyError('Failed to settle the dispute', errorMessage(error, 'Please try again.')),
  });

  const columns: AdminColumn<DisputedCard>[] = [
    {
      header: 'Round',
      cell: (card) => (
        <Stack gap={0}>
          <Link to="/member/match/$id" params={{ id: String(card.matchId) }}>
            {formatDay(card.date, 'MMM D, YYYY')} {card.time}
          </Link>
          <Text size="xs" c="dimmed">
            {card.course}
          </Text>
        </Stack>
      ),
    },
    { header: 'Card', nowrap: true, cell: (card) => `${card.player}: ${card.gross}` },
    { header: 'Entered by', cell: (card) => card.enteredBy.join(', ') || '–' },
    { header: 'Reason', style: { minWidth: 180 }, cell: (card) => <Text size="sm">{card.reason}</Text> },
    {
      header: 'Actions',
      align: 'right',
      cell: (card) => (
        <Stack gap={6} align="flex-end">
          <Button size="xs" variant="light" loading={settle.isPending} onClick={() => settle.mutate({ roundId: card.roundId })} aria-label={`Let It Stand: ${card.player}'s card`}>
            Let It Stand
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setExcluding(card)} aria-label={`Exclude: ${card.player}'s round`}>
            Exclude
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Disputed Cards"
        description="Scores someone else entered that their player disputes. None counts for the club index until the committee lets it stand (it is then attested as usual) or excludes it."
      />
      <Card withBorder padding="md">
        <AdminTable
          label="Disputed cards"
          minWidth={640}
          columns={columns}
          rows={disputes.data}
          rowKey={(card) => card.roundId}
          loading={disputes.isLoading}
          loadingText="Loading disputed cards..."
          errorText={disputes.isError ? 'Failed to fetch disputed cards' : null}
          emptyText="No disputed cards"
        />
      </Card>
      <ExcludeRoundDialog roundId={excluding?.roundId ?? null} onClose={() => setExcluding(null)} exclude={exclude} />
    </Stack>
  );
}
