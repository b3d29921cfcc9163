import { Table, type TableTrProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { TableScroll } from '../table-scroll';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import classes from './admin-table.module.css';
import { TableStateRow } from './table-state-row';

export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** 'right' for action columns. */
  align?: 'right';
  /** Dates and times stay on one line. */
  nowrap?: boolean;
  style?: CSSProperties;
}

export type AdminTablePaging = ListPaginationProps;

interface AdminTableProps<Row> {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  columns: AdminColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** Shown instead of the rows when the list could not be fetched. */
  errorText?: string | null;
  rowProps?: (row: Row) => TableTrProps;
  paging?: AdminTablePaging;
  striped?: boolean;
  /** Narrower cell padding, for a list with many columns. */
  compact?: boolean;
}

/**
 * The one table every admin list uses: loading, empty and failed states, paging, and on a phone
 * each row stacked as a card (column names beside the values) instead of scrolling sideways.
 */
export function AdminTable<Row>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
  loading,
  loadingText,
  emptyText,
  errorText,
  rowProps,
  paging,
  striped = true,
  compact = false,
}: AdminTableProps<Row>) {
  const span = columns.length;
  // A loading, failed or empty list is one message: it fits the screen instead of scrolling sideways.
  const hasRows = !loading && !errorText && rows !== undefined && rows.length > 0;
  return (
    <>
      <TableScroll label={label} minWidth={hasRows ? minWidth : 0} className={classes.stackedScroll}>
        <Table striped={striped} highlightOnHover verticalSpacing="sm" horizontalSpacing={compact ? 6 : undefined} className={classes.stacked}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <TableStateRow colSpan={span}>{loadingText}</TableStateRow>
            ) : errorText ? (
              <TableStateRow colSpan={span} color="red">
                {errorText}
              </TableStateRow>
            ) : !rows || rows.length === 0 ? (
              <TableStateRow colSpan={span}>{emptyText}</TableStateRow>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.header}
                      data-label={column.header}
                      ta={column.align}
                      style={column.nowrap ? { whiteSpace: 'nowrap', ...column.style } : column.style}
                    >
                      {/* One box per value, so a stacked card keeps a title and its description together. */}
                      <div className={classes.value}>{column.cell(row)}</div>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {paging && <ListPagination {...paging} />}
    </>
  );
}
