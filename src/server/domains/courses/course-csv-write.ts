import { stringify } from 'csv-stringify/sync';
import { COURSE_CSV_EXAMPLE, COURSE_CSV_HEADER, PAR_COLUMNS, SI_COLUMNS } from '../../../shared/golf/course-csv-layout';
import type { Course, Tee } from '../../../shared/golf/course.schema';

/** A spreadsheet runs a cell that starts with = + - @ as a formula: such text goes out behind a '. */
const guard = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** RFC 4180 lines (CRLF), with a byte order mark so Excel reads accented names as UTF-8. */
function writeCsv(records: ReadonlyArray<Readonly<Record<string, string>>>): string {
  const lines = records.map((record) => COURSE_CSV_HEADER.map((column) => guard(record[column] ?? '')));
  return stringify([[...COURSE_CSV_HEADER], ...lines], { bom: true, record_delimiter: 'windows' });
}

function teeRecord(course: Course, tee: Tee): Record<string, string> {
  return {
    course: course.name,
    kind: course.kind,
    location: course.location,
    tee: tee.name,
    gender: tee.gender,
    rating: tee.rating.toFixed(1),
    slope: String(tee.slope),
    front_rating: tee.front.rating.toFixed(1),
    front_slope: String(tee.front.slope),
    back_rating: tee.back.rating.toFixed(1),
    back_slope: String(tee.back.slope),
    ...Object.fromEntries(PAR_COLUMNS.map((column, i) => [column, String(tee.pars[i] ?? '')])),
    ...Object.fromEntries(SI_COLUMNS.map((column, i) => [column, String(tee.strokeIndexes[i] ?? '')])),
  };
}

/** Every tee of every course, one a row; a course without tees has no row to be on. */
export function coursesToCsv(courses: readonly Course[]): string {
  return writeCsv(courses.flatMap((course) => course.tees.map((tee) => teeRecord(course, tee))));
}

export function courseCsvTemplate(): string {
  return writeCsv([COURSE_CSV_EXAMPLE]);
}
