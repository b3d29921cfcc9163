import type { KyselyPlugin, PluginTransformResultArgs } from 'kysely';
import type { Client } from 'pg';
import { CHANGE_NOTICE_CHANNEL } from './change-notices.repository';
import { LIVE_NOTICE_CHANNEL, type NoticeBoard } from '../notice-board';

/** How long to wait before listening again after the connection was lost or refused. */
const RETRY_AFTER_MS = 1000;

/**
 * The change stamp of a PostgreSQL club, for the read caches (`read-cache.ts`): it moves
 * - at once when this process wrote: after every statement that changed rows, and after every
 *   commit (a transaction's writes become visible to others only then);
 * - when another process committed a write: every table notifies `club_changes` on commit
 *   (`change-notices.repository.ts`) and one connection of ours listens. Another process's write
 *   is seen once its notice arrives, which on one machine is well under a millisecond.
 * While that connection is not listening (not yet opened, lost, refused) there is no stamp and
 * the caches read fresh; listening again starts a new generation, so nothing kept from before counts.
 * The same connection hears the live notices (`live-notices.ts`) and hands them to `notices`; after
 * listening again, every listener is told to read again, since notices may have been missed.
 */
export function createPostgresChangeStamp(url: string, notices: NoticeBoard) {
  let changes = 0;
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
      else changes += 1;
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_NOTICE_CHANNEL}; listen ${LIVE_NOTICE_CHANNEL}`);
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

  // A statement that changed rows moves the stamp as it finishes (one that changed none need not).
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult({ result }: PluginTransformResultArgs) {
      if ((result.numAffectedRows ?? 0n) > 0n) changes += 1;
      return Promise.resolve(result);
    },
  };

  return {
    /** Another process's commit shows once its notice arrives, after that process may have answered. */
    seesOtherProcessesAtOnce: false,
    /** Undefined while not listening: the caches then read fresh (and listening is started). */
    read(): string | undefined {
      if (listener) return `${generation}:${changes}`;
      startListening();
      return undefined;
    },
    /** Listens now, so the caches work from the first request; resolves once listening (or refused). */
    async start(): Promise<void> {
      startListening();
      await opening;
    },
    /** Counts this process's own writes (the plugin) as they finish. */
    plugin,
    /** A transaction committed: what it wrote is now what everyone reads. */
    committed(): void {
      changes += 1;
    },
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
