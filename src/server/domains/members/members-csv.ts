import { getClubSettings } from '../club/club-settings.service';
import type { UserRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { type RenewalRules, membershipStatusOn } from '../../../shared/membership/membership-standing';
import { clubTodayOf } from '../membership/membership.service';
import { allMemberRows } from './members.repository';

interface Today {
  day: string;
  rules: RenewalRules;
}

const paidThroughOf = (row: UserRow) => (row.member_type === 'admin' ? null : row.paid_through);

const columns: Array<[string, (row: UserRow, today: Today) => string | number | null]> = [
  ['id', (row) => row.id],
  ['username', (row) => row.username],
  ['memberType', (row) => row.member_type],
  ['fullName', (row) => row.full_name],
  ['email', (row) => row.email],
  ['phone', (row) => row.phone],
  ['address', (row) => row.address],
  ['createdAt', (row) => row.created_at],
  ['status', (row, today) => membershipStatusOn(paidThroughOf(row), today.day, today.rules)],
  ['paidThrough', (row) => paidThroughOf(row)],
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
export async function membersCsv(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string> {
  const settings = await getClubSettings(deps.db);
  const today: Today = { day: clubTodayOf(deps, settings), rules: settings };
  const lines = [csvLine(columns.map(([name]) => name))];
  for await (const row of allMemberRows(deps.db)) lines.push(csvLine(columns.map(([, read]) => read(row, today))));
  return lines.join('');
}
