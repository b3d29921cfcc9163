import { CsvError, parse } from 'csv-parse/sync';
import { COURSE_CSV_HEADER, COURSE_CSV_MAX_ROWS } from '../../../shared/golf/course-csv-layout';
import { AppError } from '../../platform/core/app-error';

/** One data row of the file: its cells by column name, and how many values it had. */
export interface CsvRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: ReadonlyMap<string, string>;
  valueCount: number;
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);
const TEMPLATE_HINT = 'Download the template for the layout.';

/** Spreadsheets in some countries save CSV with semicolons or tabs: the header line tells which. */
function delimiterOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

function readRecords(text: string): Array<{ record: string[]; line: number }> {
  const lines: number[] = [];
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      on_record: (record, context) => {
        lines.push(context.lines);
        return record;
      },
    });
    return records.map((record, i) => ({ record, line: lines[i] ?? i + 1 }));
  } catch (error) {
    if (error instanceof CsvError) throw refuse(`The file could not be read as CSV: ${error.message}.`);
    throw error;
  }
}

function follows(previous: string, next: string): boolean {
  const a = /^(par|si)(\d+)$/.exec(previous);
  const b = /^(par|si)(\d+)$/.exec(next);
  return a !== null && b !== null && a[1] === b[1] && Number(b[2]) === Number(a[2]) + 1;
}

/** "par1 … par18" for a run of hole columns, so a message stays readable. */
export function columnList(columns: readonly string[]): string {
  const parts: string[] = [];
  let run: string[] = [];
  const close = () => parts.push(run.length >= 3 ? `${run[0]} … ${run[run.length - 1]}` : run.join(', '));
  for (const column of columns) {
    const last = run[run.length - 1];
    if (last !== undefined && !follows(last, column)) {
      close();
      run = [];
    }
    run.push(column);
  }
  if (run.length > 0) close();
  return parts.join(', ');
}

function checkHeader(header: readonly string[]): void {
  const known = new Set(COURSE_CSV_HEADER);
  if (!header.some((name) => known.has(name))) {
    throw refuse(`The first row must be the header (${columnList(COURSE_CSV_HEADER.slice(0, 5))}, …). ${TEMPLATE_HINT}`);
  }
  const twice = header.filter((name, i) => header.indexOf(name) !== i);
  const missing = COURSE_CSV_HEADER.filter((name) => !header.includes(name));
  const unknown = header.filter((name) => !known.has(name));
  const problems = [
    missing.length > 0 ? `missing columns: ${columnList(missing)}` : '',
    unknown.length > 0 ? `unknown columns: ${unknown.map((name) => name || '(empty)').join(', ')}` : '',
    twice.length > 0 ? `columns given twice: ${[...new Set(twice)].join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length > 0) throw refuse(`The header has ${problems.join('; ')}. ${TEMPLATE_HINT}`);
}

/** The file's rows under a checked header; a file that is not this layout is refused whole. */
export function readCourseCsv(text: string): CsvRow[] {
  const [first, ...records] = readRecords(text);
  if (!first) throw refuse(`The file is empty. ${TEMPLATE_HINT}`);
  const header = first.record.map((name) => name.toLowerCase());
  checkHeader(header);
  if (records.length === 0) throw refuse('The file has the header but no tees: add one row for each tee.');
  if (records.length > COURSE_CSV_MAX_ROWS) {
    throw refuse(`The file has ${records.length.toLocaleString('en')} tees; import at most ${COURSE_CSV_MAX_ROWS.toLocaleString('en')} at a time: split it into smaller files.`);
  }
  return records.map(({ record, line }) => ({
    row: line,
    cells: new Map(header.map((name, i) => [name, record[i] ?? ''])),
    valueCount: record.length,
  }));
}
