import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { CourseCsvLayout } from './course-csv-layout';
import { CourseImportPreview } from './course-import-preview';
import { useCourseImport } from './use-course-import';

export const COURSE_TEMPLATE_URL = '/api/admin/courses/template.csv';

/** Tees from a CSV file: a preview with each row's errors, then all rows in one go or none. */
export function CourseImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // On a phone the preview's rows need the whole width.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Import Tees" size="xl" centered fullScreen={phone}>
      {opened && <CourseImport onDone={onClose} />}
    </Modal>
  );
}

function CourseImport({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const { choose, problem, rows, checking, ready, importing, importAll } = useCourseImport(onDone);
  return (
    <Stack gap="sm">
      <Text size="sm">
        One tee a row: rows with the same course name make one course, and rows for a course the club has add tees to it. The file is imported whole
        or not at all. Start from the <Anchor href={COURSE_TEMPLATE_URL} download>template</Anchor>, or from Export Courses.
      </Text>
      <CourseCsvLayout />
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          void choose(chosen);
        }}
      />
      {checking && <Text size="sm">Checking the file...</Text>}
      {problem && (
        <Alert color="red" role="alert" title="Nothing was imported">
          {problem}
        </Alert>
      )}
      {rows && <CourseImportPreview rows={rows} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={importAll} disabled={!ready} loading={importing}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}
