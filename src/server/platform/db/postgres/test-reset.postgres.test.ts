import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp } from '../../../../test/test-app';
import type { Db } from '../db';

/** Every table's rows in the order a read without ORDER BY gets them, and where every sequence stands. */
async function contents(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  const found: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ rows: string | null }>`select string_agg(t::text, ' | ') as rows from ${sql.table(`public.${name}`)} t`.execute(db);
    found[name] = rows[0]?.rows ?? '';
  }
  const { rows: sequences } = await sql<{ name: string; value: string | null }>`
    select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`.execute(db);
  for (const { name, value } of sequences) found[`sequence ${name}`] = value ?? 'not called';
  return found;
}

// The test databases themselves (src/test/postgres-reset.ts): a database a test wrote to goes to the
// worker's next test holding exactly what a new copy of the template holds, in the same order.
it('hands the next test a used database put back as a new copy of the template is', async () => {
  const used = await createTestApp();
  const member = await insertMember(used.db);
  await memberCookie(used.db, member.id);
  // A second member with no session: a table written twice is emptied once.
  await insertMember(used.db, { username: 'second' });
  // A row the migrations wrote, changed.
  await used.db.updateTable('club_settings').set({ club_name: 'Written By A Test' }).execute();
  // A kept total moved as by hundreds of members added: its page fills with dead rows and is pruned.
  for (let i = 0; i < 300; i++) await sql`update row_counts set count = count + 1 where name = 'members'`.execute(used.db);
  // A sequence moved by an insert that failed: nothing was written, the sequence still went on.
  await expect(sql`insert into users (username) values (null)`.execute(used.db)).rejects.toThrow();
  const usedUrl = used.config.DATABASE_URL;
  await used.close();

  const next = await createTestApp();
  const fresh = await createTestApp({}, { freshDatabase: true });
  try {
    expect(next.config.DATABASE_URL).toBe(usedUrl);
    expect(fresh.config.DATABASE_URL).not.toBe(usedUrl);
    const [got, wanted] = [await contents(next.db), await contents(fresh.db)];
    const differences = Object.keys(wanted).filter((key) => got[key] !== wanted[key]).map((key) => `${key}: ${got[key]} instead of ${wanted[key]}`);
    expect(differences).toEqual([]);
    expect(Object.keys(got)).toEqual(Object.keys(wanted));
  } finally {
    await next.close();
    await fresh.close();
  }
});
