import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertApplication } from '../../../../test/application-factories';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('records who approved or rejected an application, and nothing for a refused review', async () => {
  const admin = await insertMember(t.db, { username: 'reviewer', memberType: 'admin' });
  const client = trpcClient(t.app, await memberCookie(t.db, admin.id));
  const approved = await insertApplication(t.db, { first_name: 'Ada', last_name: 'Birdie', email: 'ada@example.com' });
  const rejected = await insertApplication(t.db, { first_name: 'Bo', last_name: 'Bogey', email: 'bo@example.com' });

  await client.applications.review.mutate({ id: approved.id, status: 'approved' });
  await client.applications.review.mutate({ id: rejected.id, status: 'rejected' });
  await expect(client.applications.review.mutate({ id: approved.id, status: 'rejected' })).rejects.toThrow(
    'This application has already been reviewed.',
  );

  const rows = await t.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'application').orderBy('id').execute();
  expect(rows.map((row) => [row.actor_username, row.action, row.entity_id, row.summary])).toEqual([
    ['reviewer', 'application.approve', String(approved.id), 'Approved the application of Ada Birdie (ada@example.com)'],
    ['reviewer', 'application.reject', String(rejected.id), 'Rejected the application of Bo Bogey (bo@example.com)'],
  ]);
});
