import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { type ClubEvent, eventInputSchema } from '../../../shared/events/event.schema';
import { fieldErrorsOf } from '../../lib/error-message';
import { useClubSettings } from '../../lib/use-club-settings';
import { emptyEventForm, type EventFormValues, eventToFormValues, formValuesToEventInput } from './event-form-values';
import { useEventMutations } from './use-event-mutations';

interface EventFormDialogProps {
  /** The event to edit, or null to add one. */
  event: ClubEvent | null;
  opened: boolean;
  onClose: () => void;
}

export function EventFormDialog({ event, opened, onClose }: EventFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={event ? 'Edit Event' : 'Add New Event'} size="lg" centered>
      <Text c="dimmed" size="sm" mb="md">
        {event ? 'Update event information using the form below.' : 'Create a new club event with the form below.'}
      </Text>
      {opened && <EventForm key={event?.id ?? 'new'} event={event} onDone={onClose} />}
    </Modal>
  );
}

function EventForm({ event, onDone }: { event: ClubEvent | null; onDone: () => void }) {
  const { timeZone } = useClubSettings();
  const { create, update } = useEventMutations();
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: event ? eventToFormValues(event, timeZone) : emptyEventForm,
    // The picked times are the club's wall-clock times; their order does not depend on the zone.
    validate: schemaResolver(eventInputSchema, { sync: true }),
  });
  const isPending = create.isPending || update.isPending;

  const submit = (values: EventFormValues) => {
    const input = formValuesToEventInput(values, timeZone);
    const options = { onSuccess: onDone, onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)) };
    if (event) update.mutate({ id: event.id, event: input }, options);
    else create.mutate(input, options);
  };

  const dateTimeProps = {
    valueFormat: 'MMM D, YYYY h:mm A',
    timePickerProps: { format: '12h' as const },
    clearable: true,
    description: `Club time (${timeZone})`,
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label="Event Title" data-autofocus key={form.key('title')} {...form.getInputProps('title')} />
        <Textarea label="Description" minRows={3} autosize key={form.key('description')} {...form.getInputProps('description')} />
        <Group grow align="flex-start">
          <DateTimePicker
            label="Start Date & Time"
            {...dateTimeProps}
            value={form.values.startDate || null}
            onChange={(value) => form.setFieldValue('startDate', value ?? '')}
            error={form.errors.startDate}
          />
          <DateTimePicker
            label="End Date & Time"
            {...dateTimeProps}
            value={form.values.endDate || null}
            onChange={(value) => form.setFieldValue('endDate', value ?? '')}
            error={form.errors.endDate}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Category" placeholder="e.g. Tournament, Social, Meeting" key={form.key('category')} {...form.getInputProps('category')} />
          <TextInput label="Location" placeholder="e.g. Clubhouse, Golf Course, Restaurant" key={form.key('location')} {...form.getInputProps('location')} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="event-visibility-label">
            Who can see it
          </Text>
          <SegmentedControl
            aria-labelledby="event-visibility-label"
            data={[
              { value: 'public', label: 'Everyone (public calendar)' },
              { value: 'members', label: 'Members only' },
            ]}
            value={form.values.visibility}
            onChange={(value) => form.setFieldValue('visibility', value === 'members' ? 'members' : 'public')}
          />
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {event ? (isPending ? 'Saving...' : 'Save Changes') : isPending ? 'Creating...' : 'Create Event'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
