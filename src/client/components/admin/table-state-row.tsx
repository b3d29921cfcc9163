import { Table, Text } from '@mantine/core';

/** One full-width row for 'Loading...' and 'No ... found'. */
export function TableStateRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
