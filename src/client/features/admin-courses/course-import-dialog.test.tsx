import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COURSE_CSV_MAX_BYTES } from '../../../shared/golf/course-csv-layout';
import { COURSE_CSV_NOT_TEXT, COURSE_CSV_TOO_LARGE, type CourseImportRow } from '../../../shared/golf/course-import.schema';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { CourseImportDialog } from './course-import-dialog';

const ok = (row: number, tee: string): CourseImportRow => ({ row, course: 'Pine Links', tee, gender: 'men', newCourse: true, errors: [] });
const broken: CourseImportRow = {
  row: 4,
  course: 'Pine Links',
  tee: 'Red',
  gender: 'women',
  newCourse: true,
  errors: [
    { column: 'si7', message: 'Stroke indexes must use each number from 1 to 18 once' },
    { column: '', message: 'The row has 3 values; the header has 47' },
  ],
};
const CSV = 'course,kind\nPine Links,outdoor\n';

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

async function open(rows: CourseImportRow[], onClose = vi.fn()) {
  const server = fakeServer({ 'admin.courses.previewImport': () => ({ rows }), 'admin.courses.importTees': () => ({ courses: 1, tees: rows.length }) });
  renderWithProviders(<CourseImportDialog opened onClose={onClose} />, server);
  await screen.findByRole('dialog', { name: 'Import Tees' });
  return server;
}

describe('CourseImportDialog', () => {
  it('shows each row with its errors named by column, and keeps Import off while any row has one', async () => {
    const server = await open([ok(2, 'Blue'), ok(3, 'White'), broken]);
    await userEvent.upload(fileInput(), new File([CSV], 'courses.csv', { type: 'text/csv' }));

    expect(await screen.findByText('1 of 3 rows has errors. Correct them in the file and choose it again: nothing is imported until every row is OK.')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Rows of the file' });
    expect(within(table).getByText('si7: Stroke indexes must use each number from 1 to 18 once')).toBeTruthy();
    expect(within(table).getByText('The row has 3 values; the header has 47')).toBeTruthy();
    // Only the failing row until asked for all of them.
    expect(within(table).queryByText('Blue')).toBeNull();
    await userEvent.click(screen.getByLabelText('Show only the rows with errors'));
    expect(within(table).getByText('Blue')).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(server.calls.map((call) => call.path)).toEqual(['admin.courses.previewImport']);
    expect(server.calls[0]?.input).toEqual({ csv: CSV });
  });

  it('imports the whole file once every row is OK', async () => {
    const onClose = vi.fn();
    const server = await open([ok(2, 'Blue'), ok(3, 'White')], onClose);
    await userEvent.upload(fileInput(), new File([CSV], 'courses.csv', { type: 'text/csv' }));
    expect(await screen.findByText('All 2 rows are OK: 2 tees, 1 new course.')).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton.hasAttribute('disabled')).toBe(false));
    await userEvent.click(importButton);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.map((call) => call.path)).toEqual(['admin.courses.previewImport', 'admin.courses.importTees']);
    expect(server.calls[1]?.input).toEqual({ csv: CSV });
  });

  it('refuses a file too large or not a CSV before sending it', async () => {
    const server = await open([]);
    await userEvent.upload(fileInput(), new File(['x'.repeat(COURSE_CSV_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Tees' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(COURSE_CSV_TOO_LARGE);
    await userEvent.upload(fileInput(), new File(['PK\u0003\u0004\u0014\u0000'], 'courses.xlsx', { type: 'text/csv' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(COURSE_CSV_NOT_TEXT));
    expect(server.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });
});
