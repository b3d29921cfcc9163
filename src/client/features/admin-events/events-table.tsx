import { Badge, Group, Table, Text } from '@mantine/core';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { DeleteRowAction, EditRowAction } from '../../components/admin/row-actions';
import { TableStateRow } from '../../components/admin/table-state-row';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';

interface EventsTableProps {
  events: ClubEvent[] | undefined;
  isLoading: boolean;
  timeZone: string;
  onEdit: (event: ClubEvent) => void;
  onDelete: (event: ClubEvent) => void;
}

export function EventsTable({ events, isLoading, timeZone, onEdit, onDelete }: EventsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableStateRow colSpan={6}>Loading events...</TableStateRow>
          ) : !events || events.length === 0 ? (
            <TableStateRow colSpan={6}>No events found</TableStateRow>
          ) : (
            events.map((event) => {
              const start = inClubTime(event.startDate, timeZone);
              const end = inClubTime(event.endDate, timeZone);
              return (
                <Table.Tr key={event.id}>
                  <Table.Td maw={220}>
                    <Text fw={600} size="sm">
                      {event.title}
                      {event.visibility === 'members' && (
                        <Badge ml={6} size="xs" variant="outline" color="grape">
                          Members only
                        </Badge>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {event.description}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={110}>
                    <Badge variant="light" tt="none" maw="none">
                      {event.category}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{start.format(LIST_DATE)}</Table.Td>
                  <Table.Td>
                    {start.format(TIME)} - {end.format(TIME)}
                  </Table.Td>
                  <Table.Td>{event.location}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <EditRowAction name={event.title} onClick={() => onEdit(event)} />
                      <DeleteRowAction name={event.title} onClick={() => onDelete(event)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
