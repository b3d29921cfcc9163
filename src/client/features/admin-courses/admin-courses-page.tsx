import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Course, Tee } from '../../../shared/golf/course.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { trpc } from '../../lib/trpc';
import { CourseFormDialog } from './course-form-dialog';
import { COURSE_TEMPLATE_URL, CourseImportDialog } from './course-import-dialog';
import { TeeFormDialog } from './tee-form-dialog';
import { useCourseMutations } from './use-course-mutations';

type Editing = { kind: 'course'; course: Course | null } | { kind: 'tee'; courseId: number; tee: Tee | null } | { kind: 'import' } | null;

/** Courses and their tees: what matches are played on. Retire instead of delete; past rounds keep their snapshot. */
export function AdminCoursesPage() {
  const courses = trpc.admin.courses.list.useQuery(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <>
      <AdminPageHeader
        title="Courses"
        description="Courses and tees with their ratings, for matches and the club index. Retire a course instead of changing what past rounds were played on."
        actions={
          <>
            <Button variant="default" leftSection={<IconUpload size={18} />} onClick={() => setEditing({ kind: 'import' })}>
              Import Tees
            </Button>
            <Button component="a" href={COURSE_TEMPLATE_URL} download variant="default" leftSection={<IconFileTypeCsv size={18} />}>
              Download Template
            </Button>
            <Button component="a" href="/api/admin/courses.csv" download variant="default" leftSection={<IconDownload size={18} />}>
              Export Courses
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'course', course: null })}>
              Add Course
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {courses.isLoading && <Text c="dimmed">Loading courses...</Text>}
        {courses.data?.length === 0 && <Text c="dimmed">No courses yet. Add the simulator courses your members play.</Text>}
        {courses.data?.map((course) => (
          <CourseCard key={course.id} course={course} onEdit={setEditing} />
        ))}
      </Stack>
      <CourseFormDialog course={editing?.kind === 'course' ? editing.course : null} opened={editing?.kind === 'course'} onClose={close} />
      <TeeFormDialog
        courseId={editing?.kind === 'tee' ? editing.courseId : 0}
        tee={editing?.kind === 'tee' ? editing.tee : null}
        opened={editing?.kind === 'tee'}
        onClose={close}
      />
      <CourseImportDialog opened={editing?.kind === 'import'} onClose={close} />
    </>
  );
}

function CourseCard({ course, onEdit }: { course: Course; onEdit: (editing: Editing) => void }) {
  const { retire, retireTee } = useCourseMutations();
  const columns: AdminColumn<Tee>[] = [
    {
      header: 'Tees',
      cell: (tee) => (
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {tee.name}
          </Text>
          {tee.retired && <Badge color="gray">Retired</Badge>}
        </Group>
      ),
    },
    { header: 'For', cell: (tee) => (tee.gender === 'men' ? 'Men' : 'Women') },
    { header: 'Par', cell: (tee) => tee.par },
    { header: 'Rating / slope', nowrap: true, cell: (tee) => `${tee.rating.toFixed(1)} / ${tee.slope}` },
    { header: 'Front nine', nowrap: true, cell: (tee) => `${tee.front.rating.toFixed(1)} / ${tee.front.slope}` },
    { header: 'Back nine', nowrap: true, cell: (tee) => `${tee.back.rating.toFixed(1)} / ${tee.back.slope}` },
    {
      header: 'Actions',
      align: 'right',
      cell: (tee) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onEdit({ kind: 'tee', courseId: course.id, tee })} aria-label={`Edit ${tee.name} tees`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color={tee.retired ? 'green' : 'red'}
            loading={retireTee.isPending}
            onClick={() => retireTee.mutate({ id: tee.id, retired: !tee.retired })}
            aria-label={`${tee.retired ? 'Bring back' : 'Retire'} ${tee.name} tees`}
          >
            {tee.retired ? 'Bring back' : 'Retire'}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {course.name}
            </Title>
            <Badge variant="light">{course.kind === 'simulator' ? 'Simulator' : 'Outdoor'}</Badge>
            {course.retired && <Badge color="gray">Retired</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {course.location}
            {course.inUse ? ' · played in matches' : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onEdit({ kind: 'tee', courseId: course.id, tee: null })}>
            Add Tees
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit({ kind: 'course', course })}>
            Edit Course
          </Button>
          <Button size="xs" variant="subtle" color={course.retired ? 'green' : 'red'} loading={retire.isPending} onClick={() => retire.mutate({ id: course.id, retired: !course.retired })}>
            {course.retired ? 'Bring Back Course' : 'Retire Course'}
          </Button>
        </Group>
      </Group>
      <AdminTable
        label={`${course.name} tees`}
        minWidth={560}
        columns={columns}
        rows={course.tees}
        rowKey={(tee) => tee.id}
        loading={false}
        loadingText=""
        emptyText="No tees yet: add them with their ratings and stroke indexes."
      />
    </Card>
  );
}
