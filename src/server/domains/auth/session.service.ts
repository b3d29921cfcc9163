import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { Db } from '../../platform/db/db';
import { createReadCache } from '../../platform/db/read-cache';
import { toSessionUser } from '../users/user-mapper';
import * as sessions from './session.repository';
import type { AppDeps } from '../../platform/deps/deps';

// A deleted account can no longer sign in in any way (data-rights).
export { deleteSignInRecordsOf } from './sign-in-records.repository';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn reads into writes.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The cookie holds the token; the database holds only its hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session with a fresh id; the previous one (if any) ends, so an id never survives a login. */
export async function startSession({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number, previousToken?: string): Promise<string> {
  if (previousToken) await sessions.deleteSessions(db, [hashToken(previousToken)]);
  const token = newToken();
  const now = clock.now().getTime();
  await sessions.insertSession(db, {
    id: hashToken(token),
    user_id: userId,
    created_at: new Date(now).toISOString(),
    last_seen_at: new Date(now).toISOString(),
    expires_at: new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return token;
}

/** The signed-in user and their paid-through date (for the lapse check), read together. */
export interface ResolvedSession {
  user: SessionUser;
  paidThrough: string | null;
}

/**
 * Session rows as last read, keyed by the token's hash (only its holder can ask for it), until
 * the database changes in any way: a sign-out, a touch, a demotion or a renewal is a write, so
 * the next request reads the row again. Expiry is still worked out on every request. Kept only
 * where another process's sign-out shows at once (SQLite); on PostgreSQL every request reads the
 * row, so a revocation answered by one process holds on all of them (docs/decisions/account-integrity.md).
 */
const sessionRows = createReadCache<{ row: Awaited<ReturnType<typeof sessions.findSessionWithUser>> }>({ decidesAccess: true });

/** The signed-in user for a cookie token, or null when missing, expired or idle too long. */
export async function resolveSession({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token) return null;
  const id = hashToken(token);
  const { row } = await sessionRows.read(db, id, async () => ({ row: await sessions.findSessionWithUser(db, id) }));
  return checkedSession({ db, clock }, id, row);
}

/** What a session's row as read says now: gone, ended (expired or idle too long), or live (and due a touch). */
function sessionNow(row: sessions.SessionWithUser | undefined, now: number): { state: 'gone' | 'ended' } | { state: 'live'; due: boolean; resolved: ResolvedSession } {
  if (!row) return { state: 'gone' };
  const lastSeen = Date.parse(row.lastSeenAt);
  if (Date.parse(row.expiresAt) <= now || lastSeen + SESSION_IDLE_MS <= now) return { state: 'ended' };
  return { state: 'live', due: now - lastSeen > TOUCH_INTERVAL_MS, resolved: { user: toSessionUser(row), paidThrough: row.paid_through } };
}

/** A session's row as read: ended when it expired or sat idle too long, touched now and then. */
async function checkedSession({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, id: string, row: sessions.SessionWithUser | undefined): Promise<ResolvedSession | null> {
  const now = clock.now().getTime();
  const session = sessionNow(row, now);
  if (session.state === 'ended') await sessions.deleteSessions(db, [id]);
  if (session.state !== 'live') return null;
  if (session.due) await sessions.touchSessions(db, [id], new Date(now).toISOString());
  return session.resolved;
}

/**
 * As `resolveSession` for many tokens at once (the watchers of a board, on each update): their rows
 * in a few queries, not one each, and the sessions ended or due a touch in one statement each (a
 * watcher's session falls due once a minute: 500 watchers were eight touches an update, one after
 * the other). Each token's answer, by token.
 */
export async function resolveSessions({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, tokens: readonly string[]): Promise<Map<string, ResolvedSession | null>> {
  const ids = new Map(tokens.map((token) => [token, hashToken(token)]));
  const rows = await sessions.findSessionsWithUsers(db, [...new Set(ids.values())]);
  const now = clock.now().getTime();
  const resolved = new Map<string, ResolvedSession | null>();
  const ended = new Set<string>();
  const due = new Set<string>();
  for (const [token, id] of ids) {
    const session = sessionNow(rows.get(id), now);
    if (session.state === 'ended') ended.add(id);
    if (session.state === 'live' && session.due) due.add(id);
    resolved.set(token, session.state === 'live' ? session.resolved : null);
  }
  await sessions.deleteSessions(db, [...ended]);
  await sessions.touchSessions(db, [...due], new Date(now).toISOString());
  return resolved;
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await sessions.deleteSessions(db, [hashToken(token)]);
}

/** Ends every session of a member except (optionally) the one making the request. */
export async function endOtherSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  await sessions.deleteSessionsOfUser(db, userId, keepToken ? hashToken(keepToken) : undefined);
}

export async function purgeExpiredSessions(db: Db, at: Date): Promise<void> {
  const now = at.getTime();
  await sessions.deleteExpiredSessions(db, new Date(now).toISOString(), new Date(now - SESSION_IDLE_MS).toISOString());
}
