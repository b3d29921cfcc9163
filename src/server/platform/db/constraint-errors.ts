/** True when the database refused a write because a UNIQUE index already holds the value (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505')
  );
}
