import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { csvField } from './members-csv';

describe('csvField', () => {
  it.each([
    [null, ''],
    [42, '42'],
    ['plain', 'plain'],
    ['Smith, Jane', '"Smith, Jane"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('writes %j as %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('GET /api/admin/members.csv', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('downloads every member as CSV with a header row', async () => {
    const { adminCookie, admin, member } = await adminAndMember(t.db);
    await insertMember(t.db, { username: 'tricky', fullName: '=cmd|calc', email: 'a,b@example.com' });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/members.csv', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('id,username,memberType,fullName,email,phone,address,createdAt,status,paidThrough');
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines[1]).toMatch(/^1,admin,admin,,,,,/);
    expect(lines[2]).toMatch(new RegExp(`^${admin.id},${admin.username},admin,`));
    expect(lines[3]).toMatch(new RegExp(`^${member.id},${member.username},standard,`));
    expect(lines[4]).toContain(`tricky,standard,'=cmd|calc,"a,b@example.com"`);
    expect(response.body).not.toMatch(/argon2/);
  });
});
