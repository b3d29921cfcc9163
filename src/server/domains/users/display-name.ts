import { type RawBuilder, sql } from 'kysely';

/** What a name is made of: the users row, or a row that joined it. */
export interface NamedRow {
  username: string;
  full_name: string | null;
}

/**
 * The name members see of each other: the full name (from the application's first and last name,
 * edited on the profile), or the username when it is empty or only spaces. The username stays
 * where it is needed (signing in, the member's own account, the admins' lists).
 */
export function displayNameOf(row: NamedRow): string {
  const fullName = row.full_name?.trim() ?? '';
  return fullName === '' ? row.username : fullName;
}

/**
 * The display name as lists sort it: accents and case folded away, so "Élodie" sits beside "Eli"
 * and "de Vries" beside "Dean". Kept on each users row (name_key) for the directory's index.
 */
export function nameKeyOf(row: NamedRow): string {
  return displayNameOf(row).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The same rule in SQL, for rows listed, sorted or searched by name: the `users` table or an alias of it. */
export function displayNameSql(table = 'users'): RawBuilder<string> {
  return sql<string>`coalesce(nullif(trim(${sql.ref(`${table}.full_name`)}), ''), ${sql.ref(`${table}.username`)})`;
}
