import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertApplication } from '../../../../test/application-factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { issueInvitation } from '../applications/invitation.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('opens the new member account with the membership payment the application carried', async () => {
  const application = await insertApplication(t.db, {
    email: 'sam@example.com',
    status: 'approved',
    paid: 1,
    paid_at: '2026-11-02T15:00:00.000Z',
    amount_paid_cents: 5000,
    payment_session_id: 'cs_test_paid_once',
  });
  const token = await issueInvitation(t.db, application.id, Date.now());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/onboard',
    payload: { username: 'sam_putts', password: 'Fairway2026', token },
  });
  expect(response.statusCode).toBe(200);

  const user = await t.db.selectFrom('users').select('id').where('username', '=', 'sam_putts').executeTakeFirstOrThrow();
  const entries = await t.db.selectFrom('account_entries').selectAll().where('user_id', '=', user.id).execute();
  expect(entries).toEqual([
    expect.objectContaining({
      kind: 'membership_payment',
      amount_cents: 5000,
      reference: 'cs_test_paid_once',
      occurred_at: '2026-11-02T15:00:00.000Z',
    }),
  ]);
});
