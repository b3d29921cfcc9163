import type { CourseKind, TeeGender } from '../../../shared/golf/course.schema';
import { type CourseImportError, type CourseImportRow, importErrorText } from '../../../shared/golf/course-import.schema';
import type { CheckedRow, CourseFields } from './course-csv-row';
import type { TeeFields } from './tee-columns';

/** A course the club has, with the tees that an imported row may not repeat. */
export interface ClubCourse {
  id: number;
  name: string;
  kind: CourseKind;
  location: string;
  retired: boolean;
  tees: ReadonlyArray<{ name: string; gender: TeeGender }>;
}

/** What the import writes: a course (new when id is null) and the tees it adds to it. */
export interface PlannedCourse {
  id: number | null;
  /** As the club spells it, for a course it has. */
  name: string;
  fields: CourseFields;
  tees: TeeFields[];
}

export interface ImportPlan {
  rows: CourseImportRow[];
  courses: PlannedCourse[];
}

/** Course and tee names match whatever their case and surrounding spaces. */
const keyOf = (name: string) => name.trim().toLowerCase();
const same = (a: string, b: string) => keyOf(a) === keyOf(b);
const aKind = (kind: CourseKind) => (kind === 'outdoor' ? 'an outdoor' : 'a simulator');

function clubCourseErrors(fields: CourseFields, matches: readonly ClubCourse[]): CourseImportError[] {
  const [club] = matches;
  if (!club) return [];
  if (matches.length > 1) return [{ column: 'course', message: `The club has ${matches.length} courses called "${club.name}": rename all but one first` }];
  if (club.retired) return [{ column: 'course', message: `"${club.name}" is retired: bring it back before adding tees` }];
  return [
    ...(club.kind === fields.kind ? [] : [{ column: 'kind', message: `The club's "${club.name}" is ${aKind(club.kind)} course` }]),
    ...(same(club.location, fields.location) ? [] : [{ column: 'location', message: `The club's "${club.name}" is at "${club.location}"` }]),
  ];
}

function earlierRowErrors(fields: CourseFields, first: { row: number; fields: CourseFields } | undefined): CourseImportError[] {
  if (!first) return [];
  return [
    ...(first.fields.kind === fields.kind ? [] : [{ column: 'kind', message: `Row ${first.row} makes "${first.fields.name}" ${aKind(first.fields.kind)} course` }]),
    ...(same(first.fields.location, fields.location) ? [] : [{ column: 'location', message: `Row ${first.row} puts "${first.fields.name}" at "${first.fields.location}"` }]),
  ];
}

function teeErrors(course: PlannedCourse, tee: TeeFields, matches: readonly ClubCourse[], earlier: number | undefined): CourseImportError[] {
  if (matches.some((match) => match.tees.some((known) => same(known.name, tee.name) && known.gender === tee.gender))) {
    return [{ column: 'tee', message: `"${course.name}" already has ${tee.name} tees for ${tee.gender}` }];
  }
  return earlier === undefined ? [] : [{ column: 'tee', message: `Row ${earlier} has the same tees (${tee.name} for ${tee.gender})` }];
}

/**
 * Decides each row against the club and the rows above it: a course the club has gets the tees
 * added, never changed; tees the course has (same name and gender), or an earlier row has, are refused.
 */
export function planCourseImport(checked: readonly CheckedRow[], club: readonly ClubCourse[]): ImportPlan {
  const planned = new Map<string, PlannedCourse & { row: number }>();
  const teeRows = new Map<string, number>();
  const rows = checked.map((row): CourseImportRow => {
    const matches = club.filter((course) => same(course.name, row.course));
    const errors = [...row.errors];
    const { courseFields, teeFields } = row;
    if (courseFields) {
      const first = planned.get(keyOf(courseFields.name));
      errors.push(...clubCourseErrors(courseFields, matches), ...earlierRowErrors(courseFields, first));
      const known = matches.length === 1 ? matches[0] : undefined;
      const course = first ?? { row: row.row, id: known?.id ?? null, name: known?.name ?? courseFields.name, fields: courseFields, tees: [] };
      planned.set(keyOf(courseFields.name), course);
      if (teeFields) {
        const key = JSON.stringify([keyOf(courseFields.name), keyOf(teeFields.name), teeFields.gender]);
        errors.push(...teeErrors(course, teeFields, matches, teeRows.get(key)));
        if (!teeRows.has(key)) teeRows.set(key, row.row);
        course.tees.push(teeFields);
      }
    }
    return { row: row.row, course: row.course, tee: row.tee, gender: row.gender, newCourse: matches.length === 0, errors };
  });
  return { rows, courses: [...planned.values()].map(({ row: _row, ...course }) => course) };
}

/** The refusal of a file with errors: how many rows, and the first one's words. */
export function nothingImported(rows: readonly CourseImportRow[]): string | null {
  const failed = rows.filter((row) => row.errors.length > 0);
  const [first] = failed;
  const error = first?.errors[0];
  if (!first || !error) return null;
  const count = failed.length === 1 ? '1 row has' : `${failed.length} rows have`;
  return `Nothing was imported: ${count} errors. ${importErrorText(first.row, error)}`;
}
