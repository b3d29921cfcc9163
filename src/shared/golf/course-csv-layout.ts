/**
 * The published layout of a courses CSV: one tee a row (docs/decisions/course-import.md).
 * The import, the export, the template and the page all read it from here.
 */

const HOLES = Array.from({ length: 18 }, (_, i) => i + 1);
export const PAR_COLUMNS = HOLES.map((hole) => `par${hole}`);
export const SI_COLUMNS = HOLES.map((hole) => `si${hole}`);

export const COURSE_CSV_HEADER: readonly string[] = [
  'course',
  'kind',
  'location',
  'tee',
  'gender',
  'rating',
  'slope',
  'front_rating',
  'front_slope',
  'back_rating',
  'back_slope',
  ...PAR_COLUMNS,
  ...SI_COLUMNS,
];

/** What each column holds, as the page shows it (the hole columns as two lines). */
export const COURSE_CSV_LAYOUT: ReadonlyArray<{ columns: readonly string[]; holds: string }> = [
  { columns: ['course'], holds: 'Course name; rows with the same name are one course, and a course the club has gets the tees added' },
  { columns: ['kind'], holds: 'simulator or outdoor' },
  { columns: ['location'], holds: 'A town, or the simulator software' },
  { columns: ['tee'], holds: 'Tee name, such as Blue' },
  { columns: ['gender'], holds: 'men or women: whose ratings the row holds' },
  { columns: ['rating', 'slope'], holds: '18-hole course rating (one decimal, 50.0 to 90.0) and slope (55 to 155)' },
  { columns: ['front_rating', 'front_slope'], holds: 'Front nine rating (25.0 to 45.0) and slope' },
  { columns: ['back_rating', 'back_slope'], holds: 'Back nine rating (25.0 to 45.0) and slope' },
  { columns: ['par1 … par18'], holds: 'Par of holes 1 to 18: 3, 4, 5 or 6' },
  { columns: ['si1 … si18'], holds: 'Stroke index of holes 1 to 18: each number from 1 to 18 once' },
];

/** Larger files and more rows are refused whole, with a message, before anything is read. */
export const COURSE_CSV_MAX_BYTES = 1_000_000;
export const COURSE_CSV_MAX_ROWS = 2_000;

/** The template's one row: it imports as it is (a test holds it to that). */
export const COURSE_CSV_EXAMPLE: Readonly<Record<string, string>> = {
  course: 'Example Links',
  kind: 'simulator',
  location: 'GSPro',
  tee: 'Blue',
  gender: 'men',
  rating: '72.1',
  slope: '128',
  front_rating: '36.0',
  front_slope: '126',
  back_rating: '36.1',
  back_slope: '130',
  ...Object.fromEntries([4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4].map((par, i) => [`par${i + 1}`, String(par)])),
  ...Object.fromEntries([7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 16, 2, 12, 6, 18, 10, 4, 14].map((si, i) => [`si${i + 1}`, String(si)])),
};
