import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertApplication } from '../../../test/application-factories';
import { insertEvent, insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertAuditRow } from '../audit/audit.repository';
import { insertContactMessage, markContactMessageRead } from '../../domains/contact/contact.repository';
import { insertOutboxMessage } from '../mail/outbox.repository';
import { countMemberRows } from '../../domains/members/members.repository';
import { migrateToLatest, rollbackLatest } from './migrate';
import { type KeptCount, readKeptCount } from './row-counts.repository';

const LISTS_AT_SCALE = '2026-11-23T16-00-lists-at-scale';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** What each kept total should be, counted from the rows. */
const COUNTED: Array<[KeptCount, string, string]> = [
  ['members', 'users', 'deleted_at is null'],
  ['audit_log', 'audit_log', 'true'],
  ['mail_outbox', 'mail_outbox', 'true'],
  ['contact_messages', 'contact_messages', 'true'],
  ['contact_messages_unread', 'contact_messages', 'read_at is null'],
  ['applications', 'applications', 'true'],
  ['applications_pending', 'applications', "status = 'pending'"],
  ['applications_approved', 'applications', "status = 'approved'"],
  ['applications_rejected', 'applications', "status = 'rejected'"],
  ['applications_pending_paid', 'applications', "status = 'pending' and paid = 1"],
  ['events', 'events', 'true'],
];

async function keptAndCounted(): Promise<Record<string, { kept: number; counted: number }>> {
  const result: Record<string, { kept: number; counted: number }> = {};
  for (const [name, table, where] of COUNTED) {
    const counted = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(t.db);
    result[name] = { kept: await readKeptCount(t.db, name), counted: counted.rows[0]?.n ?? -1 };
  }
  return result;
}

function expectInStep(totals: Record<string, { kept: number; counted: number }>) {
  for (const [name, { kept, counted }] of Object.entries(totals)) expect(kept, name).toBe(counted);
}

/** A member written with the columns users had before the migrations this file undoes (the factory writes today's). */
async function insertEarlyMember(username: string) {
  return t.db
    .insertInto('users')
    .values({ username, password_hash: '!', member_type: 'standard', full_name: `Member Zoë ${username}`, email: `${username}@example.com`, phone: null, address: null, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function addRows(n: number, early = false) {
  const members = early ? [await insertEarlyMember(`early${n}a`), await insertEarlyMember(`early${n}b`)] : [await insertMember(t.db), await insertMember(t.db)];
  const gone = members[1];
  if (gone) await t.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
  const messageIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const at = new Date().toISOString();
    messageIds.push(
      await insertContactMessage(t.db, {
        name: 'Ann',
        email: 'ann@example.com',
        phone: '555',
        message: `Hello ${i}`,
        created_at: at,
        read_at: null,
      }),
    );
    await insertApplication(t.db, { status: i % 3 === 0 ? 'approved' : 'pending', paid: i % 2 });
    await insertEvent(t.db);
    await insertAuditRow(t.db, 0, {
      action: 'test',
      entity_type: 'test',
      entity_id: null,
      summary: `Row ${i}`,
      created_at: at,
    });
    await insertOutboxMessage(t.db, { to: 'ann@example.com', subject: `Hi ${i}`, text: 'Hi', html: '<p>Hi</p>' }, null, new Date().toISOString());
  }
  const [first] = messageIds;
  if (first) await markContactMessageRead(t.db, first, new Date().toISOString());
  return messageIds;
}

it('the migration counts (and indexes) the rows a club already has', async () => {
  // Undo migrations down to (and including) the one that made the counts and the search index.
  const undone: string[] = [];
  while (!undone.includes(LISTS_AT_SCALE)) {
    const names = await rollbackLatest(t.db);
    if (names.length === 0) throw new Error(`${LISTS_AT_SCALE} was never applied`);
    undone.push(...names);
  }
  await addRows(4, true);
  await migrateToLatest(t.db);
  const totals = await keptAndCounted();
  expectInStep(totals);
  expect(totals.contact_messages).toEqual({ kept: 4, counted: 4 });
  expect(totals.contact_messages_unread).toEqual({ kept: 3, counted: 3 });
  expect(totals.applications_approved).toEqual({ kept: 2, counted: 2 });
  expect(totals.events).toEqual({ kept: 4, counted: 4 });
  // The trigram index of members (FTS5, or pg_trgm) holds the rows already there too: a search
  // inside their names finds the one not deleted.
  expect(await countMemberRows(t.db, { search: 'ember' })).toBe(1);
  // The directory's name key is filled in for members already there, accents folded.
  const keys = await t.db.selectFrom('users').select('name_key').where('username', 'like', 'early%').orderBy('id').execute();
  expect(keys.map((row) => row.name_key)).toEqual(['member zoe early4a', 'member zoe early4b']);
});

it('inserts, updates and deletes keep every total in step', async () => {
  const messageIds = await addRows(3);
  const paidLater = await t.db.selectFrom('applications').select('id').where('status', '=', 'pending').where('paid', '=', 0).executeTakeFirstOrThrow();
  await t.db.updateTable('applications').set({ paid: 1 }).where('id', '=', paidLater.id).execute();
  expect(await readKeptCount(t.db, 'applications_pending_paid')).toBe(2);
  await t.db.updateTable('applications').set({ status: 'rejected' }).where('status', '=', 'pending').execute();
  await t.db
    .deleteFrom('contact_messages')
    .where('id', '=', messageIds[1] ?? 0)
    .execute();
  await t.db.deleteFrom('audit_log').where('summary', '=', 'Row 0').execute();
  const event = await t.db.selectFrom('events').select('id').executeTakeFirstOrThrow();
  await t.db.deleteFrom('events').where('id', '=', event.id).execute();
  await t.db.updateTable('users').set({ deleted_at: null }).where('deleted_at', 'is not', null).execute();
  const totals = await keptAndCounted();
  expectInStep(totals);
  expect(totals.applications_rejected?.kept).toBe(2);
  expect(totals.applications_pending?.kept).toBe(0);
  expect(totals.events?.kept).toBe(2);
  expect(totals.applications_pending_paid?.kept).toBe(0);
});
