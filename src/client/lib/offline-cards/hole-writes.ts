import { asPromise, inWritesStore } from './idb';

/** The card a hole is written on: a match's score screen, or a tournament card. */
export interface CardRef {
  kind: 'match' | 'card';
  id: number;
}

export interface HoleEntry {
  /** Whose hole: on a match, the player the member scores for; on a tournament card, the member. */
  playerId: number;
  hole: number;
  strokes: number;
  /** '' for none (matches only). */
  notes: string;
}

/** One hole kept on the phone: waiting to be sent, or refused by the server (kept until the member dismisses it). */
export interface HoleWrite extends HoleEntry {
  /** The order it was entered in: writes go to the server in this order. */
  seq: number;
  /** Made once for this write and sent with every try: the server makes it once. */
  writeKey: string;
  /** The member signed in when it was entered: only they see it and send it. */
  memberId: number;
  card: CardRef;
  state: 'waiting' | 'refused';
  reason: string | null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isCardRef(value: unknown): value is CardRef {
  return typeof value === 'object' && value !== null && 'kind' in value && (value.kind === 'match' || value.kind === 'card') && 'id' in value && isNumber(value.id);
}

/** What is read back is checked, not trusted: a record of another shape (an older build's) is skipped. */
function isHoleWrite(value: unknown): value is HoleWrite {
  if (typeof value !== 'object' || value === null) return false;
  if (!('seq' in value && 'memberId' in value && 'playerId' in value && 'hole' in value && 'strokes' in value)) return false;
  if (![value.seq, value.memberId, value.playerId, value.hole, value.strokes].every(isNumber)) return false;
  if (!('writeKey' in value && typeof value.writeKey === 'string' && 'notes' in value && typeof value.notes === 'string')) return false;
  if (!('state' in value && (value.state === 'waiting' || value.state === 'refused') && 'reason' in value)) return false;
  return (value.reason === null || typeof value.reason === 'string') && 'card' in value && isCardRef(value.card);
}

export const sameCard = (a: CardRef, b: CardRef) => a.kind === b.kind && a.id === b.id;

/** A UUID; where crypto.randomUUID is missing (a page not served over HTTPS), one made from random bytes. */
export function newWriteKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps a hole's entries on the phone, in the order given; resolves once they are stored. */
export function keepHoles(memberId: number, card: CardRef, entries: readonly HoleEntry[]): Promise<void> {
  return inWritesStore('readwrite', async (store) => {
    for (const entry of entries) {
      await asPromise(store.add({ ...entry, writeKey: newWriteKey(), memberId, card, state: 'waiting', reason: null }));
    }
  });
}

/** The member's kept writes, oldest first. Each is checked to be theirs as it is read. */
export function writesOf(memberId: number): Promise<HoleWrite[]> {
  return inWritesStore('readonly', async (store) => {
    const rows: unknown[] = await asPromise(store.index('member').getAll(memberId));
    return rows.filter(isHoleWrite).filter((write) => write.memberId === memberId).sort((a, b) => a.seq - b.seq);
  });
}

/** Changes one of the member's writes (never another member's): refused with the server's reason, or gone (sent or dismissed). */
function change(memberId: number, seq: number, to: { refused: string } | 'gone'): Promise<void> {
  return inWritesStore('readwrite', async (store) => {
    const kept: unknown = await asPromise(store.get(seq));
    if (!isHoleWrite(kept) || kept.memberId !== memberId) return;
    if (to === 'gone') await asPromise(store.delete(seq));
    else await asPromise(store.put({ ...kept, state: 'refused', reason: to.refused }));
  });
}

export const markRefused = (memberId: number, seq: number, reason: string) => change(memberId, seq, { refused: reason });
export const removeWrite = (memberId: number, seq: number) => change(memberId, seq, 'gone');
