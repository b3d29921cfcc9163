import { type HoleWrite, markRefused, removeWrite, writesOf } from './hole-writes';

/** What one try of a write came to. 'retry': no answer, or one saying try later (offline, a server error); 'signed-out': the session ended. */
export type SendOutcome<Answer> = { kind: 'sent'; answer: Answer } | { kind: 'refused'; reason: string } | { kind: 'retry' } | { kind: 'signed-out' };
export type Sender<Answer> = (write: HoleWrite) => Promise<SendOutcome<Answer>>;
/** How a run ended: every waiting write went (sent or refused), or it stopped at the first that could not go yet. */
export type RunEnd = 'done' | 'retry' | 'signed-out';

/**
 * Sends the member's waiting writes one at a time, oldest first, so the writes of a card reach the
 * server in the order they were entered. A refused write is kept, with the server's reason, and the
 * next goes on; a write that got no answer stops the run and is tried again, with the same key.
 */
async function run<Answer>(memberId: number, send: Sender<Answer>, onSent: (write: HoleWrite, answer: Answer) => void | Promise<void>): Promise<RunEnd> {
  for (;;) {
    const next = (await writesOf(memberId)).find((write) => write.state === 'waiting');
    if (!next) return 'done';
    const outcome = await send(next);
    if (outcome.kind === 'retry' || outcome.kind === 'signed-out') return outcome.kind;
    if (outcome.kind === 'refused') await markRefused(memberId, next.seq, outcome.reason);
    else {
      await removeWrite(memberId, next.seq);
      await onSent(next, outcome.answer);
    }
  }
}

const running = new Map<number, { done: Promise<RunEnd>; again: boolean }>();

/**
 * One run at a time per member in this page: a call while one runs asks it to look once more when it
 * ends (a hole kept meanwhile goes too) and gets that run's end. Two pages sending the same write
 * is harmless: its key makes it one write.
 */
export function sendWaiting<Answer>(memberId: number, send: Sender<Answer>, onSent: (write: HoleWrite, answer: Answer) => void | Promise<void>): Promise<RunEnd> {
  const current = running.get(memberId);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve<RunEnd>('done') };
  const loop = async (): Promise<RunEnd> => {
    try {
      for (;;) {
        state.again = false;
        const end = await run(memberId, send, onSent);
        if (end !== 'done' || !state.again) return end;
      }
    } finally {
      running.delete(memberId);
    }
  };
  state.done = loop();
  running.set(memberId, state);
  return state.done;
}
