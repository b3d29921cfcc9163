import { Button, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PIN_SETS, PLATFORMS, PUTTING_MODES, type TournamentDetail, WIND_LEVELS } from '../../../shared/tournaments/tournament.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/date-time-local';
import { detailToFormValues, emptyTournamentForm, formValuesToInput, type TournamentFormValues } from './tournament-form-values';

const PUTTING_LABELS: Record<(typeof PUTTING_MODES)[number], string> = { putt_out: 'Putt out', gimmies: 'Gimmies within a distance', auto_putt: 'Auto-putt' };

/** The committee's form for a new tournament, or for one to edit. */
export function TournamentFormDialog({ detail, opened, onClose }: { detail: TournamentDetail | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={detail ? 'Edit Tournament' : 'New Tournament'} size="xl" centered>
      {opened && <TournamentForm key={detail?.id ?? 'new'} detail={detail} onDone={onClose} />}
    </Modal>
  );
}

function TournamentForm({ detail, onDone }: { detail: TournamentDetail | null; onDone: () => void }) {
  const { timeZone } = useClubSettings();
  const invalidate = useInvalidate();
  const courses = trpc.golf.courses.useQuery(undefined);
  const teeOptions = (courses.data ?? []).map((course) => ({ group: course.name, items: course.tees.map((tee) => ({ value: String(tee.id), label: `${course.name}: ${tee.name}` })) }));
  const form = useForm<TournamentFormValues>({ mode: 'controlled', initialValues: detail ? detailToFormValues(detail, timeZone) : emptyTournamentForm });
  const options = {
    onSuccess: async () => {
      notifySuccess(detail ? 'Tournament Updated' : 'Tournament Created', form.values.name);
      await invalidate('tournaments');
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Tournament not saved', errorMessage(error, 'Please try again.'));
    },
  };
  const create = trpc.admin.tournaments.create.useMutation(options);
  const update = trpc.admin.tournaments.update.useMutation(options);
  const submit = (values: TournamentFormValues) => {
    const input = formValuesToInput(values, timeZone);
    if (detail) update.mutate({ id: detail.id, tournament: input });
    else create.mutate(input);
  };
  const when = (index: number, field: 'opensAt' | 'closesAt', label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      description={`Club time (${timeZone})`}
      value={toDateTimeLocal(form.values.rounds[index]?.[field] ?? '')}
      onChange={(event) => form.setFieldValue(`rounds.${index}.${field}`, fromDateTimeLocal(event.currentTarget.value))}
      error={form.errors[`rounds.${index}.${field}`]}
    />
  );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label="Name" data-autofocus key={form.key('name')} {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} key={form.key('description')} {...form.getInputProps('description')} />
        <TextInput label="Prize" key={form.key('prize')} {...form.getInputProps('prize')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Select
            label="Format"
            data={[
              { value: 'stroke', label: 'Stroke play (net and gross)' },
              { value: 'stableford', label: 'Stableford (net points)' },
            ]}
            allowDeselect={false}
            key={form.key('format')}
            {...form.getInputProps('format')}
          />
          <NumberInput label="Handicap allowance (%)" min={10} max={100} key={form.key('allowance')} {...form.getInputProps('allowance')} />
          <NumberInput label="Attempts per round" min={1} max={5} key={form.key('attempts')} {...form.getInputProps('attempts')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          Rounds
        </Title>
        {form.values.rounds.map((_, index) => (
          <Stack key={`round-${String(index)}`} gap="xs">
            <Select label={`Round ${index + 1}: tees`} data={teeOptions} searchable key={form.key(`rounds.${index}.teeId`)} {...form.getInputProps(`rounds.${index}.teeId`)} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {when(index, 'opensAt', 'Window opens')}
              {when(index, 'closesAt', 'Window closes')}
            </SimpleGrid>
          </Stack>
        ))}
        <Group gap="xs">
          {form.values.rounds.length < 4 && (
            <Button variant="light" size="xs" onClick={() => form.insertListItem('rounds', { teeId: form.values.rounds.at(-1)?.teeId ?? '', opensAt: '', closesAt: '' })}>
              Add a round
            </Button>
          )}
          {form.values.rounds.length > 1 && (
            <Button variant="default" size="xs" onClick={() => form.removeListItem('rounds', form.values.rounds.length - 1)}>
              Remove the last round
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label="Places" description="Empty for no limit" min={2} allowDecimal={false} key={form.key('capacity')} {...nullableNumber('capacity')} />
          <NumberInput label="Entry fee ($)" description="Empty for free" min={0} decimalScale={2} key={form.key('entryFee')} {...nullableNumber('entryFee')} />
          <NumberInput label="Handicap limit" description="Empty for none" min={0} max={54} decimalScale={1} key={form.key('handicapLimit')} {...nullableNumber('handicapLimit')} />
        </SimpleGrid>
        <TextInput label="Flights by index" description='For example "A 12.0, B 24.0, C" (the last takes the rest); empty for one field' key={form.key('flights')} {...form.getInputProps('flights')} />
        <Title order={3} size="h5">
          Conditions card
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Select label="Wind" data={[...WIND_LEVELS]} allowDeselect={false} key={form.key('conditions.wind')} {...form.getInputProps('conditions.wind')} />
          <Select label="Pin set" data={[...PIN_SETS]} allowDeselect={false} key={form.key('conditions.pinSet')} {...form.getInputProps('conditions.pinSet')} />
          <Select
            label="Putting"
            data={PUTTING_MODES.map((mode) => ({ value: mode, label: PUTTING_LABELS[mode] }))}
            allowDeselect={false}
            key={form.key('conditions.puttingMode')}
            {...form.getInputProps('conditions.puttingMode')}
          />
          {form.values.conditions.puttingMode === 'gimmies' && (
            <NumberInput label="Gimmies within (feet)" min={1} max={20} key={form.key('conditions.gimmeFeet')} {...nullableNumber('conditions.gimmeFeet')} />
          )}
          <NumberInput label="Mulligans" min={0} max={18} key={form.key('conditions.mulligans')} {...form.getInputProps('conditions.mulligans')} />
          <NumberInput label="Green speed (Stimp)" min={6} max={16} decimalScale={1} key={form.key('conditions.greenSpeed')} {...nullableNumber('conditions.greenSpeed')} />
        </SimpleGrid>
        <MultiSelect label="Platforms allowed" data={[...PLATFORMS]} key={form.key('conditions.platforms')} {...form.getInputProps('conditions.platforms')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label="Challenge period (hours)" min={0} max={168} key={form.key('challengeHours')} {...form.getInputProps('challengeHours')} />
          <Switch label="A photo of the final card is required" key={form.key('evidenceRequired')} {...form.getInputProps('evidenceRequired', { type: 'checkbox' })} />
          <Switch label="Publish the leaderboard on the public site" key={form.key('publicLeaderboard')} {...form.getInputProps('publicLeaderboard', { type: 'checkbox' })} />
        </SimpleGrid>
        {form.errors.rounds && (
          <Text c="red" size="sm">
            {form.errors.rounds}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {detail ? 'Save Tournament' : 'Create Tournament'}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  /** A NumberInput whose empty value is null (no limit, free, none), not 0. */
  function nullableNumber(path: string) {
    const props = form.getInputProps(path);
    return {
      ...props,
      value: typeof props.value === 'number' ? props.value : '',
      onChange: (value: number | string) => form.setFieldValue(path, typeof value === 'number' ? value : null),
    };
  }
}
