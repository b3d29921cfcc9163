import { Button, Card, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AdminMemberListItem } from '../../../shared/members/member.schema';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../../../shared/membership/membership.schema';
import { readChoice } from '../../lib/list-search';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-delete-dialog';
import { notifyError } from '../../lib/notify';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { MemberFormDialog } from './member-form-dialog';
import { MembersTable } from './members-table';
import { PaidThroughDialog } from './paid-through-dialog';
import { useMemberMutations } from './use-member-mutations';

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; member: AdminMemberListItem | null }
  | { kind: 'delete'; member: AdminMemberListItem }
  | { kind: 'paidThrough'; member: AdminMemberListItem };

const route = getRouteApi('/admin/members');

const statusOptions = [
  { value: 'all', label: 'All members' },
  { value: 'active', label: 'Active' },
  { value: 'expiring', label: 'Expiring' },
  { value: 'grace', label: 'Grace' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'balance-due', label: 'Balance due' },
];

type ListFilter = { status?: MembershipStatus; balance?: 'due' };

/** The URL's filter for a choice in the Show list. */
function filterOf(choice: string | null): ListFilter {
  if (choice === 'balance-due') return { balance: 'due' };
  const status = readChoice(choice, MEMBERSHIP_STATUSES);
  return status ? { status } : {};
}

export function AdminMembersPage() {
  const { user } = useSession();
  const { page = 1, q, status, balance, after } = route.useSearch();
  const navigate = route.useNavigate();
  const [search, setSearch] = useState(q ?? '');
  const [shownQ, setShownQ] = useState(q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const members = trpc.admin.members.list.useQuery(pageInputs.members(page, q, status, balance, after));

  // The URL wins when it changes on its own (Back, or the menu link to a plain /admin/members).
  if (q !== shownQ) {
    setShownQ(q);
    setSearch(q ?? '');
  }

  const router = useRouter();
  // The typed search goes into the URL (?q=) once typing pauses, back on the first page. Only a
  // settled value is written, so the box following the URL is never written back over it; a click
  // that is already taking the admin elsewhere (a member's account) wins over it.
  const typed = search.trim();
  useEffect(() => {
    if (router.state.status === 'pending') return;
    if (debouncedSearch === typed && debouncedSearch !== (q ?? ''))
      void navigate({
        search: { ...(debouncedSearch ? { q: debouncedSearch } : {}), ...(status ? { status } : {}), ...(balance ? { balance } : {}) },
        replace: true,
      });
  }, [debouncedSearch, typed, q, status, balance, navigate, router]);
  const { remove } = useMemberMutations();

  useEffect(() => {
    if (members.isError) notifyError('Failed to fetch members');
  }, [members.isError]);

  // The next page is read from this page's last member (?after=): found at once however deep, and
  // the link stays put as members join or leave. Any other page is found by its number.
  const nextPageAfter = (next: number) => (next === page + 1 ? members.data?.items.at(-1)?.id : undefined);
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
        <Group mb="md" gap="md" align="flex-end">
          <TextInput
            label="Search members"
            placeholder="Username, name or e-mail"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            maw={360}
          />
          <Select
            label="Show"
            data={statusOptions}
            value={balance === 'due' ? 'balance-due' : (status ?? 'all')}
            allowDeselect={false}
            onChange={(value) => void navigate({ search: { ...(q ? { q } : {}), ...filterOf(value) } })}
            w={180}
          />
        </Group>
        <MembersTable
          members={members.data?.items}
          isLoading={members.isLoading}
          currentUserId={user?.id}
          onEdit={(member) => setDialog({ kind: 'form', member })}
          onDelete={(member) => setDialog({ kind: 'delete', member })}
          onSetPaidThrough={(member) => setDialog({ kind: 'paidThrough', member })}
          paging={
            members.data && {
              page,
              pageSize: members.data.pageSize,
              total: members.data.total,
              totalIsAtLeast: members.data.totalIsAtLeast,
              onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next, after: nextPageAfter(next) }) }),
              noun: 'members',
            }
          }
        />
      </Card>
      <PaidThroughDialog member={dialog.kind === 'paidThrough' ? dialog.member : null} onClose={close} />
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
