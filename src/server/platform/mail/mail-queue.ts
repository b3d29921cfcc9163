/**
 * The signal between whoever sends mail and the worker that delivers it: sending only writes the
 * outbox and wakes the worker, so no request ever waits on a mail server.
 */
export interface MailQueue {
  wake(): void;
  onWake(listener: () => void): () => void;
}

export function createMailQueue(): MailQueue {
  const listeners = new Set<() => void>();
  return {
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
