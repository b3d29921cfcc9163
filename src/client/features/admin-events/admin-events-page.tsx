import { Box, Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ADMIN_EVENT_TABS, type AdminEventTab } from '../../../shared/events/admin-event-tabs';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { DEFAULT_PAGE_SIZE } from '../../../shared/page-sizes';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-delete-dialog';
import { ListTabs } from '../../components/admin/list-tabs';
import { notifyError } from '../../lib/notify';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { AttendeesDialog } from './attendees-dialog';
import { EventFormDialog } from './event-form-dialog';
import { EventsTable } from './events-table';
import { useEventMutations } from './use-event-mutations';

const route = getRouteApi('/admin/events');
const tabLabels = { upcoming: 'Upcoming', past: 'Past' } as const;

/** Where an event is listed: Upcoming until it is over. */
function tabOf(event: ClubEvent): AdminEventTab {
  return Date.parse(event.endDate) >= Date.now() ? 'upcoming' : 'past';
}

type Dialog = { kind: 'none' } | { kind: 'form'; event: ClubEvent | null } | { kind: 'delete'; event: ClubEvent } | { kind: 'attendees'; event: ClubEvent };

export function AdminEventsPage() {
  const { timeZone } = useClubSettings();
  const { when = 'upcoming', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const events = trpc.admin.events.list.useQuery(pageInputs.adminEvents(when, page));
  const { remove } = useEventMutations();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const showTab = (tab: AdminEventTab) => navigate({ search: tab === 'upcoming' ? {} : { when: tab } });

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
      <Box mb="md">
        <ListTabs tabs={ADMIN_EVENT_TABS} labels={tabLabels} value={when} onChange={(tab) => void showTab(tab)} />
      </Box>
      <Card withBorder padding="md">
        <EventsTable
          events={events.data?.items}
          isLoading={events.isLoading}
          timeZone={timeZone}
          onEdit={(event) => setDialog({ kind: 'form', event })}
          onAttendees={(event) => setDialog({ kind: 'attendees', event })}
          onDelete={(event) => setDialog({ kind: 'delete', event })}
          paging={{
            page,
            pageSize: DEFAULT_PAGE_SIZE,
            total: events.data?.total ?? 0,
            totalIsAtLeast: events.data?.totalIsAtLeast === true,
            onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next }) }),
            noun: 'events',
          }}
        />
      </Card>
      <AttendeesDialog event={dialog.kind === 'attendees' ? dialog.event : null} onClose={close} />
      <EventFormDialog
        opened={dialog.kind === 'form'}
        event={dialog.kind === 'form' ? dialog.event : null}
        onClose={close}
        // A saved event on the other side of now is shown where it is now listed.
        onSaved={(saved) => {
          if (tabOf(saved) !== when) void showTab(tabOf(saved));
        }}
      />
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
