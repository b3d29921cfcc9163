import { afterEach, describe, expect, it } from 'vitest';
import { insertApplication } from '../../../../test/application-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';

let t: TestApp;
afterEach(() => t.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

async function foundingTaken(): Promise<number> {
  const row = await t.db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('founding', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Leaves `left` founding places, with the regular price given. */
async function startWith(left: number, regularPrice: number) {
  t = await createTestApp();
  const cap = (await foundingTaken()) + left;
  await t.db.updateTable('club_settings').set({ founding_member_cap: cap, membership_price: 50, regular_price: regularPrice }).execute();
  return cap;
}

async function approvedApplicants(count: number) {
  return Promise.all(Array.from({ length: count }, () => insertApplication(t.db, { status: 'approved' })));
}

function payAll(emails: string[]) {
  return Promise.allSettled(emails.map((email) => trpcClient(t.app).payments.payTestCheckout.mutate({ ...card, email })));
}

async function rowsOf(ids: number[]) {
  return t.db.selectFrom('applications').selectAll().where('id', 'in', ids).execute();
}

describe('founding places', () => {
  it('tells visitors how many places are left and what joining costs', async () => {
    await startWith(2, 75);
    expect(await trpcClient(t.app).membership.offer.query()).toEqual({ foundingPlacesLeft: 2, foundingPrice: 50, regularPrice: 75, price: 50 });
    const [first] = await approvedApplicants(1);
    await trpcClient(t.app).payments.payTestCheckout.mutate({ ...card, email: first?.email ?? '' });
    expect((await trpcClient(t.app).membership.offer.query()).foundingPlacesLeft).toBe(1);
  });

  it('gives exactly 3 of 10 racing payments the founding price; nobody past the cap keeps a founding price silently', async () => {
    const cap = await startWith(3, 75);
    const applicants = await approvedApplicants(10);
    const results = await payAll(applicants.map((applicant) => applicant.email));
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);

    const rows = await rowsOf(applicants.map((applicant) => applicant.id));
    expect(rows.filter((row) => row.paid === 1 && row.founding === 1)).toHaveLength(3);
    expect(await foundingTaken()).toBe(cap);
    // A checkout opened after the cap asks the regular price; one that paid the founding price too late waits for review.
    const regular = rows.filter((row) => row.paid === 1 && row.founding === 0);
    expect(regular.every((row) => row.amount_paid_cents === 7500)).toBe(true);
    const reviews = await t.db.selectFrom('payment_reviews').selectAll().execute();
    expect(reviews.every((review) => review.reason === 'founding-places-taken' && review.amount_cents === 5000)).toBe(true);
    expect(3 + regular.length + reviews.length).toBe(10);

    // Now the page and the checkout ask the regular price, and it counts as a regular membership.
    expect(await trpcClient(t.app).membership.offer.query()).toMatchObject({ foundingPlacesLeft: 0, price: 75 });
    const [late] = await approvedApplicants(1);
    await trpcClient(t.app).payments.payTestCheckout.mutate({ ...card, email: late?.email ?? '' });
    const [lateRow] = await rowsOf([late?.id ?? 0]);
    expect(lateRow).toMatchObject({ paid: 1, founding: 0, amount_paid_cents: 7500 });
    expect(await foundingTaken()).toBe(cap);
  });

  it('when the regular price equals the founding price, the payments past the cap become regular memberships', async () => {
    await startWith(3, 50);
    const applicants = await approvedApplicants(10);
    await payAll(applicants.map((applicant) => applicant.email));
    const rows = await rowsOf(applicants.map((applicant) => applicant.id));
    expect(rows.filter((row) => row.paid === 1)).toHaveLength(10);
    expect(rows.filter((row) => row.founding === 1)).toHaveLength(3);
    expect(await t.db.selectFrom('payment_reviews').selectAll().execute()).toEqual([]);
  });
});
