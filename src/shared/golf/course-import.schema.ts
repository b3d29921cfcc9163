import { z } from 'zod';
import { hasControlCharacters } from '../text-rules';
import { COURSE_CSV_MAX_BYTES } from './course-csv-layout';

export const COURSE_CSV_TOO_LARGE = `The file is larger than ${COURSE_CSV_MAX_BYTES / 1_000_000} MB: split it into smaller files and import each.`;

// A spreadsheet (.xlsx is a zip) or any other binary file read as text holds control characters.
export const COURSE_CSV_NOT_TEXT = 'This is not a CSV file. Save the spreadsheet as CSV (comma-separated values) and choose that file.';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A courses CSV as the browser read it from the chosen file; the browser checks it with this schema before sending. */
export const courseCsvInputSchema = z.object({
  csv: z
    .string('Choose a CSV file')
    .refine((text) => utf8Bytes(text) <= COURSE_CSV_MAX_BYTES, COURSE_CSV_TOO_LARGE)
    .refine((text) => !hasControlCharacters(text), COURSE_CSV_NOT_TEXT),
});

/** One problem of a row: the column(s) it is in (empty for the row as a whole) and the schema's message. */
export const courseImportErrorSchema = z.object({ column: z.string(), message: z.string() });
export type CourseImportError = z.infer<typeof courseImportErrorSchema>;

export const courseImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: z.number(),
  course: z.string(),
  tee: z.string(),
  gender: z.string(),
  /** The club has no course of this name yet: the import adds it. */
  newCourse: z.boolean(),
  errors: z.array(courseImportErrorSchema),
});
export type CourseImportRow = z.infer<typeof courseImportRowSchema>;

export const courseImportPreviewSchema = z.object({ rows: z.array(courseImportRowSchema) });
export type CourseImportPreview = z.infer<typeof courseImportPreviewSchema>;

export const courseImportResultSchema = z.object({ courses: z.number(), tees: z.number() });
export type CourseImportResult = z.infer<typeof courseImportResultSchema>;

/** "Row 4, si7: Stroke indexes must use each number from 1 to 18 once", the same words on the page and in a refusal. */
export function importErrorText(row: number, { column, message }: CourseImportError): string {
  return `Row ${row}${column ? `, ${column}` : ''}: ${message}`;
}
