/** A `postgres://` (or `postgresql://`) address opens PostgreSQL; anything else is a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}
