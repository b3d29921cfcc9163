import { courseListSchema, courseSchema } from '../../../../shared/golf/course.schema';
import { z } from 'zod';
import { courseInputSchema, courseUpdateSchema, teeInputSchema, teeUpdateSchema } from '../../../../shared/golf/course.schema';
import { recordId } from '../../../../shared/record-id.schema';
import { courseCsvInputSchema, courseImportPreviewSchema, courseImportResultSchema } from '../../../../shared/golf/course-import.schema';
import { adminProcedure, router } from '../trpc';
import { addTee, createCourse, listAllCourses, setCourseRetirement, setTeeRetirement, updateCourse, updateTee } from '../../../domains/courses/courses.service';
import { importCourseCsv, previewCourseImport } from '../../../domains/courses/course-csv.service';

const retirementSchema = z.object({ id: recordId(), retired: z.boolean('Say whether to retire it') });

/** admin.courses.*: the Courses page. */
export const adminCoursesRouter = router({
  list: adminProcedure.output(courseListSchema).query(({ ctx }) => listAllCourses(ctx.db)),
  create: adminProcedure.input(courseInputSchema).output(courseSchema).mutation(({ ctx, input }) => createCourse(ctx, ctx.user, input)),
  update: adminProcedure.input(courseUpdateSchema).output(courseSchema).mutation(({ ctx, input }) => updateCourse(ctx, ctx.user, input)),
  retire: adminProcedure.input(retirementSchema).output(courseSchema).mutation(({ ctx, input }) => setCourseRetirement(ctx, ctx.user, input.id, input.retired)),
  addTee: adminProcedure.input(teeInputSchema).output(courseSchema).mutation(({ ctx, input }) => addTee(ctx, ctx.user, input)),
  updateTee: adminProcedure.input(teeUpdateSchema).output(courseSchema).mutation(({ ctx, input }) => updateTee(ctx, ctx.user, input)),
  retireTee: adminProcedure.input(retirementSchema).output(courseSchema).mutation(({ ctx, input }) => setTeeRetirement(ctx, ctx.user, input.id, input.retired)),
  // The CSV's text comes in the body (a mutation): at most 1 MB, under the server's body limit of 1 MiB.
  previewImport: adminProcedure.input(courseCsvInputSchema).output(courseImportPreviewSchema).mutation(({ ctx, input }) => previewCourseImport(ctx.db, input)),
  importTees: adminProcedure.input(courseCsvInputSchema).output(courseImportResultSchema).mutation(({ ctx, input }) => importCourseCsv(ctx, ctx.user, input)),
});
