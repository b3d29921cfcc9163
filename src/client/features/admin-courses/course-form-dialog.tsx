import type { z } from 'zod';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Course, courseInputSchema } from '../../../shared/golf/course.schema';
import { fieldErrorsOf } from '../../lib/error-message';
import { useCourseMutations } from './use-course-mutations';

type CourseValues = z.input<typeof courseInputSchema>;

/** Add a course, or edit its name, kind and location. */
export function CourseFormDialog({ course, opened, onClose }: { course: Course | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={course ? 'Edit Course' : 'Add Course'} centered>
      {opened && <CourseForm key={course?.id ?? 'new'} course={course} onDone={onClose} />}
    </Modal>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: () => void }) {
  const { create, update } = useCourseMutations();
  const form = useForm<CourseValues>({
    mode: 'controlled',
    initialValues: course ? { name: course.name, kind: course.kind, location: course.location } : { name: '', kind: 'simulator', location: '' },
    validate: schemaResolver(courseInputSchema, { sync: true }),
  });
  const options = { onSuccess: onDone, onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)) };
  return (
    <form onSubmit={form.onSubmit((values) => (course ? update.mutate({ ...values, id: course.id }, options) : create.mutate(values, options)))} noValidate>
      <Stack gap="sm">
        <TextInput label="Course name" required key={form.key('name')} {...form.getInputProps('name')} />
        <Radio.Group label="Kind" required {...form.getInputProps('kind')}>
          <Group mt={4}>
            <Radio value="simulator" label="Simulator" />
            <Radio value="outdoor" label="Outdoor course" />
          </Group>
        </Radio.Group>
        <TextInput label="Location" description="A town, or the simulator software" required key={form.key('location')} {...form.getInputProps('location')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {course ? 'Save Course' : 'Add Course'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
