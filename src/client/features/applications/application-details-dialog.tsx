import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatMoney } from '../../lib/money';
import type { AdminApplication } from '../../../shared/applications/application.schema';
import { countryName } from '../../../shared/countries';
import { HANDICAP_SYSTEM_LABELS } from '../../../shared/golf/handicap.schema';
import { platformLabel } from '../../../shared/golf/platforms';
import { PaidBadge, StatusBadge } from './application-badges';
import { useReviewApplication } from './use-review-application';

const levelLabel = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

/** "GHIN: 1234567"; an application from before the club asked says so. */
function handicapSource({ handicapSystem, handicapReference }: AdminApplication): string {
  if (!handicapSystem) return 'Not asked at the time';
  return handicapReference ? `${HANDICAP_SYSTEM_LABELS[handicapSystem]}: ${handicapReference}` : HANDICAP_SYSTEM_LABELS[handicapSystem];
}

export function ApplicationDetailsDialog({ application, onClose }: { application: AdminApplication | null; onClose: () => void }) {
  const [confirmingReject, setConfirmingReject] = useState(false);
  const review = useReviewApplication(() => {
    setConfirmingReject(false);
    onClose();
  });
  const busy = review.isPending;
  const reject = () => application && review.mutate({ id: application.id, status: 'rejected' });
  const paidAmount = application?.amountPaidCents ? formatMoney(application.amountPaidCents / 100) : 'the payment';
  return (
    <Modal opened={application !== null} onClose={onClose} title="Application Details" size="lg">
      {application && (
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={application.status} />
            <PaidBadge paid={application.paid} />
          </Group>
          <Title order={3} size="h5">
            Personal Information
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label="Full Name">{application.fullName}</Field>
            <Field label="Email">{application.email}</Field>
            <Field label="Phone">{application.phone}</Field>
            <Field label="Address">{application.address}</Field>
          </SimpleGrid>
          <Divider />
          <Title order={3} size="h5">
            Golf Experience
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label="Level">{levelLabel[application.golfExperience]}</Field>
            <Field label="Years of Experience">{application.yearsExperience ?? 'N/A'}</Field>
            <Field label="Handicap">{application.handicap ?? 'N/A'}</Field>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {application.handicap !== null && (
              <Field label="Index Kept By">{handicapSource(application)}</Field>
            )}
            <Field label="Country">{application.country ? countryName(application.country) : 'N/A'}</Field>
            <Field label="Time Zone">{application.timeZone ?? 'N/A'}</Field>
            <Field label="Platforms">{application.platforms.length > 0 ? application.platforms.map(platformLabel).join(', ') : 'N/A'}</Field>
            <Field label="Launch Monitor">{application.launchMonitor ?? 'N/A'}</Field>
            <Field label="Home Course">{application.homeCourse ?? 'N/A'}</Field>
          </SimpleGrid>
          <Divider />
          <Title order={3} size="h5">
            Additional Information
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.additionalInfo ?? 'No additional information provided.'}
          </Text>
          {application.status === 'pending' && (
            <Group justify="flex-end" mt="md">
              <Button color="red" variant="light" disabled={busy} onClick={() => (application.paid ? setConfirmingReject(true) : reject())}>
                Reject
              </Button>
              <Button color="green" disabled={busy} onClick={() => review.mutate({ id: application.id, status: 'approved' })}>
                Approve
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmingReject}
        title="Reject a Paid Application"
        message={`${application?.fullName ?? 'This applicant'} has paid ${paidAmount}. Rejecting refunds it through the payment provider and tells the applicant by e-mail.`}
        confirmLabel="Reject and Refund"
        keepLabel="Keep Application"
        busyLabel="Refunding..."
        busy={busy}
        onConfirm={reject}
        onClose={() => setConfirmingReject(false)}
      />
    </Modal>
  );
}
