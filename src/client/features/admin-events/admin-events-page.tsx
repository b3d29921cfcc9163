import { Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-delete-dialog';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { AttendeesDialog } from './attendees-dialog';
import { EventFormDialog } from './event-form-dialog';
import { EventsTable } from './events-table';
import { useEventMutations } from './use-event-mutations';

type Dialog = { kind: 'none' } | { kind: 'form'; event: ClubEvent | null } | { kind: 'delete'; event: ClubEvent } | { kind: 'attendees'; event: ClubEvent };

export function AdminEventsPage() {
  const { timeZone } = useClubSettings();
  const events = trpc.admin.events.list.useQuery(undefined);
  const { remove } = useEventMutations();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

  useEffect(() => {
    if (events.isError) notifyError('Failed to fetch events');
  }, [events.isError]);

  const close = () => setDialog({ kind: 'none' });
  const deleting = dialog.kind === 'delete' ? dialog.event : null;

  return (
    <>
      <AdminPageHeader
        title="Manage Events"
        description={`Times are shown in the club's time zone (${timeZone}).`}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'form', event: null })}>
            Add Event
          </Button>
        }
      />
      <Card withBorder padding="md">
        <EventsTable
          events={events.data}
          isLoading={events.isLoading}
          timeZone={timeZone}
          onEdit={(event) => setDialog({ kind: 'form', event })}
          onAttendees={(event) => setDialog({ kind: 'attendees', event })}
          onDelete={(event) => setDialog({ kind: 'delete', event })}
        />
      </Card>
      <AttendeesDialog event={dialog.kind === 'attendees' ? dialog.event : null} onClose={close} />
      <EventFormDialog opened={dialog.kind === 'form'} event={dialog.kind === 'form' ? dialog.event : null} onClose={close} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title="Confirm Deletion"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        isPending={remove.isPending}
        onClose={close}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSuccess: close })}
      />
    </>
  );
}
