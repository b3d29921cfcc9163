import { Button, Card, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { AdminMember } from '../../../shared/members/member.schema';
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging/paging.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-delete-dialog';
import { ListPagination } from '../../components/admin/list-pagination';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { MemberFormDialog } from './member-form-dialog';
import { MembersTable } from './members-table';
import { useMemberMutations } from './use-member-mutations';

type Dialog = { kind: 'none' } | { kind: 'form'; member: AdminMember | null } | { kind: 'delete'; member: AdminMember };

export function AdminMembersPage() {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const members = trpc.admin.members.list.useQuery({ page, pageSize: DEFAULT_PAGE_SIZE, search: debouncedSearch || undefined });
  const { remove } = useMemberMutations();

  useEffect(() => {
    if (members.isError) notifyError('Failed to fetch members');
  }, [members.isError]);

  const close = () => setDialog({ kind: 'none' });
  const deleting = dialog.kind === 'delete' ? dialog.member : null;

  return (
    <>
      <AdminPageHeader
        title="Manage Members"
        description="Add, edit and remove club members."
        actions={
          <>
            <Button component="a" href="/api/admin/members.csv" download variant="default" leftSection={<IconDownload size={18} />}>
              Export CSV
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'form', member: null })}>
              Add Member
            </Button>
          </>
        }
      />
      <Card withBorder padding="md">
        <TextInput
          label="Search members"
          placeholder="Username, name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          mb="md"
          maw={360}
        />
        <MembersTable
          members={members.data?.items}
          isLoading={members.isLoading}
          currentUserId={user?.id}
          onEdit={(member) => setDialog({ kind: 'form', member })}
          onDelete={(member) => setDialog({ kind: 'delete', member })}
        />
        {members.data && (
          <ListPagination page={page} pageSize={members.data.pageSize} total={members.data.total} onChange={setPage} noun="members" />
        )}
      </Card>
      <MemberFormDialog opened={dialog.kind === 'form'} member={dialog.kind === 'form' ? dialog.member : null} onClose={close} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title="Delete Member"
        message={`Are you sure you want to delete ${deleting?.username ?? ''}? This action cannot be undone.`}
        isPending={remove.isPending}
        onClose={close}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSuccess: close })}
      />
    </>
  );
}
