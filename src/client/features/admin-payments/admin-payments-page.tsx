import { Badge, Button, Card, Text } from '@mantine/core';
import { useState } from 'react';
import type { PaymentReview } from '../../../shared/payments/payment-review.schema';
import { formatCents } from '../../../shared/statements/statement.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { inClubTime, LIST_DATE } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

const STATUS = {
  open: { label: 'To refund', color: 'orange' },
  refunding: { label: 'Refunding...', color: 'blue' },
  refunded: { label: 'Refunded', color: 'green' },
} as const;

function amountOf(review: PaymentReview): string {
  return review.amountCents === null ? 'Unknown' : `${formatCents(review.amountCents)} ${(review.currency ?? '').toUpperCase()}`.trim();
}

/** Payments that did not count as a membership fee: the payer was told the club refunds them. */
export function AdminPaymentsPage() {
  const { timeZone } = useClubSettings();
  const reviews = trpc.admin.payments.reviews.useQuery(undefined);
  const invalidate = useInvalidate();
  const [refunding, setRefunding] = useState<PaymentReview | null>(null);
  const refund = trpc.admin.payments.refund.useMutation({
    onSuccess: async (review) => {
      setRefunding(null);
      notifySuccess('Payment Refunded', `${amountOf(review)} goes back to ${review.email ?? 'the payer'}.`);
      await invalidate('payments');
    },
    onError: (error) => notifyError('Refund failed', errorMessage(error, 'Please try again.')),
  });

  const columns: AdminColumn<PaymentReview>[] = [
    { header: 'Received', nowrap: true, cell: (review) => inClubTime(review.createdAt, timeZone).format(LIST_DATE) },
    { header: 'Payer', style: { overflowWrap: 'anywhere' }, cell: (review) => review.email ?? 'Unknown' },
    { header: 'Amount', nowrap: true, cell: amountOf },
    { header: 'Why it needs review', cell: (review) => <Text size="sm">{review.reasonText}</Text> },
    {
      header: 'Status',
      style: { minWidth: 120 },
      cell: (review) => (
        <Badge variant="light" tt="none" maw="none" color={STATUS[review.status].color}>
          {STATUS[review.status].label}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (review) =>
        review.status === 'open' ? (
          <Button size="xs" color="red" variant="light" onClick={() => setRefunding(review)} aria-label={`Refund ${amountOf(review)} to ${review.email ?? 'the payer'}`}>
            Refund
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader title="Payments to Review" description="Payments that did not count as a membership fee. Each payer was told that the club will refund it." />
      <Card withBorder padding="md">
        <AdminTable
          label="Payments to review"
          minWidth={680}
          columns={columns}
          rows={reviews.data}
          rowKey={(review) => review.id}
          loading={reviews.isLoading}
          loadingText="Loading payments..."
          errorText={reviews.isError ? 'Failed to fetch payments' : null}
          emptyText="No payments need review"
        />
      </Card>
      <ConfirmDialog
        opened={refunding !== null}
        onClose={() => setRefunding(null)}
        title="Refund payment"
        message={refunding ? `Give ${amountOf(refunding)} back to ${refunding.email ?? 'the payer'}? This cannot be undone.` : ''}
        confirmLabel="Refund"
        keepLabel="Keep Payment"
        busyLabel="Refunding..."
        busy={refund.isPending}
        onConfirm={() => refunding && refund.mutate({ id: refunding.id })}
      />
    </>
  );
}
