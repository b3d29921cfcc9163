import { type InsertQueryBuilder, type QueryCreator, sql } from 'kysely';
import { writeVersionAndNotify } from './live-notices.repository';
import { StampedDb } from './change-stamp';
import { type Db, engineOf } from './db';
import type { Database } from './schema';
import { LIVE_NOTICE_CHANNEL, type NoticeListener } from './notice-board';

function stampedOrThrow(db: Db): StampedDb {
  // A transaction's Db is not one: a notice is published after the commit of what it announces.
  if (!(db instanceof StampedDb)) throw new Error('Live notices go through the club database itself, after the transaction committed.');
  return db;
}

/**
 * Tells every process of the club (this one included) `message` on `topic`. Call it after the
 * commit of what it announces, so whoever hears it reads that. Topics have no spaces.
 */
export async function publishNotice(db: Db, topic: string, message: string): Promise<void> {
  const club = stampedOrThrow(db);
  if (/\s/.test(topic)) throw new Error(`A notice topic has no spaces: "${topic}"`);
  if (engineOf<Database>(club) === 'postgres') await sql`select pg_notify(${LIVE_NOTICE_CHANNEL}, ${`${topic} ${message}`})`.execute(club);
  else club.notices.deliver(topic, message);
}

/**
 * Runs `write`, a statement answering the `version` it moved something to, and tells every process
 * `<version><rest>` on `topic` (as `publishNotice`): on PostgreSQL in one statement, a round trip
 * fewer on a hole save's path (the notice goes at its commit, which is the statement's own); on
 * SQLite one after the other. Outside a transaction, as `publishNotice`. Answers the version.
 */
export async function writeVersionAndPublish<T extends keyof Database>(
  db: Db,
  topic: string,
  write: (creator: QueryCreator<Database>) => InsertQueryBuilder<Database, T, { version: number }>,
  rest: string,
): Promise<number> {
  const club = stampedOrThrow(db);
  if (/\s/.test(topic)) throw new Error(`A notice topic has no spaces: "${topic}"`);
  if (engineOf<Database>(club) !== 'postgres') {
    const { version } = await write(club).executeTakeFirstOrThrow();
    club.notices.deliver(topic, `${version}${rest}`);
    return version;
  }
  return writeVersionAndNotify(club, LIVE_NOTICE_CHANNEL, `${topic} `, write, rest);
}

/** Listens to a topic in this process until the returned function is called. */
export function subscribeNotices(db: Db, topic: string, listener: NoticeListener): () => void {
  const club = stampedOrThrow(db);
  // PostgreSQL: reading the stamp starts listening if this process does not yet (a server does from its start).
  club.changeStamp.read();
  return club.notices.subscribe(topic, listener);
}
