import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '../../../shared/applications/application.schema';

const statusColor: Record<ApplicationStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const statusLabel: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={statusColor[status]} variant="light">
      {statusLabel[status]}
    </Badge>
  );
}

export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <Badge color={paid ? 'green' : 'gray'} variant={paid ? 'filled' : 'outline'}>
      {paid ? 'Paid' : 'Unpaid'}
    </Badge>
  );
}
