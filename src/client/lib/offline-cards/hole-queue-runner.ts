import { type CardRef, type HoleEntry, type HoleWrite, keepHoles, removeWrite, writesOf } from './hole-writes';
import { type Sender, sendWaiting } from './send-queue';

/** Tries again after 2 s, then twice as long each time, at most every 30 s; at once when the browser says it is back online. */
export const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

export interface QueueState {
  /** This card's kept writes, oldest first. */
  writes: HoleWrite[];
  /** The server said the session ended: the holes wait until the member signs in again. */
  signedOut: boolean;
  /** The kept writes have been read once (until then the screen cannot tell which holes are entered). */
  loaded: boolean;
  /** The last try got no answer: the phone may say it is online (one bar of signal), the server is out of reach. */
  unreachable: boolean;
}

/**
 * One card screen's view of the member's kept holes, and what sends them: outside React, so the
 * screen only subscribes (useSyncExternalStore). Every waiting write of the member goes, this
 * card's or another's, oldest first; a run that got no answer is tried again later.
 */
export class HoleQueueRunner<Answer, Heard> {
  private state: QueueState = { writes: [], signedOut: false, loaded: false, unreachable: false };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay = RETRY_FIRST_MS;
  private running = false;
  private listener: ((heard: Heard) => void | Promise<void>) | undefined;

  constructor(
    private readonly memberId: number,
    private readonly card: CardRef,
    private readonly send: Sender<Answer>,
    private readonly onSent: (answer: Answer) => Promise<Heard>,
  ) {}

  /** Who else hears of each answer, as `onSent` put it (the screen's own follow-ups). */
  hear(listener: ((heard: Heard) => void | Promise<void>) | undefined): void {
    this.listener = listener;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): QueueState => this.state;

  private set(next: Partial<QueueState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private readonly online = () => void this.flush();

  /** Reads what is kept and sends what waits; sends again when the browser is back online. Returns the stop. */
  start(): () => void {
    this.running = true;
    window.addEventListener('online', this.online);
    void this.reload().then(() => this.flush());
    return () => {
      this.running = false;
      window.removeEventListener('online', this.online);
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    };
  }

  async reload(): Promise<void> {
    const mine = await writesOf(this.memberId);
    this.set({ writes: mine.filter((write) => write.card.kind === this.card.kind && write.card.id === this.card.id), loaded: true });
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const applied = async (_write: HoleWrite, answer: Answer) => {
      const heard = await this.onSent(answer);
      await this.listener?.(heard);
      await this.reload();
    };
    const end = await sendWaiting(this.memberId, this.send, applied).catch((error: unknown) => {
      console.error('Sending the kept holes failed', error);
      return 'retry' as const;
    });
    this.set({ signedOut: end === 'signed-out', unreachable: end === 'retry' });
    await this.reload();
    if (end !== 'retry' || !this.running) {
      this.delay = RETRY_FIRST_MS;
      return;
    }
    const wait = this.delay;
    this.delay = Math.min(wait * 2, RETRY_MAX_MS);
    this.timer = setTimeout(() => void this.flush(), wait);
  }

  /** Keeps a hole's entries on the phone (resolved once stored), then sends what waits. */
  async keep(entries: readonly HoleEntry[]): Promise<void> {
    await keepHoles(this.memberId, this.card, entries);
    await this.reload();
    void this.flush();
  }

  async dismiss(seq: number): Promise<void> {
    await removeWrite(this.memberId, seq);
    await this.reload();
  }
}
