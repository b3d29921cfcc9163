import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CourseImportRow } from '../../../shared/golf/course-import.schema';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';

const columns: AdminColumn<CourseImportRow>[] = [
  { header: 'Row', nowrap: true, cell: (row) => row.row },
  {
    header: 'Course',
    cell: (row) => (
      <Group gap={6}>
        <Text size="sm">{row.course}</Text>
        {row.newCourse && row.course !== '' && (
          <Badge variant="light" size="sm">
            New
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Tee', nowrap: true, cell: (row) => row.tee },
  { header: 'For', nowrap: true, cell: (row) => row.gender },
  {
    header: 'Result',
    cell: (row) =>
      row.errors.length === 0 ? (
        <Badge color="green">OK</Badge>
      ) : (
        <Stack gap={2}>
          {row.errors.map(({ column, message }) => (
            <Text key={`${column}:${message}`} size="sm" c="red.9">
              {column ? `${column}: ${message}` : message}
            </Text>
          ))}
        </Stack>
      ),
  },
];

/** Every row of the chosen file with its errors named; nothing is imported while one has any. */
export function CourseImportPreview({ rows }: { rows: readonly CourseImportRow[] }) {
  const failed = rows.filter((row) => row.errors.length > 0);
  const [onlyFailed, setOnlyFailed] = useState(true);
  const newCourses = new Set(rows.filter((row) => row.newCourse).map((row) => row.course.trim().toLowerCase())).size;
  const shown = failed.length > 0 && onlyFailed ? failed : rows;
  return (
    <Stack gap="xs">
      {failed.length > 0 ? (
        <Text size="sm" c="red.9" fw={600} role="status">
          {failed.length} of {rows.length} rows {failed.length === 1 ? 'has' : 'have'} errors. Correct them in the file and choose it again: nothing is imported
          until every row is OK.
        </Text>
      ) : (
        <Text size="sm" fw={600} role="status">
          All {rows.length} rows are OK: {rows.length} {rows.length === 1 ? 'tee' : 'tees'}, {newCourses} new {newCourses === 1 ? 'course' : 'courses'}.
        </Text>
      )}
      {failed.length > 0 && failed.length < rows.length && (
        <Checkbox label="Show only the rows with errors" checked={onlyFailed} onChange={(event) => setOnlyFailed(event.currentTarget.checked)} />
      )}
      <AdminTable label="Rows of the file" minWidth={560} columns={columns} rows={shown} rowKey={(row) => row.row} loading={false} loadingText="" emptyText="" />
    </Stack>
  );
}
