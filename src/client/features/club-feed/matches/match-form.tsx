import { Button, Card, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { DEFAULT_MATCH_TIME, MATCH_TIMES, matchInputSchema, type MemberRef } from '../../../../shared/matches/match.schema';
import { clubToday, TIME } from '../../../lib/dates';
import { fieldErrorsOf } from '../../../lib/error-message';
import { formatClock } from '../../../lib/relative-time';
import { useClubSettings } from '../../../lib/use-club-settings';
import { MemberPicker } from './member-picker';
import { useCreateMatch } from './use-matches';

interface MatchFormValues {
  date: string;
  time: string;
  selectedMembers: MemberRef[];
}

const timeOptions = MATCH_TIMES.map((time) => ({ value: time, label: formatClock(time, TIME) }));

/** 'Start a Match': date (today), time (09:00), invited members; Create Match needs at least one. */
export function MatchForm({ onDone }: { onDone: () => void }) {
  const { timeZone } = useClubSettings();
  const today = clubToday(timeZone);
  const form = useForm<MatchFormValues>({
    mode: 'controlled',
    initialValues: { date: today, time: DEFAULT_MATCH_TIME, selectedMembers: [] },
    validate: schemaResolver(matchInputSchema, { sync: true }),
  });
  const create = useCreateMatch(() => {
    form.reset();
    onDone();
  });
  return (
    <Card withBorder padding="md">
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate(values, { onError: (error) => form.setErrors(fieldErrorsOf(error)) }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DatePickerInput
              label="Date"
              minDate={today}
              value={form.values.date}
              onChange={(value) => form.setFieldValue('date', value ?? today)}
              error={form.errors.date}
            />
            <Select
              label="Time"
              data={timeOptions}
              allowDeselect={false}
              value={form.values.time}
              onChange={(value) => form.setFieldValue('time', value ?? DEFAULT_MATCH_TIME)}
              error={form.errors.time}
            />
          </SimpleGrid>
          <MemberPicker
            selected={form.values.selectedMembers}
            onChange={(members) => form.setFieldValue('selectedMembers', members)}
            error={typeof form.errors.selectedMembers === 'string' ? form.errors.selectedMembers : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={form.values.selectedMembers.length === 0 || create.isPending}>
              Create Match
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
