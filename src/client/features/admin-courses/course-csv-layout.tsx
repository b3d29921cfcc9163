import { Accordion, Code, Stack, Table, Text } from '@mantine/core';
import { COURSE_CSV_LAYOUT, COURSE_CSV_MAX_BYTES, COURSE_CSV_MAX_ROWS } from '../../../shared/golf/course-csv-layout';

/** The published column layout, as the import reads it and the export writes it. */
export function CourseCsvLayout() {
  return (
    <Accordion variant="contained" defaultValue={null}>
      <Accordion.Item value="layout">
        <Accordion.Control>The column layout: one tee a row</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="xs">
            The first row is the header with these columns, in any order. Values are separated by commas (semicolons or tabs also work). At most{' '}
            {COURSE_CSV_MAX_ROWS.toLocaleString('en')} rows and {COURSE_CSV_MAX_BYTES / 1_000_000} MB a file.
          </Text>
          <Table layout="fixed" verticalSpacing={4} fz="sm" aria-label="Columns of the courses CSV">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="38%">Column</Table.Th>
                <Table.Th>Holds</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COURSE_CSV_LAYOUT.map(({ columns, holds }) => (
                <Table.Tr key={columns.join()}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      {columns.map((column) => (
                        <Code key={column}>{column}</Code>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{holds}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
