import { sql } from 'kysely';
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

/** Listens to a topic in this process until the returned function is called. */
export function subscribeNotices(db: Db, topic: string, listener: NoticeListener): () => void {
  const club = stampedOrThrow(db);
  // PostgreSQL: reading the stamp starts listening if this process does not yet (a server does from its start).
  club.changeStamp.read();
  return club.notices.subscribe(topic, listener);
}
