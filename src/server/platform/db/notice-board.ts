/** The PostgreSQL channel live notices travel on between the processes of a club. */
export const LIVE_NOTICE_CHANNEL = 'club_live';

export type NoticeListener = (message: string) => void;

/**
 * The live notices of one process: who listens to which topic, and handing them what was published.
 * On SQLite a club is one process, so a notice is handed over at once; on PostgreSQL every notice
 * goes through the database (`pg_notify`) and comes back to each process's listening connection,
 * this one's included (`postgres/postgres-change-stamp.ts`).
 */
export class NoticeBoard {
  private readonly listeners = new Map<string, Set<NoticeListener>>();

  subscribe(topic: string, listener: NoticeListener): () => void {
    const set = this.listeners.get(topic) ?? new Set<NoticeListener>();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(topic) === set) this.listeners.delete(topic);
    };
  }

  deliver(topic: string, message: string): void {
    for (const listener of [...(this.listeners.get(topic) ?? [])]) {
      try {
        listener(message);
      } catch {
        // One listener's failure (a closed socket) is its own; the others still hear the notice.
      }
    }
  }

  /** A notice as it travels through PostgreSQL: the topic, a space, the message. */
  deliverPayload(payload: string): void {
    const space = payload.indexOf(' ');
    if (space > 0) this.deliver(payload.slice(0, space), payload.slice(space + 1));
  }

  /**
   * Listening (again) after notices may have been missed (a lost connection): every listener hears an
   * empty message, which means "read again".
   */
  deliverToAll(): void {
    for (const topic of [...this.listeners.keys()]) this.deliver(topic, '');
  }
}
