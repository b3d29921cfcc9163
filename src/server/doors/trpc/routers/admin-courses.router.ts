import { courseListSchema, courseSchema } from '../../../../shared/golf/course.schema';
import { z } from 'zod';
import { courseInputSchema, courseUpdateSchema, teeInputSchema, teeUpdateSchema } from '../../../../shared/golf/course.schema';
import { recordId } from '../../../../shared/record-id.schema';
import { adminProcedure, router } from '../trpc';
import { addTee, createCourse, listAllCourses, setCourseRetirement, setTeeRetirement, updateCourse, updateTee } from '../../../domains/courses/courses.service';

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
});
