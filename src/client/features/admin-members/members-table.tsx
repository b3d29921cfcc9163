import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarDollar, IconGolf, IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminMember } from '../../../shared/members/member.schema';
import { type AdminColumn, AdminTable, type AdminTablePaging } from '../../components/admin/admin-table';
import { DeleteRowAction, EditRowAction } from '../../components/admin/row-actions';
import { MembershipStatusBadge } from '../../components/membership/membership-status-badge';

interface MembersTableProps {
  members: AdminMember[] | undefined;
  isLoading: boolean;
  currentUserId: number | undefined;
  onEdit: (member: AdminMember) => void;
  onDelete: (member: AdminMember) => void;
  onSetPaidThrough: (member: AdminMember) => void;
  paging: AdminTablePaging | undefined;
}

export function MembersTable({ members, isLoading, currentUserId, onEdit, onDelete, onSetPaidThrough, paging }: MembersTableProps) {
  const columns: AdminColumn<AdminMember>[] = [
    { header: 'ID', nowrap: true, cell: (member) => member.id },
    { header: 'Username', cell: (member) => member.username },
    {
      header: 'Type',
      cell: (member) => (
        <Badge variant="light" color={member.memberType === 'admin' ? 'green' : 'gray'}>
          {member.memberType}
        </Badge>
      ),
    },
    { header: 'Status', cell: (member) => <MembershipStatusBadge status={member.membershipStatus} /> },
    {
      header: 'Paid Through',
      cell: (member) =>
        member.paidThrough ? (
          <Stack gap={0}>
            <Text size="sm">{member.paidThrough}</Text>
            {member.renewalDue && (
              <Text size="xs" c="dimmed">
                {member.renewalDue}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (member) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Account of ${member.username}`}
            renderRoot={(props) => <Link {...props} to="/admin/members/$id/account" params={{ id: member.id }} />}
          >
            <IconReceipt size={18} />
          </ActionIcon>
          {member.memberType === 'standard' && (
            <ActionIcon
              variant="subtle"
              aria-label={`Club index of ${member.username}`}
              renderRoot={(props) => <Link {...props} to="/member/club-index/$userId" params={{ userId: String(member.id) }} />}
            >
              <IconGolf size={18} />
            </ActionIcon>
          )}
          {member.memberType === 'standard' && (
            <ActionIcon variant="subtle" aria-label={`Set paid-through date of ${member.username}`} onClick={() => onSetPaidThrough(member)}>
              <IconCalendarDollar size={18} />
            </ActionIcon>
          )}
          <EditRowAction name={member.username} onClick={() => onEdit(member)} />
          {/* No delete control on your own row. */}
          {member.id !== currentUserId && <DeleteRowAction name={member.username} onClick={() => onDelete(member)} />}
        </Group>
      ),
    },
  ];
  return (
    <AdminTable
      label="Members"
      minWidth={640}
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      loading={isLoading}
      loadingText="Loading members..."
      emptyText="No members found"
      paging={paging}
    />
  );
}
