import { Anchor, Button, Group, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { placesWords } from '../../components/events/rsvp-words';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useClubSettings } from '../../lib/use-club-settings';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Who is going and who waits, with Add and Remove; the list as a CSV. */
export function AttendeesDialog({ event, onClose }: { event: ClubEvent | null; onClose: () => void }) {
  return (
    <Modal opened={event !== null} onClose={onClose} title="Attendees" size="lg" centered>
      {event && <Attendees event={event} />}
    </Modal>
  );
}

function Attendees({ event }: { event: ClubEvent }) {
  const attendees = trpc.admin.events.attendees.useQuery({ id: event.id });
  const { timeZone } = useClubSettings();
  const [query, setQuery] = useState('');
  const search = trpc.members.search.useQuery({ q: query.trim() }, { enabled: query.trim() !== '' });
  const invalidate = useInvalidate();
  const options = (title: string) => ({
    onSuccess: async () => {
      notifySuccess(title, event.title);
      setQuery('');
      await invalidate('events', 'accounts');
    },
    onError: (error: unknown) => notifyError('Failed to change attendees', errorMessage(error, 'Please try again.')),
  });
  const add = trpc.admin.events.addAttendee.useMutation(options('Attendee Added'));
  const remove = trpc.admin.events.removeAttendee.useMutation(options('Attendee Removed'));
  const data = attendees.data;
  const listed = new Set([...(data?.going ?? []), ...(data?.offered ?? []), ...(data?.waitlist ?? [])].map((m) => m.id));
  return (
    <Stack gap="md">
      <Text fw={600}>{event.title}</Text>
      {placesWords(event) && <Text size="sm">{placesWords(event)}</Text>}
      {attendees.isLoading && <Text c="dimmed">Loading attendees...</Text>}
      {data && (
        <>
          <AttendeeList
            title="Going"
            empty="Nobody yet."
            members={data.going.map((member) => ({ ...member, label: bothNames(member) }))}
            onRemove={(userId) => remove.mutate({ eventId: event.id, userId })}
          />
          {data.offered.length > 0 && (
            <AttendeeList
              title="Offered a place"
              empty=""
              members={data.offered.map((member) => ({ ...member, label: `${bothNames(member)}, until ${inClubTime(member.until, timeZone).format(`${LIST_DATE} ${TIME}`)}` }))}
              onRemove={(userId) => remove.mutate({ eventId: event.id, userId })}
            />
          )}
          <AttendeeList
            title="Waitlist"
            empty="Nobody waiting."
            members={data.waitlist.map((member) => ({ ...member, label: `${member.position}. ${bothNames(member)}` }))}
            onRemove={(userId) => remove.mutate({ eventId: event.id, userId })}
          />
        </>
      )}
      <TextInput label="Add a member" placeholder="Search members by name" value={query} onChange={(change) => setQuery(change.currentTarget.value)} />
      {query.trim() !== '' && (
        <Group gap="xs">
          {(search.data ?? [])
            .filter((member) => !listed.has(member.id))
            .slice(0, 6)
            .map((member) => (
              <Button key={member.id} size="xs" variant="light" loading={add.isPending} onClick={() => add.mutate({ eventId: event.id, userId: member.id })}>
                Add {bothNames(member)}
              </Button>
            ))}
          {search.data?.length === 0 && <Text size="sm" c="dimmed">No members found</Text>}
        </Group>
      )}
      <Anchor href={`/api/admin/events/${event.id}/attendees.csv`} download size="sm">
        Download the list (CSV)
      </Anchor>
    </Stack>
  );
}

/** The admin's view of a member: the name members see, and the username beside it when they differ. */
function bothNames(member: { username: string; name: string }): string {
  return member.name === member.username ? member.username : `${member.name} (${member.username})`;
}

interface AttendeeListProps {
  title: string;
  empty: string;
  members: { id: number; username: string; label: string }[];
  onRemove: (userId: number) => void;
}

/** One list of the dialog (going, or the waitlist in order), each member with Remove. */
function AttendeeList({ title, empty, members, onRemove }: AttendeeListProps) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title} ({members.length})
      </Title>
      {members.length === 0 && <Text c="dimmed">{empty}</Text>}
      <List listStyleType="none" spacing={4} aria-label={title}>
        {members.map((member) => (
          <List.Item key={member.id}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{member.label}</Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(member.id)}>
                Remove {member.username}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
