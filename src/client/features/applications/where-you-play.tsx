import { Checkbox, Grid, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { listField, type PostedFields } from '../../../shared/site/posted-form';
import { browserZoneName } from './browser-zone-name';
import { useApplyOptions } from './use-apply-options';

/** A field of the form: its name, first value, message, and clearing the message as it changes (from usePublicForm). */
export interface FormField {
  name: string;
  defaultValue: string;
  error: string | undefined;
  onInput: () => void;
}

export interface ApplicationFieldsProps {
  field: (name: string) => FormField;
  /** What the server rendered a refused post with (the checked platforms). */
  initial: PostedFields;
}

const choose = (label: string) => ({ value: '', label });
const noSubscription = () => () => {};
const noZoneOnServer = () => null;

/** Beside a handicap index: where it is kept and the applicant's number or club there (both needed with an index). */
export function HandicapSource({ field }: Pick<ApplicationFieldsProps, 'field'>) {
  const { systems } = useApplyOptions();
  const system = field('handicapSystem');
  const ref = useRef<HTMLSelectElement>(null);
  const [ghin, setGhin] = useState(system.defaultValue === 'ghin');
  // A choice made before scripts ran.
  useEffect(() => setGhin(ref.current?.value === 'ghin'), []);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NativeSelect
          label="Where is your index kept?"
          data={[choose('Choose one'), ...systems]}
          ref={ref}
          {...system}
          onChange={(event) => setGhin(event.currentTarget.value === 'ghin')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Your number or club there" description={ghin ? 'Your GHIN number' : undefined} {...field('handicapReference')} />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The time zone: empty as the server draws it (it has none of the applicant's), then the browser's own
 * once scripts run, unless the applicant chose one before that.
 */
function TimeZoneSelect({ field, zones }: { field: FormField; zones: string[] }) {
  const ref = useRef<HTMLSelectElement>(null);
  const browserZone = useSyncExternalStore(noSubscription, browserZoneName, noZoneOnServer);
  useEffect(() => {
    const select = ref.current;
    if (select && browserZone && select.value === '') select.value = browserZone;
  }, [browserZone]);
  // The server's list may lack the browser's spelling of its zone: it is added once known.
  const options = browserZone && !zones.includes(browserZone) ? [...zones, browserZone] : zones;
  return <NativeSelect ref={ref} label="Time zone" data={[choose('Choose your time zone'), ...options]} {...field} />;
}

/**
 * Platforms as checkboxes, one `platforms` field each. The group follows the boxes' own state once
 * scripts run, so a box ticked before that stays ticked.
 */
function PlatformChoices({ field, initial }: ApplicationFieldsProps) {
  const { platforms } = useApplyOptions();
  const ref = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(() => listField(initial, 'platforms'));
  useEffect(() => {
    const boxes = ref.current?.querySelectorAll<HTMLInputElement>('input[name="platforms"]:checked') ?? [];
    setChosen(Array.from(boxes, (box) => box.value));
  }, []);
  const { error, onInput } = field('platforms');
  return (
    <Checkbox.Group
      ref={ref}
      label="Platforms"
      description="The simulator software you play on, or a real course"
      value={chosen}
      onChange={(values) => {
        setChosen(values);
        onInput();
      }}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {platforms.map((platform) => (
          <Checkbox key={platform.value} name="platforms" value={platform.value} label={platform.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** What a remote club asks beyond the spec's fields, all optional: where the applicant is and what they play on. */
export function WhereYouPlay({ field, initial }: ApplicationFieldsProps) {
  const { countries, zones } = useApplyOptions();
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
          <NativeSelect label="Country" data={[choose('Choose your country'), ...countries]} autoComplete="country" {...field('country')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TimeZoneSelect field={field('timeZone')} zones={zones} />
        </Grid.Col>
      </Grid>
      <PlatformChoices field={field} initial={initial} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Launch monitor" placeholder="e.g. Garmin R10" maxLength={60} {...field('launchMonitor')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Home course" maxLength={100} {...field('homeCourse')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
