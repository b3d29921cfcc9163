import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { allMemberRows } from './members.repository';

const columns: Array<[string, (row: UserRow) => string | number | null]> = [
  ['id', (row) => row.id],
  ['username', (row) => row.username],
  ['memberType', (row) => row.member_type],
  ['fullName', (row) => row.full_name],
  ['email', (row) => row.email],
  ['phone', (row) => row.phone],
  ['address', (row) => row.address],
  ['createdAt', (row) => row.created_at],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, and
 * prefixed with ' when a spreadsheet would run it as a formula (=, +, -, @, tab, CR).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(values: Array<string | number | null>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Every member as CSV, header first. */
export async function membersCsv(db: Db): Promise<string> {
  const lines = [csvLine(columns.map(([name]) => name))];
  for await (const row of allMemberRows(db)) lines.push(csvLine(columns.map(([, read]) => read(row))));
  return lines.join('');
}
