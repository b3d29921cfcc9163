import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { CourseImportPreview, CourseImportResult, courseCsvInputSchema } from '../../../shared/golf/course-import.schema';
import { AppError } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { readCourseCsv } from './course-csv-read';
import { checkCsvRow } from './course-csv-row';
import { coursesToCsv } from './course-csv-write';
import { type ClubCourse, nothingImported, planCourseImport } from './course-import-plan';
import { insertCourseRow, insertTeeRows, listCourseRows, listTeeNameRows } from './courses.repository';
import { listAllCourses } from './courses.service';
import { teeColumns } from './tee-columns';

export { courseCsvTemplate } from './course-csv-write';

type CourseCsv = z.output<typeof courseCsvInputSchema>;

/** Every course and tee in the import's layout: importing it into an empty club gives them back. */
export async function exportCoursesCsv(db: Db): Promise<string> {
  return coursesToCsv(await listAllCourses(db));
}

async function clubCourses(db: Db): Promise<ClubCourse[]> {
  const [courses, tees] = await Promise.all([listCourseRows(db), listTeeNameRows(db)]);
  return courses.map((course) => ({
    id: course.id,
    name: course.name,
    kind: course.kind,
    location: course.location,
    retired: course.retired_at !== null,
    tees: tees.filter((tee) => tee.course_id === course.id),
  }));
}

/** Each row of the file with its errors named, against the club as it is now; nothing is written. */
export async function previewCourseImport(db: Db, input: CourseCsv): Promise<CourseImportPreview> {
  const checked = readCourseCsv(input.csv).map(checkCsvRow);
  return { rows: planCourseImport(checked, await clubCourses(db)).rows };
}

/** All rows or none: any error (a course or tee added since the preview too) writes nothing. */
export async function importCourseCsv({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, input: CourseCsv): Promise<CourseImportResult> {
  const checked = readCourseCsv(input.csv).map(checkCsvRow);
  return inTransaction(db, async (trx) => {
    const plan = planCourseImport(checked, await clubCourses(trx));
    const refusal = nothingImported(plan.rows);
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    const at = clock.now();
    for (const course of plan.courses) {
      const courseId = course.id ?? (await insertCourseRow(trx, { ...course.fields, created_at: at.toISOString() }));
      await insertTeeRows(
        trx,
        course.tees.map((tee) => {
          const columns = teeColumns(tee, at);
          return { ...columns, course_id: courseId, created_at: columns.updated_at };
        }),
      );
      const tees = course.tees.map((tee) => `${tee.name} (${tee.gender})`).join(', ');
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'course.import',
        entityType: 'course',
        entityId: courseId,
        summary: `Imported ${course.id === null ? 'new course' : 'tees into'} "${course.name}" from a CSV file: ${tees}`,
        at,
      });
    }
    return { courses: plan.courses.filter((course) => course.id === null).length, tees: plan.rows.length };
  });
}
