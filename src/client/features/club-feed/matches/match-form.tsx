import { Button, Card, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { DEFAULT_MATCH_TIME, MATCH_TIMES, matchInputSchema, type NamedMemberRef } from '../../../../shared/matches/match.schema';
import { DEFAULT_ALLOWANCE, FORMAT_LABELS, HOLES_LABELS, MATCH_FORMATS, type MatchFormat, ROUND_HOLES, type RoundHoles } from '../../../../shared/golf/round-setup';
import { addDays } from '../../../lib/dates';
import { fieldErrorsOf } from '../../../lib/error-message';
import type { MemberTime } from '../../../lib/member-time';
import { useMemberTime } from '../../../lib/use-member-time';
import { MemberPicker } from './member-picker';
import { PlayApartFields } from './play-apart-fields';
import { useTees } from '../../../lib/use-tees';
import { useCreateMatch } from './use-matches';

interface MatchFormValues {
  date: string;
  time: string;
  selectedMembers: NamedMemberRef[];
  teeId: number | null;
  holes: RoundHoles;
  format: MatchFormat;
  /** Days the match stays open to play apart; 0 for one tee time together. */
  apartDays: number;
  ownTees: boolean;
}

/** How far back a round may be logged, as the server allows. */
const LOG_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const holeOptions = ROUND_HOLES.map((holes) => ({ value: holes, label: HOLES_LABELS[holes] }));
const formatOptions = MATCH_FORMATS.map((format) => ({ value: format, label: `${FORMAT_LABELS[format]} (${DEFAULT_ALLOWANCE[format]} % allowance)` }));
const isHoles = (value: string | null): value is RoundHoles => ROUND_HOLES.some((holes) => holes === value);
const isFormat = (value: string | null): value is MatchFormat => MATCH_FORMATS.some((format) => format === value);

/** "Your time (Asia/Tokyo) · Fri 7:00 PM club time" under the time, when the club's clock differs then. */
function clubTimeOf(time: MemberTime, date: string, clock: string): string | undefined {
  const at = time.instant(date, clock);
  const club = Number.isNaN(at.getTime()) ? null : time.clubBeside(at);
  return club === null ? undefined : `Your time (${time.zone}) · ${club} club time`;
}

/** 'Start a Match': date (today), time (09:00) on the member's own clock, invited members; Create Match needs at least one. */
export function MatchForm({ onDone }: { onDone: () => void }) {
  const time = useMemberTime();
  const today = time.today();
  // Any half hour of the member's day, written as their locale writes clocks.
  const timeOptions = useMemo(() => MATCH_TIMES.map((value) => ({ value, label: time.wallClock(value) })), [time]);
  const form = useForm<MatchFormValues>({
    mode: 'controlled',
    initialValues: { date: today, time: DEFAULT_MATCH_TIME, selectedMembers: [], teeId: null, holes: '18', format: 'stableford', apartDays: 0, ownTees: false },
    validate: schemaResolver(matchInputSchema, { sync: true }),
  });
  const tees = useTees();
  const create = useCreateMatch(() => {
    form.reset();
    onDone();
  });
  return (
    <Card withBorder padding="md">
      <form
        onSubmit={form.onSubmit(({ teeId, holes, format, apartDays, ownTees, ...values }) => {
          const startsAt = time.instant(values.date, values.time).getTime();
          const apart = apartDays > 0 ? { closesAt: new Date(startsAt + apartDays * DAY_MS).toISOString() } : null;
          const when = { ...values, timeZone: time.zone, apart };
          create.mutate(teeId === null ? when : { ...when, teeId, holes, format, ownTees: ownTees && format !== 'match' }, { onError: (error) => form.setErrors(fieldErrorsOf(error)) });
        })}
        noValidate
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DatePickerInput
              label="Date"
              minDate={addDays(today, -LOG_DAYS)}
              description={form.values.date < today ? 'A round already played: log it within 7 days' : undefined}
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
              description={clubTimeOf(time, form.values.date, form.values.time)}
              error={form.errors.time}
            />
          </SimpleGrid>
          <Select
            label="Course and tees"
            description={tees.describe(form.values.teeId)}
            data={tees.options}
            allowDeselect={false}
            value={form.values.teeId === null ? '' : String(form.values.teeId)}
            onChange={(value) => form.setFieldValue('teeId', value ? Number(value) : null)}
            error={form.errors.teeId}
          />
          {form.values.teeId !== null && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label="Holes"
                data={holeOptions}
                allowDeselect={false}
                value={form.values.holes}
                onChange={(value) => isHoles(value) && form.setFieldValue('holes', value)}
                error={form.errors.holes}
              />
              <Select
                label="Format"
                data={formatOptions}
                allowDeselect={false}
                value={form.values.format}
                onChange={(value) => isFormat(value) && form.setFieldValue('format', value)}
                error={form.errors.format}
              />
            </SimpleGrid>
          )}
          <PlayApartFields
            apartDays={form.values.apartDays}
            onApartDays={(days) => form.setFieldValue('apartDays', days)}
            ownTees={form.values.ownTees}
            onOwnTees={(own) => form.setFieldValue('ownTees', own)}
            golf={form.values.teeId !== null}
            matchPlay={form.values.format === 'match'}
            errors={{ apart: form.errors.apart, ownTees: form.errors.ownTees }}
          />
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
