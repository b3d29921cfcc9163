import { Button, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ClubEvent, eventInputSchema } from '../../../shared/events/event.schema';
import { fieldErrorsOf } from '../../lib/error-message';
import { useClubSettings } from '../../lib/use-club-settings';
import { emptyEventForm, type EventFormValues, eventToFormValues, formValuesToEventInput, fromDateTimeLocal, toDateTimeLocal } from './event-form-values';
import { EventPictureField } from './event-picture-field';
import { useEventMutations } from './use-event-mutations';

interface EventFormDialogProps {
  /** The event to edit, or null to add one. */
  event: ClubEvent | null;
  opened: boolean;
  onClose: () => void;
  /** The event as saved (the dialog closes itself). */
  onSaved: (event: ClubEvent) => void;
}

export function EventFormDialog({ event, opened, onClose, onSaved }: EventFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={event ? 'Edit Event' : 'Add New Event'} size="lg" centered>
      <Text c="dimmed" size="sm" mb="md">
        {event ? 'Update event information using the form below.' : 'Create a new club event with the form below.'}
      </Text>
      {opened && (
        <EventForm
          key={event?.id ?? 'new'}
          event={event}
          onCancel={onClose}
          onSaved={(saved) => {
            onClose();
            onSaved(saved);
          }}
        />
      )}
    </Modal>
  );
}

function EventForm({ event, onCancel, onSaved }: { event: ClubEvent | null; onCancel: () => void; onSaved: (saved: ClubEvent) => void }) {
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
    const options = { onSuccess: (saved: ClubEvent) => onSaved(saved), onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)) };
    if (event) update.mutate({ id: event.id, event: input }, options);
    else create.mutate(input, options);
  };

  // The browser's own date-time input: typing keeps what is typed, in any order of its parts
  // (Mantine's picker turned a typed 7 into 2 after a day was chosen), and phones show their wheel.
  const dateTimeField = (field: 'startDate' | 'endDate', label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      description={`Club time (${timeZone})`}
      value={toDateTimeLocal(form.values[field])}
      onChange={(event) => form.setFieldValue(field, fromDateTimeLocal(event.currentTarget.value))}
      error={form.errors[field]}
    />
  );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label="Event Title" data-autofocus key={form.key('title')} {...form.getInputProps('title')} />
        <Textarea label="Description" minRows={3} autosize key={form.key('description')} {...form.getInputProps('description')} />
        {/* Side by side from a small tablet up; stacked on a phone, where each needs the full width. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {dateTimeField('startDate', 'Start Date & Time')}
          {dateTimeField('endDate', 'End Date & Time')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Category" placeholder="e.g. Tournament, Social, Meeting" key={form.key('category')} {...form.getInputProps('category')} />
          <TextInput label="Location" placeholder="e.g. Clubhouse, Golf Course, Restaurant" key={form.key('location')} {...form.getInputProps('location')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label="Capacity"
            description="Empty for no limit; then a waitlist"
            min={1}
            allowDecimal={false}
            clampBehavior="none"
            value={form.values.capacity ?? ''}
            onChange={(value) => form.setFieldValue('capacity', value === '' ? null : typeof value === 'number' ? value : Number.NaN)}
            error={form.errors.capacity}
          />
          <TextInput
            type="datetime-local"
            label="RSVP deadline"
            description="Optional, club time"
            value={form.values.rsvpDeadline === null ? '' : toDateTimeLocal(form.values.rsvpDeadline)}
            onChange={(change) => {
              const value = fromDateTimeLocal(change.currentTarget.value);
              form.setFieldValue('rsvpDeadline', value === '' ? null : value);
            }}
            error={form.errors.rsvpDeadline}
          />
          <NumberInput
            label="Entry fee"
            description="Optional, charged when going"
            prefix="$"
            min={0}
            decimalScale={2}
            clampBehavior="none"
            value={form.values.fee ?? ''}
            onChange={(value) => form.setFieldValue('fee', value === '' ? null : typeof value === 'number' ? value : Number.NaN)}
            error={form.errors.fee}
          />
        </SimpleGrid>
        {event ? (
          <EventPictureField event={event} />
        ) : (
          <Text size="sm" c="dimmed">
            A picture can be added once the event is created (Edit).
          </Text>
        )}
        <Radio.Group
          label="Who can see it"
          value={form.values.visibility}
          onChange={(value) => form.setFieldValue('visibility', value === 'members' ? 'members' : 'public')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="public" label="Everyone (public calendar)" />
            <Radio value="members" label="Members only" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
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
