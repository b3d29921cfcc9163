import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COURSE_CSV_EXAMPLE, COURSE_CSV_HEADER } from '../../../shared/golf/course-csv-layout';
import type { Course } from '../../../shared/golf/course.schema';
import { COURSE_CSV_NOT_TEXT, COURSE_CSV_TOO_LARGE, courseCsvInputSchema } from '../../../shared/golf/course-import.schema';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertCourseWithTee, PARS, STROKE_INDEXES, teeInput } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
let cookies: { admin: string; member: string };
beforeEach(async () => {
  t = await createTestApp();
  const people = await adminAndMember(t.db);
  cookies = { admin: people.adminCookie, member: people.memberCookie };
});
afterEach(() => t.close());

const admin = () => trpcClient(t.app, cookies.admin);

/** A row in the published layout: the template's example with some cells changed. */
function row(changes: Record<string, string> = {}): string {
  return COURSE_CSV_HEADER.map((column) => changes[column] ?? COURSE_CSV_EXAMPLE[column] ?? '').join(',');
}
const csvOf = (...rows: string[]) => [COURSE_CSV_HEADER.join(','), ...rows].join('\r\n');

async function download(app: TestApp['app'], url: string, cookie: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}

/** What a course is, without the ids and flags an import cannot carry. */
function figures(courses: readonly Course[]) {
  return courses.map((course) => ({
    name: course.name,
    kind: course.kind,
    location: course.location,
    tees: course.tees.map(({ id: _id, courseId: _course, retired: _retired, ...tee }) => tee),
  }));
}

