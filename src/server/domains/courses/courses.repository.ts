import type { Db } from '../../platform/db/db';
import type { CourseRow, CourseTeeRow, NewCourseTeeRow } from '../../platform/db/schema';

export function listCourseRows(db: Db): Promise<CourseRow[]> {
  return db.selectFrom('courses').selectAll().orderBy('retired_at').orderBy('name').orderBy('id').execute();
}

export function findCourseRow(db: Db, id: number): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCourseRow(db: Db, row: Omit<CourseRow, 'id' | 'retired_at'>): Promise<number> {
  return (await db.insertInto('courses').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCourseRow(db: Db, id: number, changes: Pick<CourseRow, 'name' | 'kind' | 'location'>): Promise<void> {
  await db.updateTable('courses').set(changes).where('id', '=', id).execute();
}

export async function setCourseRetired(db: Db, id: number, retiredAt: string | null): Promise<void> {
  await db.updateTable('courses').set({ retired_at: retiredAt }).where('id', '=', id).execute();
}

export function listTeeRows(db: Db, courseIds: readonly number[]): Promise<CourseTeeRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('course_tees').selectAll().where('course_id', 'in', courseIds).orderBy('rating_tenths', 'desc').orderBy('id').execute();
}

/** Every tee's name and gender by course: what an import may not repeat. */
export function listTeeNameRows(db: Db): Promise<Array<Pick<CourseTeeRow, 'course_id' | 'name' | 'gender'>>> {
  return db.selectFrom('course_tees').select(['course_id', 'name', 'gender']).execute();
}

export function findTeeRow(db: Db, id: number): Promise<CourseTeeRow | undefined> {
  return db.selectFrom('course_tees').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTeeRow(db: Db, row: NewCourseTeeRow): Promise<number> {
  return (await db.insertInto('course_tees').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Many tees at once, in batches that stay under SQLite's limit of bound values. */
export async function insertTeeRows(db: Db, rows: readonly NewCourseTeeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('course_tees').values(rows.slice(i, i + 500)).execute();
}

export async function updateTeeRow(db: Db, id: number, changes: Omit<NewCourseTeeRow, 'course_id' | 'created_at'>): Promise<void> {
  await db.updateTable('course_tees').set(changes).where('id', '=', id).execute();
}

export async function setTeeRetired(db: Db, id: number, retiredAt: string | null): Promise<void> {
  await db.updateTable('course_tees').set({ retired_at: retiredAt }).where('id', '=', id).execute();
}

/** Courses with at least one match on one of their tees. */
export async function listCourseIdsInUse(db: Db): Promise<Set<number>> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('course_tees', 'course_tees.id', 'matches.tee_id')
    .select('course_tees.course_id')
    .distinct()
    .execute();
  return new Set(rows.map((row) => row.course_id));
}

export interface TeeLabelRow {
  id: number;
  name: string;
  course_name: string;
}

export function listTeeLabels(db: Db, teeIds: readonly number[]): Promise<TeeLabelRow[]> {
  if (teeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_tees')
    .innerJoin('courses', 'courses.id', 'course_tees.course_id')
    .select(['course_tees.id', 'course_tees.name', 'courses.name as course_name'])
    .where('course_tees.id', 'in', teeIds)
    .execute();
}
