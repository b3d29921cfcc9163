import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The members' directory pages in the database (docs/decisions/directory-paging.md): each member's
// name as the directory sorts it (the display name, accents and case folded away) is kept on the
// row, so a page is a walk of one index in name order instead of every member sorted in the server.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('name_key', 'text', (column) => column.notNull().defaultTo('')).execute();
  for (let after = 0; ; ) {
    const rows = await sql<{ id: number; username: string; full_name: string | null }>`
      select id, username, full_name from users where id > ${after} order by id limit 1000`.execute(db);
    const last = rows.rows.at(-1);
    if (!last) break;
    for (const row of rows.rows) await sql`update users set name_key = ${nameKey(row)} where id = ${row.id}`.execute(db);
    after = last.id;
  }
  await db.schema.createIndex('users_directory_order').on('users').columns(['name_key', 'id']).execute();
}

/** The rule as it stood when this ran (users/display-name.ts keeps the live one). */
function nameKey(row: { username: string; full_name: string | null }): string {
  const fullName = row.full_name?.trim() ?? '';
  return (fullName === '' ? row.username : fullName).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_directory_order').execute();
  await db.schema.alterTable('users').dropColumn('name_key').execute();
}
