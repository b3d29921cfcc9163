import { Table, Text } from '@mantine/core';

interface TableStateRowProps {
  colSpan: number;
  children: string;
  /** 'red' for a failed fetch. */
  color?: 'dimmed' | 'red';
}

/** One full-width row for 'Loading...', 'No ... found' and fetch failures. */
export function TableStateRow({ colSpan, children, color = 'dimmed' }: TableStateRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} data-state>
        <Text c={color} ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
