import { Button, Card, Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { FORMAT_LABELS, MATCH_FORMATS, type MatchFormat } from '../../../shared/golf/round-setup';
import { type Platform, platformOptions, PLATFORMS } from '../../../shared/golf/platforms';
import { MATCH_TIMES } from '../../../shared/matches/match.schema';
import { AHEAD_DAYS } from '../../../shared/open-games/open-game.schema';
import { addDays } from '../../lib/dates';
import { fieldErrorsOf } from '../../lib/error-message';
import { useMemberTime } from '../../lib/use-member-time';
import { useTees } from '../../lib/use-tees';
import { gameFormErrors, type GameFormValues, initialGameValues, playOptions, toGameInput } from './game-form-values';
import { usePostGame } from './use-open-games';

const formatOptions = MATCH_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
const placeOptions = [
  { value: '2', label: '2 players' },
  { value: '3', label: '3 players' },
  { value: '4', label: '4 players' },
];
const isFormat = (value: string | null): value is MatchFormat => MATCH_FORMATS.some((format) => format === value);
const isPlatform = (value: string | null): value is Platform => PLATFORMS.some((platform) => platform === value);
const isPlaces = (value: string | null): value is GameFormValues['places'] => value === '2' || value === '3' || value === '4';

/** "Post a game": a time on the member's own clock or any time this week, a course or any, platform, format, places, together or apart. */
export function PostGameForm({ onDone }: { onDone: () => void }) {
  const time = useMemberTime();
  const today = time.today();
  const timeOptions = useMemo(() => MATCH_TIMES.map((value) => ({ value, label: time.wallClock(value) })), [time]);
  const form = useForm<GameFormValues>({ mode: 'controlled', initialValues: initialGameValues(new Date(), time.zone), validate: (values) => gameFormErrors(values, time.zone) });
  const tees = useTees({ casual: false });
  const courseOptions = [{ group: 'Any', items: [{ value: '', label: 'Any course' }] }, ...tees.options];
  const post = usePostGame(() => {
    form.reset();
    onDone();
  });
  const setWhen = (when: string) => {
    if (when !== 'at' && when !== 'week') return;
    form.setFieldValue('when', when);
    if (form.values.play !== 'together') form.setFieldValue('play', when === 'week' ? 'apart' : 'apart-1');
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={form.onSubmit((values) => post.mutate(toGameInput(values, time.zone), { onError: (error) => form.setErrors(fieldErrorsOf(error)) }))} noValidate>
        <Stack gap="sm">
          <Radio.Group label="When" value={form.values.when} onChange={setWhen} error={form.errors.when}>
            <Group gap="md" mt={6}>
              <Radio value="at" label="At a time on my clock" />
              <Radio value="week" label="Any time this week" />
            </Group>
          </Radio.Group>
          {form.values.when === 'at' && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DatePickerInput
                label="Date"
                minDate={today}
                maxDate={addDays(today, AHEAD_DAYS)}
                value={form.values.date}
                onChange={(value) => form.setFieldValue('date', value ?? today)}
                error={form.errors.date}
              />
              <Select
                label="Time"
                description={`Your time (${time.zone})`}
                data={timeOptions}
                allowDeselect={false}
                value={form.values.time}
                onChange={(value) => value && form.setFieldValue('time', value)}
                error={form.errors.time}
              />
            </SimpleGrid>
          )}
          <Select
            label="Course"
            description={form.values.teeId === '' ? 'Any course: the match keeps strokes only, and you agree where to play.' : tees.describe(Number(form.values.teeId))}
            data={courseOptions}
            allowDeselect={false}
            searchable
            value={form.values.teeId}
            onChange={(value) => form.setFieldValue('teeId', value ?? '')}
            error={form.errors.teeId}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Platform"
              data={platformOptions}
              allowDeselect={false}
              value={form.values.platform}
              onChange={(value) => isPlatform(value) && form.setFieldValue('platform', value)}
              error={form.errors.platform}
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
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Players in total"
              description="You included"
              data={placeOptions}
              allowDeselect={false}
              value={form.values.places}
              onChange={(value) => isPlaces(value) && form.setFieldValue('places', value)}
              error={form.errors.places}
            />
            <Select
              label="How you play"
              data={playOptions(form.values.when)}
              allowDeselect={false}
              value={form.values.play}
              onChange={(value) => value && form.setFieldValue('play', value)}
              error={form.errors.play}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={post.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={post.isPending}>
              Post game
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
