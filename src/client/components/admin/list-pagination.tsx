import { Group, Pagination, Text } from '@mantine/core';

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there are more. */
  totalIsAtLeast?: boolean | undefined;
  onChange: (page: number) => void;
  noun: string;
}

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Page links under a list that grows; hidden while everything fits on one page. */
export function ListPagination({ page, pageSize, total, totalIsAtLeast, onChange, noun }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {total}
        {totalIsAtLeast ? '+' : ''} {noun}
      </Text>
      {pages > 1 && (
        <Pagination
          value={page}
          total={pages}
          onChange={onChange}
          size="sm"
          aria-label={`${noun} pages`}
          getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
        />
      )}
    </Group>
  );
}