describe('courses CSV: template and export', () => {
  it('downloads a template whose example row imports as it is', async () => {
    const response = await download(t.app, '/api/admin/courses/template.csv', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="courses-template.csv"');
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${COURSE_CSV_HEADER.join(',')}`);

    const preview = await admin().admin.courses.previewImport.mutate({ csv: response.body });
    expect(preview.rows).toEqual([{ row: 2, course: 'Example Links', tee: 'Blue', gender: 'men', newCourse: true, errors: [] }]);
    expect(await admin().admin.courses.importTees.mutate({ csv: response.body })).toEqual({ courses: 1, tees: 1 });
    const [course] = await admin().admin.courses.list.query();
    expect(course).toMatchObject({ name: 'Example Links', kind: 'simulator', location: 'GSPro' });
    expect(course?.tees).toMatchObject([{ name: 'Blue', gender: 'men', pars: PARS, strokeIndexes: STROKE_INDEXES, rating: 72.1, slope: 128, front: { rating: 36, slope: 126 }, back: { rating: 36.1, slope: 130 } }]);
  });

  it('exports every course and tee, and importing the export into an empty club gives the same courses back', async () => {
    const a = admin();
    const links = await a.admin.courses.create.mutate({ name: 'Kallio, "Old" Links', kind: 'outdoor', location: 'Säynätsalo' });
    await a.admin.courses.addTee.mutate(teeInput(links.id, { name: 'Red' }));
    await a.admin.courses.addTee.mutate({ ...teeInput(links.id, { name: 'Red', rating: 74.3, slope: 131 }), gender: 'women' });
    const sim = await a.admin.courses.create.mutate({ name: '=Pebble (sim)', kind: 'simulator', location: '@GSPro' });
    const blue = await a.admin.courses.addTee.mutate({ ...teeInput(sim.id), pars: [...PARS.slice(0, 17), 6], frontRating: 25.4, backRating: 44.9 });
    await a.admin.courses.retireTee.mutate({ id: blue.tees[0]?.id ?? 0, retired: true });
    await a.admin.courses.create.mutate({ name: 'No tees yet', kind: 'outdoor', location: 'Espoo' });

    const exported = await download(t.app, '/api/admin/courses.csv', cookies.admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="courses-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A name a spreadsheet would run as a formula goes out behind a quote mark.
    expect(exported.body).toContain(`'=Pebble (sim),simulator,'@GSPro,Blue`);
    expect(exported.body.trim().split('\r\n')).toHaveLength(1 + 3);

    const empty = await createTestApp();
    try {
      const other = await adminAndMember(empty.db);
      const b = trpcClient(empty.app, other.adminCookie);
      expect(await b.admin.courses.importTees.mutate({ csv: exported.body })).toEqual({ courses: 2, tees: 3 });
      const withTees = (await a.admin.courses.list.query()).filter((course) => course.tees.length > 0);
      expect(figures(await b.admin.courses.list.query())).toEqual(figures(withTees));
      expect((await download(empty.app, '/api/admin/courses.csv', other.adminCookie)).body).toBe(exported.body);
    } finally {
      await empty.close();
    }
  });
});

describe('courses CSV: import', () => {
  it('imports nothing from a file with bad rows, naming each error by row and column', async () => {
    const badIndexes = STROKE_INDEXES.map((si, i) => (i === 6 ? STROKE_INDEXES[1] : si));
    const csv = csvOf(
      row(),
      row({ course: 'Second Links', ...Object.fromEntries(badIndexes.map((si, i) => [`si${i + 1}`, String(si)])) }),
      row({ course: 'Third Links', kind: 'moon', par3: 'x', par7: '', rating: '72.15' }),
      'Fourth Links,outdoor,Espoo',
    );
    const preview = await admin().admin.courses.previewImport.mutate({ csv });
    expect(preview.rows.map((r) => [r.row, r.course, r.errors])).toEqual([
      [2, 'Example Links', []],
      [3, 'Second Links', [{ column: 'si7', message: 'Stroke indexes must use each number from 1 to 18 once' }]],
      [
        4,
        'Third Links',
        [
          { column: 'kind', message: 'Choose simulator or outdoor course' },
          { column: 'par3, par7', message: 'Each par must be a number' },
          { column: 'rating', message: 'Course rating has at most one decimal, such as 72.4' },
        ],
      ],
      [5, 'Fourth Links', [{ column: '', message: `The row has 3 values; the header has ${COURSE_CSV_HEADER.length}` }]],
    ]);

    await expect(admin().admin.courses.importTees.mutate({ csv })).rejects.toThrow(
      'Nothing was imported: 3 rows have errors. Row 3, si7: Stroke indexes must use each number from 1 to 18 once',
    );
    expect(await t.db.selectFrom('courses').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('course_tees').selectAll().execute()).toEqual([]);
    expect(await auditRows(t.db)).toEqual([]);
  });

  it('adds tees to a course the club has, and refuses tees it has already, by name and gender', async () => {
    const { teeId } = await insertCourseWithTee(t.db, 'Harbour Links');
    const existing = { course: 'harbour links ', location: 'GSPro' };
    const duplicate = csvOf(row({ ...existing, tee: 'White' }), row({ ...existing, tee: 'Blue' }), row({ ...existing, tee: 'white' }), row({ ...existing, tee: 'Blue', gender: 'women' }));
    const preview = await admin().admin.courses.previewImport.mutate({ csv: duplicate });
    expect(preview.rows.map((r) => [r.row, r.tee, r.newCourse, r.errors])).toEqual([
      [2, 'White', false, []],
      [3, 'Blue', false, [{ column: 'tee', message: '"Harbour Links" already has Blue tees for men' }]],
      [4, 'white', false, [{ column: 'tee', message: 'Row 2 has the same tees (white for men)' }]],
      [5, 'Blue', false, []],
    ]);
    await expect(admin().admin.courses.importTees.mutate({ csv: duplicate })).rejects.toThrow('Nothing was imported: 2 rows have errors. Row 3, tee:');
    expect(await t.db.selectFrom('course_tees').select('id').execute()).toEqual([{ id: teeId }]);

    const fixed = csvOf(row({ ...existing, tee: 'White' }), row({ ...existing, tee: 'Blue', gender: 'Women' }));
    expect(await admin().admin.courses.importTees.mutate({ csv: fixed })).toEqual({ courses: 0, tees: 2 });
    const [course] = await admin().admin.courses.list.query();
    expect(course?.tees.map((tee) => `${tee.name} ${tee.gender}`).sort()).toEqual(['Blue men', 'Blue women', 'White men']);
    expect((await auditRows(t.db)).map((r) => [r.action, r.summary])).toEqual([
      ['course.import', 'Imported tees into "Harbour Links" from a CSV file: White (men), Blue (women)'],
    ]);
  });

  it("never changes a course the club has: a different kind or location is an error, as is a row disagreeing with an earlier one", async () => {
    await insertCourseWithTee(t.db, 'Harbour Links', 'outdoor');
    const csv = csvOf(row({ course: 'Harbour Links', kind: 'simulator', location: 'Elsewhere', tee: 'White' }), row({ tee: 'White' }), row({ kind: 'outdoor', location: 'Espoo' }));
    const preview = await admin().admin.courses.previewImport.mutate({ csv });
    expect(preview.rows.map((r) => r.errors)).toEqual([
      [
        { column: 'kind', message: `The club's "Harbour Links" is an outdoor course` },
        { column: 'location', message: `The club's "Harbour Links" is at "Harbour Town"` },
      ],
      [],
      [
        { column: 'kind', message: 'Row 3 makes "Example Links" a simulator course' },
        { column: 'location', message: 'Row 3 puts "Example Links" at "GSPro"' },
      ],
    ]);
  });

  it('reads a spreadsheet saved with semicolons and decimal commas', async () => {
    const csv = [COURSE_CSV_HEADER.join(';'), COURSE_CSV_HEADER.map((column) => (COURSE_CSV_EXAMPLE[column] ?? '').replace('.', ',')).join(';')].join('\n');
    expect(await admin().admin.courses.importTees.mutate({ csv })).toEqual({ courses: 1, tees: 1 });
    expect((await admin().admin.courses.list.query())[0]?.tees[0]?.rating).toBe(72.1);
  });

  it('refuses a file that is not the layout, naming what is wrong', async () => {
    const refusals: Array<[string, string]> = [
      ['', 'The file is empty. Download the template for the layout.'],
      ['Name,Par,Holes\nPine,72,18', 'The first row must be the header (course, kind, location, tee, gender, …). Download the template for the layout.'],
      [
        `${COURSE_CSV_HEADER.filter((column) => column !== 'location' && !column.startsWith('si')).join(',')},colour\n`,
        'The header has missing columns: location, si1 … si18; unknown columns: colour. Download the template for the layout.',
      ],
      [csvOf(), 'The file has the header but no tees: add one row for each tee.'],
      [csvOf('"Unclosed,simulator'), 'The file could not be read as CSV: Quote Not Closed'],
    ];
    for (const [csv, message] of refusals) {
      await expect(admin().admin.courses.previewImport.mutate({ csv }), message).rejects.toThrow(message);
      await expect(admin().admin.courses.importTees.mutate({ csv }), message).rejects.toThrow(message);
    }
    expect(await t.db.selectFrom('courses').selectAll().execute()).toEqual([]);
  });

  it('refuses a spreadsheet or other binary file: the browser says so before sending, the server refuses it too', async () => {
    const xlsx = 'PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml';
    expect(courseCsvInputSchema.safeParse({ csv: xlsx }).error?.issues.map((issue) => issue.message)).toEqual([COURSE_CSV_NOT_TEXT]);
    await expect(admin().admin.courses.importTees.mutate({ csv: xlsx })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    expect(await t.db.selectFrom('courses').selectAll().execute()).toEqual([]);
  });

  it('takes up to 2,000 rows and 1 MB, and refuses more with a message', async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => row({ tee: `Tee ${i + 1}` }));
    await expect(admin().admin.courses.previewImport.mutate({ csv: csvOf(...rows(2001)) })).rejects.toThrow(
      'The file has 2,001 tees; import at most 2,000 at a time: split it into smaller files.',
    );
    const tooLarge = csvOf(row({ location: 'x'.repeat(1_000_000) }));
    await expect(admin().admin.courses.previewImport.mutate({ csv: tooLarge })).rejects.toThrow(COURSE_CSV_TOO_LARGE);
    await expect(admin().admin.courses.importTees.mutate({ csv: tooLarge })).rejects.toThrow(COURSE_CSV_TOO_LARGE);

    expect(await admin().admin.courses.importTees.mutate({ csv: csvOf(...rows(2000)) })).toEqual({ courses: 1, tees: 2000 });
    expect(await t.db.selectFrom('course_tees').select('id').execute()).toHaveLength(2000);
  });
});

describe('courses CSV: who may', () => {
  it('refuses members the import, the export and the template', async () => {
    const member = trpcClient(t.app, cookies.member);
    const csv = csvOf(row());
    await expect(member.admin.courses.previewImport.mutate({ csv })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(member.admin.courses.importTees.mutate({ csv })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    for (const url of ['/api/admin/courses.csv', '/api/admin/courses/template.csv']) {
      expect((await download(t.app, url, cookies.member)).statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('courses').selectAll().execute()).toEqual([]);
  });
});
