import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../../server/doors/trpc/app-router';
import { clearKeptCards } from '../clear-kept-cards';
import { type HoleWrite, keepHoles, markRefused, removeWrite, writesOf } from './hole-writes';
import { outcomeOf } from './send-hole';
import { type SendOutcome, sendWaiting } from './send-queue';

// The phone's queue of holes (docs/decisions/play-from-anywhere.md, Offline scorecards): kept first,
// sent oldest first with a key each, tried again until answered, refused ones kept in sight.

const ANN = 5;
const BOB = 6;
const MATCH = { kind: 'match', id: 12 } as const;
const CARD = { kind: 'card', id: 41 } as const;
const entry = (hole: number, strokes: number, playerId = ANN) => ({ playerId, hole, strokes, notes: '' });

/** A server that answers each write as `answer` says, recording what it was sent. */
function server(answer: (write: HoleWrite, tries: number) => SendOutcome<string> = () => ({ kind: 'sent', answer: 'ok' })) {
  const sent: HoleWrite[] = [];
  return {
    sent,
    send: (write: HoleWrite) => {
      sent.push(write);
      return Promise.resolve(answer(write, sent.filter((s) => s.writeKey === write.writeKey).length));
    },
  };
}
const noop = () => undefined;
const what = (writes: readonly HoleWrite[]) => writes.map((w) => [w.card.kind, w.hole, w.strokes]);

