import { Badge, Card, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging/paging.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { ListPagination } from '../../components/admin/list-pagination';
import { TableStateRow } from '../../components/admin/table-state-row';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { TableScroll } from '../../components/table-scroll';

export function AdminAuditPage() {
  const { timeZone } = useClubSettings();
  const [page, setPage] = useState(1);
  const log = trpc.admin.audit.list.useQuery({ page, pageSize: DEFAULT_PAGE_SIZE });

  useEffect(() => {
    if (log.isError) notifyError('Failed to fetch the audit log');
  }, [log.isError]);

  return (
    <>
      <AdminPageHeader title="Audit Log" description="Every change made in the admin area: who, what and when." />
      <Card withBorder padding="md">
        <TableScroll label="Audit log" minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.isLoading ? (
                <TableStateRow colSpan={4}>Loading audit log...</TableStateRow>
              ) : !log.data || log.data.items.length === 0 ? (
                <TableStateRow colSpan={4}>No changes recorded yet</TableStateRow>
              ) : (
                log.data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{inClubTime(entry.createdAt, timeZone).format(`${LIST_DATE} ${TIME}`)}</Text>
                    </Table.Td>
                    <Table.Td>{entry.actorUsername}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {entry.action}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.summary}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {log.data && <ListPagination page={page} pageSize={log.data.pageSize} total={log.data.total} onChange={setPage} noun="changes" />}
      </Card>
    </>
  );
}
