import type { z } from 'zod';
import { Button, Fieldset, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type Tee, teeInputSchema } from '../../../shared/golf/course.schema';
import { fieldErrorsOf } from '../../lib/error-message';
import { useCourseMutations } from './use-course-mutations';

type TeeValues = z.input<typeof teeInputSchema>;

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
  // On a phone the 9 holes of a nine need the whole width.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={tee ? 'Edit Tees' : 'Add Tees'} size="xl" centered fullScreen={phone}>
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
      fixedDecimalScale={decimals}
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
        <Fieldset legend="Par and stroke index, hole by hole" p={{ base: 4, sm: 'md' }}>
          {[0, 9].map((first) => (
            <Table key={first} withColumnBorders mb="xs" layout="fixed" aria-label={first === 0 ? 'Front nine' : 'Back nine'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} px={4}>
                    Hole
                  </Table.Th>
                  {HOLES.slice(first, first + 9).map((i) => (
                    <Table.Th key={i} ta="center" px={2}>
                      {i + 1}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(['pars', 'strokeIndexes'] as const).map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row" px={4}>
                      {field === 'pars' ? 'Par' : <abbr title="Stroke index">SI</abbr>}
                    </Table.Th>
                    {HOLES.slice(first, first + 9).map((i) => (
                      <Table.Td key={i} px={1}>
                        <NumberInput
                          aria-label={`Hole ${i + 1} ${field === 'pars' ? 'par' : 'stroke index'}`}
                          size="xs"
                          hideControls
                          allowDecimal={false}
                          clampBehavior="none"
                          styles={{ input: { textAlign: 'center', paddingInline: 0 } }}
                          value={form.values[field][i]}
                          onChange={(value) => form.setFieldValue(`${field}.${i}`, asNumber(value))}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ))}
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
