import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicBoardRow } from '../../../shared/tournaments/public-board.schema';
import type { TournamentFormat } from '../../../shared/tournaments/tournament.schema';
import classes from './leaderboard-table.module.css';
import { toParWords } from './board-words';

/** A row of a board as both boards send it (the members' one adds the member's id). */
export type BoardRowView = PublicBoardRow;

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown from a tablet up only (the phone keeps what ranks). */
  wide?: boolean;
  player?: boolean;
}

function columnsFor<Row extends BoardRowView>(format: TournamentFormat, basis: 'net' | 'gross', showFlight: boolean): Column<Row>[] {
  const stableford = format === 'stableford';
  const columns: Column<Row>[] = [
    { header: 'Pos', cell: (row) => row.position },
    {
      header: 'Player',
      player: true,
      cell: (row) => (
        <>
          {row.name}
          {showFlight && row.flight && (
            <Text span size="xs" c="dimmed" className={classes.flightInline}>
              Flight {row.flight}
            </Text>
          )}
        </>
      ),
    },
  ];
  if (showFlight) columns.push({ header: 'Flight', wide: true, cell: (row) => row.flight ?? '–' });
  columns.push(
    { header: 'Thru', cell: (row) => (row.thru === 0 ? '–' : row.thru) },
    { header: 'Today', cell: (row) => (row.today === null ? '–' : stableford ? row.today : toParWords(row.today)) },
  );
  if (stableford) {
    columns.push({ header: 'Points', cell: (row) => <strong>{row.points}</strong> });
  } else {
    columns.push(
      { header: 'To par', cell: (row) => <strong>{toParWords(row.toPar)}</strong> },
      { header: 'Gross', wide: basis !== 'gross', cell: (row) => row.gross },
      { header: 'Net', wide: basis !== 'net', cell: (row) => row.net },
    );
  }
  return columns;
}

function StateRow({ span, children, color }: { span: number; children: string; color?: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} ta="center" c={color ?? 'dimmed'} style={{ whiteSpace: 'normal' }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

interface LeaderboardTableProps<Row extends BoardRowView> {
  format: TournamentFormat;
  basis: 'net' | 'gross';
  /** undefined while loading or after a failed fetch (see `state`). */
  rows: readonly Row[] | undefined;
  state: 'loading' | 'error' | 'ready';
  /** A column for the flight (under the name on a phone) when the field plays in flights. */
  showFlight: boolean;
  label: string;
  /** The viewer's own row, shown in bold. */
  isMine?: (row: Row) => boolean;
  rowKey: (row: Row, index: number) => string | number;
}

/**
 * A tournament board that fits a phone without scrolling sideways: position, player, thru, today and
 * the total the basis ranks by; the other total and the flight column from a tablet up.
 */
export function LeaderboardTable<Row extends BoardRowView>({ format, basis, rows, state, showFlight, label, isMine, rowKey }: LeaderboardTableProps<Row>) {
  const columns = columnsFor<Row>(format, basis, showFlight);
  return (
    <Table className={classes.board} fz="sm" verticalSpacing={6} horizontalSpacing="xs" striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" className={column.wide ? classes.wide : undefined}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state === 'loading' ? (
          <StateRow span={columns.length}>Loading the leaderboard...</StateRow>
        ) : state === 'error' || !rows ? (
          <StateRow span={columns.length} color="red.9">
            Failed to fetch the leaderboard
          </StateRow>
        ) : rows.length === 0 ? (
          <StateRow span={columns.length}>No cards yet: scores appear here as players save their holes.</StateRow>
        ) : (
          rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)} data-me={isMine?.(row) || undefined}>
              {columns.map((column) => (
                <Table.Td key={column.header} className={column.player ? classes.player : column.wide ? classes.wide : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
