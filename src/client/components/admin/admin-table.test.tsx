import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { type AdminColumn, AdminTable } from './admin-table';

interface Row {
  id: number;
  name: string;
}

const columns: AdminColumn<Row>[] = [
  { header: 'ID', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
];

function table(props: Partial<Parameters<typeof AdminTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <AdminTable<Row>
      label="People"
      minWidth={400}
      columns={columns}
      rows={[]}
      rowKey={(row) => row.id}
      loading={false}
      loadingText="Loading people..."
      emptyText="No people found"
      {...props}
    />,
  );
}

describe('the admin table', () => {
  it('renders a row per record under the column headers, in a named scrolling region', () => {
    table({
      rows: [
        { id: 7, name: 'Casey' },
        { id: 9, name: 'Riley' },
      ],
    });
    const region = screen.getByRole('region', { name: 'People' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name']);
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['7', 'Casey'],
      ['9', 'Riley'],
    ]);
  });

  it('shows the loading, failed and empty states across the whole row', () => {
    table({ loading: true });
    expect(screen.getByRole('cell', { name: 'Loading people...' }).getAttribute('colspan')).toBe('2');
    cleanup();
    table({ rows: undefined, errorText: 'Failed to fetch people' });
    expect(screen.getByRole('cell', { name: 'Failed to fetch people' })).toBeTruthy();
    cleanup();
    table({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No people found' })).toBeTruthy();
  });

  it('pages: the count, and page links only when there is more than one page', async () => {
    const onChange = vi.fn();
    table({ rows: [{ id: 1, name: 'A' }], paging: { page: 1, pageSize: 1, total: 3, onChange, noun: 'people' } });
    expect(screen.getByText('3 people')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
  });

  it('says "500+" when the server stopped counting', () => {
    table({
      rows: [{ id: 1, name: 'A' }],
      paging: { page: 1, pageSize: 50, total: 500, totalIsAtLeast: true, onChange: vi.fn(), noun: 'people' },
    });
    expect(screen.getByText('500+ people')).toBeTruthy();
    expect(screen.getByRole('button', { name: '10' })).toBeTruthy();
  });
});
