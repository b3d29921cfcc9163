import type { z } from 'zod';
import { COURSE_CSV_HEADER, PAR_COLUMNS, SI_COLUMNS } from '../../../shared/golf/course-csv-layout';
import { courseInputSchema, teeInputSchema } from '../../../shared/golf/course.schema';
import type { CourseImportError } from '../../../shared/golf/course-import.schema';
import { type CsvRow, columnList } from './course-csv-read';
import type { TeeFields } from './tee-columns';

export type CourseFields = z.output<typeof courseInputSchema>;

/** A row read through the same schemas as the course and tee forms. */
export interface CheckedRow {
  row: number;
  /** The cells as written, for the preview. */
  course: string;
  tee: string;
  gender: string;
  /** Present when that half of the row passed its schema. */
  courseFields: CourseFields | null;
  teeFields: TeeFields | null;
  errors: CourseImportError[];
}

const teeFieldsSchema = teeInputSchema.omit({ courseId: true });

const COURSE_COLUMNS = new Map<PropertyKey, string>([
  ['name', 'course'],
  ['kind', 'kind'],
  ['location', 'location'],
]);
const TEE_COLUMNS = new Map<PropertyKey, string>([
  ['name', 'tee'],
  ['gender', 'gender'],
  ['rating', 'rating'],
  ['slope', 'slope'],
  ['frontRating', 'front_rating'],
  ['frontSlope', 'front_slope'],
  ['backRating', 'back_rating'],
  ['backSlope', 'back_slope'],
]);

/** The export writes ' before text a spreadsheet would run as a formula; reading takes it off again. */
const unguard = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** Digits with at most one decimal point (or comma); anything else is not a number, so the schema names it. */
function numberOf(text: string): number | undefined {
  if (text === '') return undefined;
  return /^[+-]?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** The stroke index column that breaks "each number from 1 to 18 once": the first out of range or repeated. */
function offendingStrokeIndex(indexes: ReadonlyArray<number | undefined>): string {
  const seen = new Set<number>();
  const at = indexes.findIndex((value) => {
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > 18 || seen.has(value)) return true;
    seen.add(value);
    return false;
  });
  return SI_COLUMNS[at] ?? `${SI_COLUMNS[0]} … ${SI_COLUMNS[17]}`;
}

function teeColumnOf(path: readonly PropertyKey[], strokeIndexes: ReadonlyArray<number | undefined>): string {
  const [field, index] = path;
  const hole = typeof index === 'number' ? index : -1;
  if (field === 'pars') return PAR_COLUMNS[hole] ?? `${PAR_COLUMNS[0]} … ${PAR_COLUMNS[17]}`;
  if (field === 'strokeIndexes') return SI_COLUMNS[hole] ?? offendingStrokeIndex(strokeIndexes);
  return TEE_COLUMNS.get(field ?? '') ?? '';
}

/** One message a row: the columns with the same problem together ("par3, par7: Each par must be ..."). */
function grouped(errors: CourseImportError[]): CourseImportError[] {
  const byMessage = new Map<string, string[]>();
  for (const { column, message } of errors) {
    const columns = byMessage.get(message) ?? [];
    if (!columns.includes(column)) columns.push(column);
    byMessage.set(message, columns);
  }
  return [...byMessage].map(([message, columns]) => ({ column: columnList(columns), message }));
}

export function checkCsvRow({ row, cells, valueCount }: CsvRow): CheckedRow {
  const text = (column: string) => unguard(cells.get(column) ?? '');
  const shown = { row, course: text('course'), tee: text('tee'), gender: text('gender') };
  // Values shifted by a missing or extra comma would be named under the wrong columns.
  if (valueCount !== COURSE_CSV_HEADER.length) {
    const message = `The row has ${valueCount} values; the header has ${COURSE_CSV_HEADER.length}`;
    return { ...shown, courseFields: null, teeFields: null, errors: [{ column: '', message }] };
  }
  const course = courseInputSchema.safeParse({ name: text('course'), kind: text('kind').toLowerCase(), location: text('location') });
  const strokeIndexes = SI_COLUMNS.map((column) => numberOf(text(column)));
  const tee = teeFieldsSchema.safeParse({
    name: text('tee'),
    gender: text('gender').toLowerCase(),
    pars: PAR_COLUMNS.map((column) => numberOf(text(column))),
    strokeIndexes,
    rating: numberOf(text('rating')),
    slope: numberOf(text('slope')),
    frontRating: numberOf(text('front_rating')),
    frontSlope: numberOf(text('front_slope')),
    backRating: numberOf(text('back_rating')),
    backSlope: numberOf(text('back_slope')),
  });
  const errors: CourseImportError[] = [
    ...(course.error?.issues ?? []).map((issue) => ({ column: COURSE_COLUMNS.get(issue.path[0] ?? '') ?? '', message: issue.message })),
    ...(tee.error?.issues ?? []).map((issue) => ({ column: teeColumnOf(issue.path, strokeIndexes), message: issue.message })),
  ];
  return { ...shown, courseFields: course.success ? course.data : null, teeFields: tee.success ? tee.data : null, errors: grouped(errors) };
}
