import { Button, Fieldset, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Tee, type TeeGender, teeInputSchema } from '../../../shared/golf/course.schema';
import { fieldErrorsOf } from '../../lib/error-message';
import { useCourseMutations } from './use-course-mutations';

interface TeeValues {
  courseId: number;
  name: string;
  gender: TeeGender;
  pars: number[];
  strokeIndexes: number[];
  rating: number;
  slope: number;
  frontRating: number;
  frontSlope: number;
  backRating: number;
  backSlope: number;
}

const HOLES = Array.from({ length: 18 }, (_, i) => i);
const asNumber = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

function initialValues(courseId: number, tee: Tee | null): TeeValues {
  if (tee) {
    return {
      courseId,
      name: tee.name,
      gender: tee.gender,
      pars: tee.pars,
      strokeIndexes: tee.strokeIndexes,
      rating: tee.rating,
      slope: tee.slope,
      frontRating: tee.front.rating,
      frontSlope: tee.front.slope,
      backRating: tee.back.rating,
      backSlope: tee.back.slope,
    };
  }
  return {
    courseId,
    name: '',
    gender: 'men',
    pars: HOLES.map(() => 4),
    strokeIndexes: HOLES.map((i) => i + 1),
    rating: 72.0,
    slope: 113,
    frontRating: 36.0,
    frontSlope: 113,
    backRating: 36.0,
    backSlope: 113,
  };
}

/** Add tees to a course, or correct them: past rounds keep the figures they were played with. */
export function TeeFormDialog({ courseId, tee, opened, onClose }: { courseId: number; tee: Tee | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={tee ? 'Edit Tees' : 'Add Tees'} size="xl" centered>
      {opened && <TeeForm key={tee?.id ?? 'new'} courseId={courseId} tee={tee} onDone={onClose} />}
    </Modal>
  );
}

function TeeForm({ courseId, tee, onDone }: { courseId: number; tee: Tee | null; onDone: () => void }) {
  const { addTee, updateTee } = useCourseMutations();
  const form = useForm<TeeValues>({ mode: 'controlled', initialValues: initialValues(courseId, tee), validate: schemaResolver(teeInputSchema, { sync: true }) });
  const options = { onSuccess: onDone, onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)) };
  const submit = (values: TeeValues) => {
    if (tee) {
      const { courseId: _course, ...rest } = values;
      updateTee.mutate({ ...rest, id: tee.id }, options);
    } else addTee.mutate(values, options);
  };
  const numberField = (field: 'rating' | 'slope' | 'frontRating' | 'frontSlope' | 'backRating' | 'backSlope', label: string, decimals: boolean) => (
    <NumberInput
      label={label}
      required
      decimalScale={decimals ? 1 : 0}
      allowDecimal={decimals}
      clampBehavior="none"
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, asNumber(value))}
      error={form.errors[field]}
    />
  );
  const listError = (field: 'pars' | 'strokeIndexes'): string | undefined =>
    Object.entries(form.errors)
      .filter(([key]) => key === field || key.startsWith(`${field}.`))
      .flatMap(([, message]) => (typeof message === 'string' ? [message] : []))[0];
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Tee name" description="Such as Blue, White or Red" required key={form.key('name')} {...form.getInputProps('name')} />
          <Radio.Group label="Ratings for" required {...form.getInputProps('gender')}>
            <Group mt={4}>
              <Radio value="men" label="Men" />
              <Radio value="women" label="Women" />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {numberField('rating', 'Course rating (18)', true)}
          {numberField('slope', 'Slope (18)', false)}
          {numberField('frontRating', 'Front nine rating', true)}
          {numberField('frontSlope', 'Front nine slope', false)}
          {numberField('backRating', 'Back nine rating', true)}
          {numberField('backSlope', 'Back nine slope', false)}
        </SimpleGrid>
        <Fieldset legend="Par and stroke index, hole by hole">
          <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
            {HOLES.map((i) => (
              <Group key={i} gap={4} wrap="nowrap" align="flex-end">
                <NumberInput
                  label={`Hole ${i + 1} par`}
                  size="xs"
                  allowDecimal={false}
                  clampBehavior="none"
                  value={form.values.pars[i]}
                  onChange={(value) => form.setFieldValue(`pars.${i}`, asNumber(value))}
                />
                <NumberInput
                  label={`Hole ${i + 1} stroke index`}
                  size="xs"
                  allowDecimal={false}
                  clampBehavior="none"
                  value={form.values.strokeIndexes[i]}
                  onChange={(value) => form.setFieldValue(`strokeIndexes.${i}`, asNumber(value))}
                />
              </Group>
            ))}
          </SimpleGrid>
          {[listError('pars'), listError('strokeIndexes')].flatMap((message) => (message ? [message] : [])).map((message) => (
            <Text key={message} c="red.9" size="sm" mt="xs" role="alert">
              {message}
            </Text>
          ))}
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={addTee.isPending || updateTee.isPending}>
            {tee ? 'Save Tees' : 'Add Tees'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
