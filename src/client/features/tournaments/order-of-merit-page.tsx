import { Card, Stack, Text, Title } from '@mantine/core';
import type { MeritStanding } from '../../../shared/tournaments/tournament.schema';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { trpc } from '../../lib/trpc';

const columns: AdminColumn<MeritStanding>[] = [
  { header: 'Pos', nowrap: true, cell: (row) => row.position },
  { header: 'Player', cell: (row) => <Text fw={600}>{row.name}</Text> },
  { header: 'Points', nowrap: true, cell: (row) => row.points.toFixed(row.points % 1 === 0 ? 0 : 2) },
  { header: 'Events', nowrap: true, cell: (row) => row.events },
];

/** /member/order-of-merit: the season's standings from the finalised tournaments; tied places share their points. */
export function OrderOfMeritPage() {
  const standings = trpc.tournaments.orderOfMerit.useQuery(undefined);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Order of Merit
        </Title>
        <Text c="dimmed">This season’s points from finalised tournaments. Players tied on a place share the points of the places they span.</Text>
      </div>
      <Card withBorder padding="md">
        <AdminTable
          label="Order of merit"
          minWidth={320}
          columns={columns}
          rows={standings.data}
          rowKey={(row) => row.userId}
          loading={standings.isLoading}
          loadingText="Loading the standings..."
          errorText={standings.isError ? 'Failed to fetch the standings' : null}
          emptyText="No tournament has been finalised this season yet"
        />
      </Card>
    </Stack>
  );
}
