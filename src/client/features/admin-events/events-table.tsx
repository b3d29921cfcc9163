import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { type AdminColumn, AdminTable, type AdminTablePaging } from '../../components/admin/admin-table';
import { DeleteRowAction, EditRowAction } from '../../components/admin/row-actions';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';

interface EventsTableProps {
  events: ClubEvent[] | undefined;
  isLoading: boolean;
  timeZone: string;
  onEdit: (event: ClubEvent) => void;
  onAttendees: (event: ClubEvent) => void;
  onDelete: (event: ClubEvent) => void;
  paging: AdminTablePaging;
}

export function EventsTable({ events, isLoading, timeZone, onEdit, onAttendees, onDelete, paging }: EventsTableProps) {
  const columns: AdminColumn<ClubEvent>[] = [
    {
      header: 'Title',
      style: { maxWidth: 220 },
      cell: (event) => (
        <>
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
        </>
      ),
    },
    {
      header: 'Category',
      style: { minWidth: 110 },
      cell: (event) => (
        <Badge variant="light" tt="none" maw="none">
          {event.category}
        </Badge>
      ),
    },
    { header: 'Date', nowrap: true, cell: (event) => inClubTime(event.startDate, timeZone).format(LIST_DATE) },
    { header: 'Time', cell: (event) => `${inClubTime(event.startDate, timeZone).format(TIME)} - ${inClubTime(event.endDate, timeZone).format(TIME)}` },
    { header: 'Location', cell: (event) => event.location },
    {
      header: 'Actions',
      align: 'right',
      cell: (event) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Attendees of ${event.title}`} onClick={() => onAttendees(event)}>
            <IconUsers size={18} />
          </ActionIcon>
          <EditRowAction name={event.title} onClick={() => onEdit(event)} />
          <DeleteRowAction name={event.title} onClick={() => onDelete(event)} />
        </Group>
      ),
    },
  ];
  return (
    <AdminTable
      label="Events"
      minWidth={640}
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
      loading={isLoading}
      loadingText="Loading events..."
      emptyText="No events found"
      paging={paging}
    />
  );
}
