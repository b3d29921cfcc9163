import { Grid, MultiSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions } from '../../../shared/countries';
import { HANDICAP_SYSTEM_LABELS, HANDICAP_SYSTEMS } from '../../../shared/golf/handicap.schema';
import { platformOptions } from '../../../shared/golf/platforms';
import { timeZoneOptions } from '../../lib/time-zones';
import type { ApplicationFormApi } from './application-form-values';

const systemOptions = HANDICAP_SYSTEMS.map((value) => ({ value, label: HANDICAP_SYSTEM_LABELS[value] }));

/** Beside a handicap index: where it is kept and the applicant's number or club there (both needed with an index). */
export function HandicapSource({ form }: { form: ApplicationFormApi }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select label="Where is your index kept?" placeholder="Choose one" data={systemOptions} key={form.key('handicapSystem')} {...form.getInputProps('handicapSystem')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Your number or club there"
          description={form.values.handicapSystem === 'ghin' ? 'Your GHIN number' : undefined}
          key={form.key('handicapReference')}
          {...form.getInputProps('handicapReference')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** What a remote club asks beyond the spec's fields, all optional: where the applicant is and what they play on. */
export function WhereYouPlay({ form }: { form: ApplicationFormApi }) {
  const countries = useMemo(() => countryOptions(), []);
  const zone = form.values.timeZone ?? '';
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);
  return (
    <Stack gap="md" component="section" aria-labelledby="where-you-play" mt="xs">
      <div>
        <Title order={2} size="h5" id="where-you-play">
          Where and how you play
        </Title>
        <Text size="sm" c="dimmed">
          Optional. Members play from all over the world, on simulators and real courses: this helps them find games with you.
        </Text>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Country"
            placeholder="Search for your country"
            data={countries}
            searchable
            clearable
            nothingFoundMessage="No such country"
            autoComplete="off"
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Time zone"
            data={zones}
            searchable
            clearable
            nothingFoundMessage="No such time zone"
            autoComplete="off"
            key={form.key('timeZone')}
            {...form.getInputProps('timeZone')}
          />
        </Grid.Col>
      </Grid>
      <MultiSelect
        label="Platforms"
        description="The simulator software you play on, or a real course"
        placeholder="Choose where you play"
        data={platformOptions}
        clearable
        hidePickedOptions
        key={form.key('platforms')}
        {...form.getInputProps('platforms')}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Launch monitor" placeholder="e.g. Garmin R10" maxLength={60} key={form.key('launchMonitor')} {...form.getInputProps('launchMonitor')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Home course" maxLength={100} key={form.key('homeCourse')} {...form.getInputProps('homeCourse')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
