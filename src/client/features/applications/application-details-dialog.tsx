import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminApplication } from '../../../shared/applications/application.schema';
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

export function ApplicationDetailsDialog({ application, onClose }: { application: AdminApplication | null; onClose: () => void }) {
  const review = useReviewApplication(onClose);
  const busy = review.isPending;
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
          <Divider />
          <Title order={3} size="h5">
            Additional Information
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.additionalInfo ?? 'No additional information provided.'}
          </Text>
          {application.status === 'pending' && (
            <Group justify="flex-end" mt="md">
              <Button color="red" variant="light" disabled={busy} onClick={() => review.mutate({ id: application.id, status: 'rejected' })}>
                Reject
              </Button>
              <Button color="green" disabled={busy} onClick={() => review.mutate({ id: application.id, status: 'approved' })}>
                Approve
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
