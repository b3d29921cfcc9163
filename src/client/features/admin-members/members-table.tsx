import { Badge, Button, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminMemberListItem } from '../../../shared/members/member.schema';
import { type AdminColumn, AdminTable, type AdminTablePaging } from '../../components/admin/admin-table';
import { MembershipStatusBadge } from '../../components/membership/membership-status-badge';
import { dayjs, LIST_DATE } from '../../lib/dates';
import { indexWords, statusWords } from './member-words';

interface MembersTableProps {
  members: AdminMemberListItem[] | undefined;
  isLoading: boolean;
  currentUserId: number | undefined;
  onEdit: (member: AdminMemberListItem) => void;
  onDelete: (member: AdminMemberListItem) => void;
  onSetPaidThrough: (member: AdminMemberListItem) => void;
  paging: AdminTablePaging | undefined;
}

/** Every action on a member, in words, under one Actions button (the table then fits the page). */
function MemberActions({ member, isSelf, onEdit, onDelete, onSetPaidThrough }: { member: AdminMemberListItem; isSelf: boolean } & Pick<MembersTableProps, 'onEdit' | 'onDelete' | 'onSetPaidThrough'>) {
  const standard = member.memberType === 'standard';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" rightSection={<IconChevronDown size={14} />} aria-label={`Actions for ${member.username}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item renderRoot={(props) => <Link {...props} to="/admin/members/$id/account" params={{ id: member.id }} />}>Account</Menu.Item>
        {standard && (
          <Menu.Item renderRoot={(props) => <Link {...props} to="/member/club-index/$userId" params={{ userId: String(member.id) }} />}>Club index</Menu.Item>
        )}
        {standard && <Menu.Item onClick={() => onSetPaidThrough(member)}>Set paid-through date</Menu.Item>}
        <Menu.Item onClick={() => onEdit(member)}>Edit</Menu.Item>
        {/* No delete on your own row. */}
        {!isSelf && (
          <Menu.Item color="red" onClick={() => onDelete(member)}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function MembersTable({ members, isLoading, currentUserId, onEdit, onDelete, onSetPaidThrough, paging }: MembersTableProps) {
  const columns: AdminColumn<AdminMemberListItem>[] = [
    {
      header: 'Name',
      style: { minWidth: 120 },
      cell: (member) => (
        <Stack gap={0}>
          {member.fullName ? <Text fw={600}>{member.fullName}</Text> : <Text c="dimmed">No name given</Text>}
          <Text size="sm" c="dimmed">
            @{member.username}
          </Text>
        </Stack>
      ),
    },
    { header: 'ID', nowrap: true, cell: (member) => member.id },
    { header: 'Username', style: { overflowWrap: 'anywhere' }, cell: (member) => member.username },
    {
      header: 'Type',
      cell: (member) => (
        <Badge size="sm" variant="light" color={member.memberType === 'admin' ? 'green' : 'gray'}>
          {member.memberType}
        </Badge>
      ),
    },
    {
      header: 'Status',
      cell: (member) => (
        <Stack gap={2} align="flex-start">
          <MembershipStatusBadge status={member.membershipStatus} label={statusWords(member)} />
          {member.paidThrough && (
            <Text size="xs" c="dimmed">
              Paid through {member.paidThrough}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'Index', cell: (member) => indexWords(member.competitionIndex) },
    {
      header: 'Last played',
      cell: (member) => (member.lastPlayed ? dayjs.utc(member.lastPlayed).format(LIST_DATE) : <Text span c="dimmed" size="sm">Never</Text>),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (member) => <MemberActions member={member} isSelf={member.id === currentUserId} onEdit={onEdit} onDelete={onDelete} onSetPaidThrough={onSetPaidThrough} />,
    },
  ];
  return (
    <AdminTable
      label="Members"
      minWidth={700}
      compact
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
