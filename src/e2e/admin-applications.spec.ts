import { insertApplication } from '../test/application-factories';
import { insertMember } from '../test/factories';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test, toast } from './support/fixtures';

test('an admin approves an unpaid application and rejects a paid one, with the spec toasts', async ({ page, db, signInAs }) => {
  const stamp = Date.now();
  const unpaid = await insertApplication(db, { first_name: 'Uma', last_name: 'Unpaid', email: `uma.${stamp}@example.com` });
  const paid = await insertApplication(db, {
    first_name: 'Pat',
    last_name: 'Prepaid',
    email: `pat.${stamp}@example.com`,
    paid: 1,
    amount_paid_cents: 5000,
    payment_session_id: `cs_test_prepaid_${stamp}`,
    interests: '',
  });
  const admin = await db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
  await signInAs(admin);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Needs you now' }).getByText(/paid and waiting for your review/)).toBeVisible();
  await page.getByRole('link', { name: 'Review paid applications' }).click();
  await expect(page).toHaveURL(/\/admin\/applications\?status=pending$/);

  // Approve the unpaid one: the payment link goes out.
  await page.getByRole('row').filter({ hasText: unpaid.email }).getByRole('button', { name: /View/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(dialog.getByText('N/A').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    toast(page).filter({ hasText: 'The application has been approved and a payment link has been emailed to the applicant.' }),
  ).toBeVisible();
  const link = await db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', unpaid.email).executeTakeFirstOrThrow();
  expect(link.text_body).toContain('/payment?email=');

  // Reject the paid one: the admin is warned first, the payment is refunded and the applicant told; no buttons once reviewed.
  await expect(page.getByRole('row').filter({ hasText: paid.email }).getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('row').filter({ hasText: paid.email }).getByRole('button', { name: /View/ }).click();
  dialog = page.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog.getByText('No additional information provided.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject a Paid Application' });
  await expect(confirm.getByText('Pat Prepaid has paid $50.00. Rejecting refunds it through the payment provider and tells the applicant by e-mail.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Reject and Refund' }).click();
  await expect(toast(page).filter({ hasText: 'The application has been rejected. The payment was refunded and the applicant told by e-mail.' })).toBeVisible();
  const refundMail = await db.selectFrom('mail_outbox').select('subject').where('to_address', '=', paid.email).execute();
  expect(refundMail.map((mail) => mail.subject)).toContain('Remote Golf Club: your application and your refund');
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await page.getByRole('row').filter({ hasText: paid.email }).getByRole('button', { name: /View/ }).click();
  dialog = page.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);
});

test('a member who is not an admin is sent home from /admin/applications', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { username: `plain${Date.now() % 100000}` });
  await signInAs(member);
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { name: 'Welcome to the Club' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.context().clearCookies();
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Foutbox$/);
});
