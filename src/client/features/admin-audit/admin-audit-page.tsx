import { Badge, Card, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AuditEntry } from '../../../shared/audit/audit.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

const route = getRouteApi('/admin/audit');

export function AdminAuditPage() {
  const { timeZone } = useClubSettings();
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const log = trpc.admin.audit.list.useQuery(pageInputs.audit(page));

  useEffect(() => {
    if (log.isError) notifyError('Failed to fetch the audit log');
  }, [log.isError]);

  const columns: AdminColumn<AuditEntry>[] = [
    { header: 'When', nowrap: true, cell: (entry) => <Text size="sm">{inClubTime(entry.createdAt, timeZone).format(`${LIST_DATE} ${TIME}`)}</Text> },
    { header: 'Who', cell: (entry) => entry.actorUsername },
    {
      header: 'Action',
      cell: (entry) => (
        <Badge variant="light" color="gray">
          {entry.action}
        </Badge>
      ),
    },
    { header: 'What', cell: (entry) => <Text size="sm">{entry.summary}</Text> },
  ];

  return (
    <>
      <AdminPageHeader title="Audit Log" description="Every change made in the admin area: who, what and when." />
      <Card withBorder padding="md">
        <AdminTable
          label="Audit log"
          minWidth={640}
          columns={columns}
          rows={log.data?.items}
          rowKey={(entry) => entry.id}
          loading={log.isLoading}
          loadingText="Loading audit log..."
          emptyText="No changes recorded yet"
          paging={
            log.data && {
              page,
              pageSize: log.data.pageSize,
              total: log.data.total,
              onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next }) }),
              noun: 'changes',
            }
          }
        />
      </Card>
    </>
  );
}
