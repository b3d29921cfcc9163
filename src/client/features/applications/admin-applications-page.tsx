import { Button, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AdminApplication } from '../../../shared/applications/application.schema';
import { APPLICATIONS_PAGE_SIZE } from '../../../shared/page-sizes';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { ListTabs } from '../../components/admin/list-tabs';
import { inClubTime, LIST_DATE } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { APPLICATION_TABS } from '../../lib/list-search';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { PaidBadge, StatusBadge } from './application-badges';
import { ApplicationDetailsDialog } from './application-details-dialog';

const route = getRouteApi('/admin/applications');
const tabLabels = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export function AdminApplicationsPage() {
  const club = useClubSettings();
  const { status = 'all', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const [selected, setSelected] = useState<AdminApplication | null>(null);
  const list = trpc.applications.list.useQuery(pageInputs.applications(status, page));

  useEffect(() => {
    if (list.isError) notifyError('Error', 'Failed to fetch applications');
  }, [list.isError]);

  const columns: AdminColumn<AdminApplication>[] = [
    { header: 'ID', nowrap: true, cell: (application) => application.id },
    { header: 'Name', cell: (application) => application.fullName },
    { header: 'Email', cell: (application) => application.email },
    { header: 'Date Submitted', nowrap: true, cell: (application) => inClubTime(application.submittedAt, club.timeZone).format(LIST_DATE) },
    { header: 'Status', style: { minWidth: 120 }, cell: (application) => <StatusBadge status={application.status} /> },
    { header: 'Paid', cell: (application) => <PaidBadge paid={application.paid} /> },
    {
      header: 'Actions',
      cell: (application) => (
        <Button size="xs" variant="light" onClick={() => setSelected(application)} aria-label={`View application ${application.id}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Membership Applications
      </Title>
      <ListTabs
        tabs={APPLICATION_TABS}
        labels={tabLabels}
        value={status}
        onChange={(tab) => void navigate({ search: tab === 'all' ? {} : { status: tab } })}
      />
      <AdminTable
        label="Applications"
        minWidth={680}
        columns={columns}
        rows={list.data?.items}
        rowKey={(application) => application.id}
        loading={list.isLoading}
        loadingText="Loading applications..."
        emptyText="No applications found"
        paging={{
          page,
          pageSize: APPLICATIONS_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next }) }),
          noun: 'applications',
        }}
      />
      <ApplicationDetailsDialog application={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
