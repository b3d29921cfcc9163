import { randomBytes } from 'node:crypto';
import { hashPassword } from '../server/platform/passwords/password';
import { startSession } from '../server/domains/auth/session.service';
import type { Db } from '../server/platform/db/db';
import type { EventRow, NewEventRow, UserRow } from '../server/platform/db/schema';
import { SESSION_COOKIE } from '../server/doors/http/request-user';
import { insertEventRow } from '../server/domains/events/events.repository';
import { insertUser } from '../server/domains/users/users.repository';
import { type Clock, systemClock } from '../server/platform/core/clock';

// Unique across processes too: Playwright workers share one database.
const runId = randomBytes(3).toString('hex');
let sequence = 0;
const next = () => `${runId}${++sequence}`;

/**
 * One argon2 hash per password for the whole worker: each hash is ~28 ms of a core by design, and
 * members made by factories share a handful of passwords. Every hash still verifies (it carries its
 * own salt); the hashing itself is proven in `password.test.ts` and by every sign-in.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

interface MemberOverrides {
  username?: string;
  password?: string;
  memberType?: UserRow['member_type'];
  fullName?: string | null;
  email?: string | null;
  /** 'YYYY-MM-DD'; standard members default to a year from today, admins to none. */
  paidThrough?: string | null;
}

export async function insertMember(db: Db, overrides: MemberOverrides = {}): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? 'member-password-1';
  const n = next();
  const row = await insertUser(db, {
    username: overrides.username ?? `member${n}`,
    password_hash: await hashOnce(password),
    member_type: overrides.memberType ?? 'standard',
    full_name: overrides.fullName === undefined ? `Member ${n}` : overrides.fullName,
    email: overrides.email === undefined ? `member${n}@example.com` : overrides.email,
    phone: null,
    address: null,
    created_at: new Date().toISOString(),
    paid_through: overrides.paidThrough !== undefined ? overrides.paidThrough : (overrides.memberType ?? 'standard') === 'standard' ? aYearFromToday() : null,
  });
  return { ...row, password };
}

/** A signed-in cookie header for the member, without going through the login limiter. */
function aYearFromToday(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** A signed-in cookie for the member, started at the clock's now (the test app's clock when it has its own). */
export async function memberCookie(db: Db, userId: number, clock: Clock = systemClock): Promise<string> {
  return `${SESSION_COOKIE}=${await startSession({ db, clock }, userId)}`;
}

export async function insertEvent(db: Db, overrides: Partial<NewEventRow> = {}): Promise<EventRow> {
  const n = next();
  const start = overrides.start_date ?? new Date(Date.UTC(2026, 11, 5, 14, 0)).toISOString();
  return insertEventRow(db, {
    title: `Event ${n}`,
    description: `Description of event ${n}`,
    start_date: start,
    end_date: overrides.end_date ?? new Date(Date.parse(start) + 2 * 60 * 60 * 1000).toISOString(),
    location: 'Clubhouse',
    category: 'Social',
    visibility: 'public',
    created_at: new Date().toISOString(),
    ...overrides,
  });
}