describe('the queue of holes', () => {
  it('sends the holes in the order they were entered, across cards, and keeps none once answered', async () => {
    await keepHoles(ANN, MATCH, [entry(1, 4)]);
    await keepHoles(ANN, CARD, [entry(1, 5)]);
    await keepHoles(ANN, MATCH, [entry(2, 3), entry(2, 6, BOB)]);
    const { sent, send } = server();
    const answered: string[] = [];
    expect(await sendWaiting(ANN, send, (write, answer) => void answered.push(`${write.hole}:${answer}`))).toBe('done');
    expect(what(sent)).toEqual([
      ['match', 1, 4],
      ['card', 1, 5],
      ['match', 2, 3],
      ['match', 2, 6],
    ]);
    expect(answered).toEqual(['1:ok', '1:ok', '2:ok', '2:ok']);
    expect(await writesOf(ANN)).toEqual([]);
  });

  it('stops at a write with no answer and tries it again later with the same key; each write has a key of its own', async () => {
    await keepHoles(ANN, MATCH, [entry(1, 4), entry(2, 5)]);
    let online = false;
    const { sent, send } = server(() => (online ? { kind: 'sent', answer: 'ok' } : { kind: 'retry' }));
    expect(await sendWaiting(ANN, send, noop)).toBe('retry');
    expect(what(sent)).toEqual([['match', 1, 4]]);
    expect((await writesOf(ANN)).map((w) => w.state)).toEqual(['waiting', 'waiting']);
    online = true;
    expect(await sendWaiting(ANN, send, noop)).toBe('done');
    expect(sent.map((w) => w.hole)).toEqual([1, 1, 2]);
    expect(sent[0]?.writeKey).toBe(sent[1]?.writeKey);
    expect(sent[1]?.writeKey).not.toBe(sent[2]?.writeKey);
    expect(sent.every((w) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(w.writeKey))).toBe(true);
  });

  it('gives a correction a key of its own, so the server never takes it for the write it corrects', async () => {
    await keepHoles(ANN, CARD, [entry(3, 6)]);
    await keepHoles(ANN, CARD, [entry(3, 4)]);
    const [first, correction] = await writesOf(ANN);
    expect(first?.writeKey).not.toBe(correction?.writeKey);
  });

  it('keeps a refused write, with the reason, sends the next, and never sends it again; dismissing it removes it', async () => {
    await keepHoles(ANN, CARD, [entry(1, 4), entry(2, 5)]);
    const { sent, send } = server((write) => (write.hole === 1 ? { kind: 'refused', reason: 'This card is submitted: its scores are locked.' } : { kind: 'sent', answer: 'ok' }));
    expect(await sendWaiting(ANN, send, noop)).toBe('done');
    const [refused, ...rest] = await writesOf(ANN);
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ hole: 1, strokes: 4, state: 'refused', reason: 'This card is submitted: its scores are locked.' });
    expect(await sendWaiting(ANN, send, noop)).toBe('done');
    expect(sent.map((w) => w.hole)).toEqual([1, 2]);
    await removeWrite(ANN, refused?.seq ?? 0);
    expect(await writesOf(ANN)).toEqual([]);
  });

  it('waits while the session has ended: nothing is refused or dropped', async () => {
    await keepHoles(ANN, CARD, [entry(1, 4)]);
    const { send } = server(() => ({ kind: 'signed-out' }));
    expect(await sendWaiting(ANN, send, noop)).toBe('signed-out');
    expect((await writesOf(ANN)).map((w) => w.state)).toEqual(['waiting']);
  });

  it("keeps each member's holes to themselves: never listed, sent, refused or removed for another", async () => {
    await keepHoles(ANN, CARD, [entry(1, 4)]);
    await keepHoles(BOB, MATCH, [entry(1, 5, BOB)]);
    const [anns] = await writesOf(ANN);
    expect(what(await writesOf(BOB))).toEqual([['match', 1, 5]]);
    const { sent, send } = server();
    await sendWaiting(BOB, send, noop);
    expect(sent.map((w) => w.memberId)).toEqual([BOB]);
    await markRefused(BOB, anns?.seq ?? 0, 'not yours');
    await removeWrite(BOB, anns?.seq ?? 0);
    expect(await writesOf(ANN)).toMatchObject([{ hole: 1, state: 'waiting', reason: null }]);
  });

  it('runs once at a time: a hole kept while a run is under way goes in the same run, after the others', async () => {
    await keepHoles(ANN, MATCH, [entry(1, 4)]);
    let release: () => void = noop;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: number[] = [];
    const send = async (write: HoleWrite): Promise<SendOutcome<string>> => {
      sent.push(write.hole);
      if (write.hole === 1) await gate;
      return { kind: 'sent', answer: 'ok' };
    };
    const first = sendWaiting(ANN, send, noop);
    await keepHoles(ANN, MATCH, [entry(2, 4)]);
    const second = sendWaiting(ANN, send, noop);
    release();
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(sent).toEqual([1, 2]);
  });

  it('is cleared on sign-out: nothing of any member stays', async () => {
    await keepHoles(ANN, CARD, [entry(1, 4)]);
    await keepHoles(BOB, MATCH, [entry(1, 5, BOB)]);
    await clearKeptCards();
    expect([...(await writesOf(ANN)), ...(await writesOf(BOB))]).toEqual([]);
  });
});

describe('what an answer means for a kept write', () => {
  const answer = (httpStatus: number, code: string, message: string) => TRPCClientError.from<AppRouter>({ error: { code: -32600, message, data: { code, httpStatus, path: 'tournaments.hole' } } });

  it('tries again when nothing came back or the server asks for later; waits for sign-in; else it is the refusal', () => {
    expect(outcomeOf(new TRPCClientError('Failed to fetch'))).toEqual({ kind: 'retry' });
    expect(outcomeOf(answer(503, 'INTERNAL_SERVER_ERROR', 'Down'))).toEqual({ kind: 'retry' });
    expect(outcomeOf(answer(429, 'TOO_MANY_REQUESTS', 'Slow down'))).toEqual({ kind: 'retry' });
    expect(outcomeOf(answer(401, 'UNAUTHORIZED', 'Sign in'))).toEqual({ kind: 'signed-out' });
    expect(outcomeOf(answer(409, 'CONFLICT', 'This card is submitted: its scores are locked.'))).toEqual({ kind: 'refused', reason: 'This card is submitted: its scores are locked.' });
    expect(outcomeOf(answer(403, 'FORBIDDEN', 'Only the player enters the scores on their card.'))).toEqual({ kind: 'refused', reason: 'Only the player enters the scores on their card.' });
  });
});
