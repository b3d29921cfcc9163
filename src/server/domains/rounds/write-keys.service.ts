import { AppError } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import { findWriteKeyRow, insertWriteKeyOnce } from './write-keys.repository';

export interface KeyedWrite {
  /** The key the phone made for this one write (a UUID). */
  writeKey: string;
  matchId: number;
  /** The player whose hole it is. */
  userId: number;
  hole: number;
  score: number;
  recordedBy: number;
  at: string;
}

/**
 * A phone that kept a hole while offline sends it with a key of its own, and sends it again when
 * the answer did not come back. Run inside the write's transaction, before the rules that may refuse
 * it: 'new' the first time (a refusal then rolls the key back with the write, so a retry is judged
 * afresh); 'repeat' when this write was already made, which then must change nothing (no score, no
 * recorder, no audit line). Every key is kept, not only a hole's last one, so a write that arrives
 * late never replaces a correction made after it. A key sent with another score is refused.
 */
export async function claimWriteKey(trx: Db, write: KeyedWrite): Promise<'new' | 'repeat'> {
  const row = { write_key: write.writeKey, match_id: write.matchId, user_id: write.userId, hole: write.hole, score: write.score, recorded_by: write.recordedBy, created_at: write.at };
  if (await insertWriteKeyOnce(trx, row)) return 'new';
  const kept = await findWriteKeyRow(trx, write.writeKey);
  const same = kept && kept.match_id === row.match_id && kept.user_id === row.user_id && kept.hole === row.hole && kept.score === row.score && kept.recorded_by === row.recorded_by;
  if (!same) throw new AppError('CONFLICT', 'This write key was already used for another score: enter the hole again.');
  return 'repeat';
}
