import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { Course, courseInputSchema, courseUpdateSchema, Tee, teeInputSchema, teeUpdateSchema } from '../../../shared/golf/course.schema';
import type { TeeFigures } from '../../../shared/golf/round-setup';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import type { CourseRow, CourseTeeRow } from '../../platform/db/schema';
import {
  findCourseRow,
  findTeeRow,
  insertCourseRow,
  insertTeeRow,
  listCourseIdsInUse,
  listCourseRows,
  listTeeRows,
  setCourseRetired,
  setTeeRetired,
  updateCourseRow,
  updateTeeRow,
} from './courses.repository';
import { readNumberList } from './number-list';
import { teeColumns } from './tee-columns';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';

// A match shows its course and tees by name.
export { findCourseRow, listTeeLabels } from './courses.repository';

export function teeFigures(row: CourseTeeRow): TeeFigures {
  return {
    pars: readNumberList(row.pars),
    strokeIndexes: readNumberList(row.stroke_indexes),
    ratingTenths: row.rating_tenths,
    slope: row.slope,
    frontRatingTenths: row.front_rating_tenths,
    frontSlope: row.front_slope,
    backRatingTenths: row.back_rating_tenths,
    backSlope: row.back_slope,
  };
}

function toTee(row: CourseTeeRow): Tee {
  const figures = teeFigures(row);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    id: row.id,
    courseId: row.course_id,
    name: row.name,
    gender: row.gender,
    pars: figures.pars,
    strokeIndexes: figures.strokeIndexes,
    rating: row.rating_tenths / 10,
    slope: row.slope,
    par: sum(figures.pars),
    front: { rating: row.front_rating_tenths / 10, slope: row.front_slope, par: sum(figures.pars.slice(0, 9)) },
    back: { rating: row.back_rating_tenths / 10, slope: row.back_slope, par: sum(figures.pars.slice(9)) },
    retired: row.retired_at !== null,
  };
}

async function toCourses(db: Db, rows: CourseRow[]): Promise<Course[]> {
  const [tees, inUse] = await Promise.all([listTeeRows(db, rows.map((row) => row.id)), listCourseIdsInUse(db)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    location: row.location,
    retired: row.retired_at !== null,
    inUse: inUse.has(row.id),
    tees: tees.filter((tee) => tee.course_id === row.id).map(toTee),
  }));
}

/** Every course, retired ones last, for the admin page. */
export async function listAllCourses(db: Db): Promise<Course[]> {
  return toCourses(db, await listCourseRows(db));
}

/** The courses and tees a new match can be played on. */
export async function listPlayableCourses(db: Db): Promise<Course[]> {
  const courses = await toCourses(db, (await listCourseRows(db)).filter((row) => row.retired_at === null));
  return courses.map((course) => ({ ...course, tees: course.tees.filter((tee) => !tee.retired) })).filter((course) => course.tees.length > 0);
}

async function findCourseOrThrow(db: Db, id: number): Promise<CourseRow> {
  const row = await findCourseRow(db, id);
  if (!row) throw notFound('Course not found');
  return row;
}

export async function findTeeOrThrow(db: Db, id: number): Promise<CourseTeeRow> {
  const row = await findTeeRow(db, id);
  if (!row) throw notFound('Tee not found');
  return row;
}

export async function createCourse({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, input: z.output<typeof courseInputSchema>): Promise<Course> {
  const id = await inTransaction(db, async (trx) => {
    const courseId = await insertCourseRow(trx, { ...input, created_at: clock.now().toISOString() });
    await recordAudit(trx, { actorId: admin.id, action: 'course.create', entityType: 'course', entityId: courseId, summary: `Added course "${input.name}"`, at: clock.now() });
    return courseId;
  });
  return courseById(db, id);
}

export async function updateCourse({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, input: z.output<typeof courseUpdateSchema>): Promise<Course> {
  const before = await findCourseOrThrow(db, input.id);
  await inTransaction(db, async (trx) => {
    await updateCourseRow(trx, input.id, { name: input.name, kind: input.kind, location: input.location });
    await recordAudit(trx, { actorId: admin.id, action: 'course.update', entityType: 'course', entityId: input.id, summary: `Updated course "${before.name}"`, at: clock.now() });
  });
  return courseById(db, input.id);
}

/** Retiring keeps the course and its rounds; it only leaves the choices for new matches. */
export async function setCourseRetirement({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, id: number, retired: boolean): Promise<Course> {
  const course = await findCourseOrThrow(db, id);
  if ((course.retired_at !== null) === retired) throw new AppError('CONFLICT', retired ? 'This course is already retired.' : 'This course is already in use.');
  await inTransaction(db, async (trx) => {
    await setCourseRetired(trx, id, retired ? clock.now().toISOString() : null);
    await recordAudit(trx, {
      actorId: admin.id,
      action: retired ? 'course.retire' : 'course.restore',
      entityType: 'course',
      entityId: id,
      summary: `${retired ? 'Retired' : 'Brought back'} course "${course.name}"`,
      at: clock.now(),
    });
  });
  return courseById(db, id);
}

export async function addTee({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, input: z.output<typeof teeInputSchema>): Promise<Course> {
  const course = await findCourseOrThrow(db, input.courseId);
  await inTransaction(db, async (trx) => {
    const columns = teeColumns(input, clock.now());
    const teeId = await insertTeeRow(trx, { ...columns, course_id: course.id, created_at: columns.updated_at });
    await recordAudit(trx, { actorId: admin.id, action: 'tee.create', entityType: 'course', entityId: course.id, summary: `Added ${input.name} tees (#${teeId}) to "${course.name}"`, at: clock.now() });
  });
  return courseById(db, course.id);
}

/** Past rounds keep the snapshot they were played with; only new rounds see the change. */
export async function updateTee({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, input: z.output<typeof teeUpdateSchema>): Promise<Course> {
  const tee = await findTeeOrThrow(db, input.id);
  await inTransaction(db, async (trx) => {
    await updateTeeRow(trx, tee.id, teeColumns(input, clock.now()));
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'tee.update',
      entityType: 'course',
      entityId: tee.course_id,
      summary: `Updated ${tee.name} tees (#${tee.id}): rating ${input.rating.toFixed(1)}, slope ${input.slope}`,
      at: clock.now(),
    });
  });
  return courseById(db, tee.course_id);
}

export async function setTeeRetirement({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, id: number, retired: boolean): Promise<Course> {
  const tee = await findTeeOrThrow(db, id);
  if ((tee.retired_at !== null) === retired) throw new AppError('CONFLICT', retired ? 'These tees are already retired.' : 'These tees are already in use.');
  await inTransaction(db, async (trx) => {
    await setTeeRetired(trx, id, retired ? clock.now().toISOString() : null);
    await recordAudit(trx, {
      actorId: admin.id,
      action: retired ? 'tee.retire' : 'tee.restore',
      entityType: 'course',
      entityId: tee.course_id,
      summary: `${retired ? 'Retired' : 'Brought back'} ${tee.name} tees (#${tee.id})`,
      at: clock.now(),
    });
  });
  return courseById(db, tee.course_id);
}

async function courseById(db: Db, id: number): Promise<Course> {
  const [course] = await toCourses(db, [await findCourseOrThrow(db, id)]);
  if (!course) throw notFound('Course not found');
  return course;
}
