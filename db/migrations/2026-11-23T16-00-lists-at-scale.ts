import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Lists that stay fast when the club has 100k members and a million posts:
// - users_search: a trigram index (FTS5) of username, full name and email, kept in step by
//   triggers, so "contains" searches read the index instead of every member;
// - lower(full_name) and lower(email) indexes for searches too short for trigrams (prefix ranges);
// - row_counts: totals the admin lists show, kept by triggers instead of counted on every page;
// - indexes for the applications and contact messages lists' newest-first order, events by date
//   and members by membership status.
// PostgreSQL: pg_trgm indexes on lower(username), lower(full_name) and lower(email) serve the same
// searches, and the counts are kept by trigger functions.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of ['username', 'full_name', 'email']) {
      await sql.raw(`create index users_${column}_trigrams on users using gin (lower(${column}) gin_trgm_ops)`).execute(db);
    }
  } else {
    await createSqliteSearch(db);
  }
  await createIndexesAndCounts(db);
}

async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table users_search using fts5(username, full_name, email, content='users', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into users_search(users_search) values ('rebuild')`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search(rowid, username, full_name, email) values (new.id, new.username, new.full_name, new.email);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    insert into users_search(users_search, rowid, username, full_name, email) values ('delete', old.id, old.username, old.full_name, old.email);
  end`.execute(db);
  await sql`create trigger users_search_update after update of username, full_name, email on users begin
    insert into users_search(users_search, rowid, username, full_name, email) values ('delete', old.id, old.username, old.full_name, old.email);
    insert into users_search(rowid, username, full_name, email) values (new.id, new.username, new.full_name, new.email);
  end`.execute(db);
}

async function createIndexesAndCounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_full_name_lower')
    .on('users')
    .expression(sql`lower(full_name)`)
    .execute();
  await db.schema
    .createIndex('users_email_lower')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema.createIndex('applications_submitted').on('applications').columns(['submitted_at', 'id']).execute();
  await db.schema.createIndex('contact_messages_created').on('contact_messages').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('events_start').on('events').columns(['start_date', 'id']).execute();
  await db.schema.createIndex('users_membership_status').on('users').columns(['member_type', 'paid_through']).execute();

  await db.schema
    .createTable('row_counts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  for (const count of COUNTS) await keepCount(db, count);
}

interface KeptCount {
  name: string;
  table: string;
  /** Which rows count, written over `{row}`; none for every row. */
  where?: { column: string; test: string };
}

const COUNTS: KeptCount[] = [
  { name: 'members', table: 'users', where: { column: 'deleted_at', test: 'is null' } },
  { name: 'audit_log', table: 'audit_log' },
  { name: 'mail_outbox', table: 'mail_outbox' },
  { name: 'contact_messages', table: 'contact_messages' },
  { name: 'contact_messages_unread', table: 'contact_messages', where: { column: 'read_at', test: 'is null' } },
  { name: 'applications', table: 'applications' },
  ...['pending', 'approved', 'rejected'].map((status) => ({
    name: `applications_${status}`,
    table: 'applications',
    where: { column: 'status', test: `= '${status}'` },
  })),
];

/** Counts the rows now, then insert, delete and (when the counted column changes) update keep the count. */
async function keepCount(db: Kysely<unknown>, { name, table, where }: KeptCount): Promise<void> {
  const matches = (row: string) => (where ? `${row}.${where.column} ${where.test}` : onPostgres(db) ? 'true' : '1');
  await sql.raw(`insert into row_counts (name, count) select '${name}', count(*) from ${table} where ${matches(table)}`).execute(db);
  if (onPostgres(db)) {
    await keepCountOnPostgres(db, { name, table, ...(where && { where }) });
    return;
  }
  const bump = (delta: '+' | '-', row: string) =>
    `update row_counts set count = count ${delta} 1 where name = '${name}' and ${matches(row)};`;
  await sql.raw(`create trigger row_counts_${name}_insert after insert on ${table} begin ${bump('+', 'new')} end`).execute(db);
  await sql.raw(`create trigger row_counts_${name}_delete after delete on ${table} begin ${bump('-', 'old')} end`).execute(db);
  if (where) {
    await sql
      .raw(
        `create trigger row_counts_${name}_update after update of ${where.column} on ${table} begin ${bump('-', 'old')} ${bump('+', 'new')} end`,
      )
      .execute(db);
  }
}

async function keepCountOnPostgres(db: Kysely<unknown>, { name, table, where }: KeptCount): Promise<void> {
  const matches = (row: string) => (where ? `${row}.${where.column} ${where.test}` : 'true');
  await sql
    .raw(
      `create function row_counts_${name}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') and ${matches('old')} then update row_counts set count = count - 1 where name = '${name}'; end if;
        if tg_op in ('INSERT', 'UPDATE') and ${matches('new')} then update row_counts set count = count + 1 where name = '${name}'; end if;
        return null;
      end $$`,
    )
    .execute(db);
  const changes = where ? `insert or delete or update of ${where.column}` : 'insert or delete';
  await sql
    .raw(`create trigger row_counts_${name} after ${changes} on ${table} for each row execute function row_counts_${name}()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, where } of COUNTS) {
    if (onPostgres(db)) {
      await sql.raw(`drop trigger row_counts_${name} on ${table}`).execute(db);
      await sql.raw(`drop function row_counts_${name}()`).execute(db);
      continue;
    }
    for (const change of where ? ['insert', 'delete', 'update'] : ['insert', 'delete']) {
      await sql.raw(`drop trigger row_counts_${name}_${change}`).execute(db);
    }
  }
  await db.schema.dropTable('row_counts').execute();
  await db.schema.dropIndex('users_membership_status').execute();
  await db.schema.dropIndex('events_start').execute();
  await db.schema.dropIndex('contact_messages_created').execute();
  await db.schema.dropIndex('applications_submitted').execute();
  await db.schema.dropIndex('users_email_lower').execute();
  await db.schema.dropIndex('users_full_name_lower').execute();
  if (onPostgres(db)) {
    for (const column of ['username', 'full_name', 'email']) await db.schema.dropIndex(`users_${column}_trigrams`).execute();
    return;
  }
  for (const change of ['insert', 'delete', 'update']) await sql.raw(`drop trigger users_search_${change}`).execute(db);
  await sql`drop table users_search`.execute(db);
}
