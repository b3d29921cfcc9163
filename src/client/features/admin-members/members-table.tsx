import { ActionIcon, Badge, Group, Table } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminMember } from '../../../shared/members/member.schema';
import { DeleteRowAction, EditRowAction } from '../../components/admin/row-actions';
import { TableStateRow } from '../../components/admin/table-state-row';

interface MembersTableProps {
  members: AdminMember[] | undefined;
  isLoading: boolean;
  currentUserId: number | undefined;
  onEdit: (member: AdminMember) => void;
  onDelete: (member: AdminMember) => void;
}

export function MembersTable({ members, isLoading, currentUserId, onEdit, onDelete }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableStateRow colSpan={4}>Loading members...</TableStateRow>
          ) : !members || members.length === 0 ? (
            <TableStateRow colSpan={4}>No members found</TableStateRow>
          ) : (
            members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{member.id}</Table.Td>
                <Table.Td>{member.username}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={member.memberType === 'admin' ? 'green' : 'gray'}>
                    {member.memberType}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Account of ${member.username}`}
                      renderRoot={(props) => <Link {...props} to="/admin/members/$id/account" params={{ id: String(member.id) }} />}
                    >
                      <IconReceipt size={18} />
                    </ActionIcon>
                    <EditRowAction name={member.username} onClick={() => onEdit(member)} />
                    {/* No delete control on your own row. */}
                    {member.id !== currentUserId && (
                      <DeleteRowAction name={member.username} onClick={() => onDelete(member)} />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
