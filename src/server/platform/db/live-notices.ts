import { sql } from 'kysely';
import { type VersionWrite, versionWriteStatements } from './live-notices.repository';
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
 * A statement answering the `version` it moved something to (`write`, with the values named in
 * `example`: compiled once, it runs on a hole save's path), that tells every process
 * `<version><rest>` on `topic` (as `publishNotice`): on PostgreSQL in one statement, a round trip
 * fewer (the notice goes at its commit, which is the statement's own); on SQLite one after the
 * other. Outside a transaction, as `publishNotice`. Each call answers the version.
 */
export function versionWriteAndPublish<S extends Record<string, unknown>, T extends keyof Database>(example: S, write: VersionWrite<S, T>) {
  const statements = versionWriteStatements(example, write, LIVE_NOTICE_CHANNEL);
  return async (db: Db, topic: string, values: S, rest: string): Promise<number> => {
    const club = stampedOrThrow(db);
    if (/\s/.test(topic)) throw new Error(`A notice topic has no spaces: "${topic}"`);
    if (engineOf<Database>(club) !== 'postgres') {
      const [written] = await statements.alone(club, values);
      if (!written) throw new Error('The version write answered no row');
      club.notices.deliver(topic, `${written.version}${rest}`);
      return written.version;
    }
    const [told] = await statements.told(club, { ...values, noticePrefix: `${topic} `, noticeRest: rest });
    if (!told) throw new Error('The version write answered no row');
    return told.version;
  };
}

/** Listens to a topic in this process until the returned function is called. */
export function subscribeNotices(db: Db, topic: string, listener: NoticeListener): () => void {
  const club = stampedOrThrow(db);
  // PostgreSQL: reading the stamp starts listening if this process does not yet (a server does from its start).
  club.changeStamp.read();
  return club.notices.subscribe(topic, listener);
}
