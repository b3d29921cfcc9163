import { ListPagination } from '../../components/admin/list-pagination';
import { TableStateRow } from '../../components/admin/table-state-row';
import { Button, Stack, Table, Tabs, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminApplication } from '../../../shared/applications/application.schema';
import { inClubTime, LIST_DATE } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { StatusBadge } from './application-badges';
import { ApplicationDetailsDialog } from './application-details-dialog';

const PAGE_SIZE = 20;
const tabs = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value);
}

export function AdminApplicationsPage() {
  const club = useClubSettings();
  const [status, setStatus] = useState<TabValue>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminApplication | null>(null);
  const list = trpc.applications.list.useQuery({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  useEffect(() => {
    if (list.isError) notifyError('Error', 'Failed to fetch applications');
  }, [list.isError]);

  const items = list.data?.items ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Membership Applications
      </Title>
      <Tabs
        value={status}
        onChange={(value) => {
          if (isTab(value)) {
            setStatus(value);
            setPage(1);
          }
        }}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Table.ScrollContainer minWidth={680}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Date Submitted</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isLoading ? (
              <TableStateRow colSpan={6}>Loading applications...</TableStateRow>
            ) : items.length === 0 ? (
              <TableStateRow colSpan={6}>No applications found</TableStateRow>
            ) : (
              items.map((application) => (
                <Table.Tr key={application.id}>
                  <Table.Td>{application.id}</Table.Td>
                  <Table.Td>{application.fullName}</Table.Td>
                  <Table.Td>{application.email}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{inClubTime(application.submittedAt, club.timeZone).format(LIST_DATE)}</Table.Td>
                  <Table.Td style={{ minWidth: 120 }}>
                    <StatusBadge status={application.status} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setSelected(application)} aria-label={`View application ${application.id}`}>
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} noun="applications" />
      <ApplicationDetailsDialog application={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
