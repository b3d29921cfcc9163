import type { Client } from 'pg';
import { CHANGE_NOTICE_CHANNEL, CHANGE_NOTICE_TRIGGER } from './change-notices.repository';
import { LIVE_NOTICE_CHANNEL, type NoticeBoard } from '../notice-board';

/** How long to wait before listening again after the connection was lost or refused. */
const RETRY_AFTER_MS = 1000;

/**
 * The tables whose writes can change other tables too (a trigger of ours keeps a total or a search
 * index, a foreign key cascades): a write to one of them counts as a write to every table. Not the
 * test databases' marks of the tables written (functions of schema `test_reset`, `src/test/postgres-reset.ts`):
 * they write only sequences of their own, and counted, no cache could be tested keeping its value.
 */
async function tablesThatSpread(client: Client): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_proc f on f.oid = t.tgfoid join pg_namespace fn on fn.oid = f.pronamespace
    where not t.tgisinternal and t.tgname <> '${CHANGE_NOTICE_TRIGGER}' and n.nspname = current_schema() and fn.nspname <> 'test_reset'
    union
    select c.relname from pg_constraint k join pg_class c on c.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd')) and n.nspname = current_schema()`);
  return new Set(rows.map((row) => row.name));
}

/**
 * The change stamp of a PostgreSQL club, for the read caches (`read-cache.ts`), kept per table so a
 * cache that names the tables it reads (the club settings) keeps its value through a weekend of
 * hole saves. It moves
 * - at once when this process wrote (`wrote`): after a statement that changed rows outside a
 *   transaction, and after the commit of a transaction that did (its writes become visible then);
 * - when another process committed a write: every table notifies `club_changes` with its name on
 *   commit (`change-notices.repository.ts`) and one connection of ours listens. Another process's
 *   write is seen once its notice arrives, which on one machine is well under a millisecond.
 * A write whose tables cannot be told, or to a table whose writes spread to others, counts for
 * every table. While that connection is not listening (not yet opened, lost, refused) there is no
 * stamp and the caches read fresh; listening again starts a new generation, so nothing kept from
 * before counts. The same connection hears the live notices (`live-notices.ts`) and hands them to
 * `notices`; after listening again, every listener is told to read again, since notices may have been missed.
 */
export function createPostgresChangeStamp(url: string, notices: NoticeBoard) {
  /** Writes that count for every table. */
  let everything = 0;
  /** Writes to one table (a write to several counts in each), and all of those together. */
  const byTable = new Map<string, number>();
  let anyTable = 0;
  let spreading = new Set<string>();
  let generation = 0;
  let listener: Client | undefined;
  let opening: Promise<void> | undefined;
  let nextAttemptAt = 0;
  let closed = false;

  async function listen(): Promise<void> {
    const { default: pg } = await import('pg');
    // TCP keep-alive, so a connection the network dropped without a word is noticed and replaced.
    const client = new pg.Client({
      connectionString: url,
      application_name: 'club-change-notices',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lose = () => {
      if (listener === client) listener = undefined;
      nextAttemptAt = Date.now() + RETRY_AFTER_MS;
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (notice) => {
      if (notice.channel === LIVE_NOTICE_CHANNEL) notices.deliverPayload(notice.payload ?? '');
      // A process started before tables were named says nothing more than that something changed.
      else wrote(notice.payload ? [notice.payload] : null);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_NOTICE_CHANNEL}; listen ${LIVE_NOTICE_CHANNEL}`);
      spreading = await tablesThatSpread(client);
    } catch {
      lose();
      await client.end().catch(() => undefined);
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    generation += 1;
    listener = client;
    if (generation > 1) notices.deliverToAll();
  }

  function startListening(): void {
    if (closed || opening || Date.now() < nextAttemptAt) return;
    opening = listen().finally(() => {
      opening = undefined;
    });
  }

  /** Rows of `tables` changed (null: tables not known), by this process or, once noticed, another. */
  function wrote(tables: Iterable<string> | null): void {
    if (tables === null) {
      everything += 1;
      return;
    }
    for (const table of tables) {
      if (spreading.has(table)) {
        everything += 1;
        return;
      }
      byTable.set(table, (byTable.get(table) ?? 0) + 1);
      anyTable += 1;
    }
  }

  return {
    /** Another process's commit shows once its notice arrives, after that process may have answered. */
    seesOtherProcessesAtOnce: false,
    /**
     * Undefined while not listening: the caches then read fresh (and listening is started). Moves
     * with a write to any of `tables`, or to any table when none are named.
     */
    read(tables?: readonly string[]): string | undefined {
      if (!listener) {
        startListening();
        return undefined;
      }
      if (tables === undefined) return `${generation}:${everything}:${anyTable}`;
      let stamp = `${generation}:${everything}`;
      for (const table of tables) stamp += `:${byTable.get(table) ?? 0}`;
      return stamp;
    },
    /** Listens now, so the caches work from the first request; resolves once listening (or refused). */
    async start(): Promise<void> {
      startListening();
      await opening;
    },
    /** This process changed rows of `tables` (null: of tables not known), now visible to everyone. */
    wrote,
    async close(): Promise<void> {
      closed = true;
      await opening;
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}

export type PostgresChangeStamp = ReturnType<typeof createPostgresChangeStamp>;
