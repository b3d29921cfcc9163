import { useState } from 'react';
import type { Scorecard } from '../../../../shared/matches/match.schema';
import { errorMessage } from '../../../lib/error-message';
import { useRecordScore } from './use-matches';

export interface HoleEntry {
  userId: number;
  score: number;
  /** '' for none. */
  notes: string;
}

export interface HoleOutcome {
  /** The card after the last write that went through, or null when none did. */
  scorecard: Scorecard | null;
  /** The server's message for each player whose score was not saved. */
  failures: Map<number, string>;
}

const NO_ANSWER = 'No answer from the server. Check your connection and tap Save again: a hole sent twice is saved once.';

/**
 * Saves one hole's scores, one call per player. They go one after another, so the last answer is the
 * card with every one of them; a player's failure does not stop the others.
 */
export function useRecordHole(matchId: number) {
  const record = useRecordScore();
  const [saving, setSaving] = useState(false);
  const save = async (hole: number, entries: readonly HoleEntry[]): Promise<HoleOutcome> => {
    const outcome: HoleOutcome = { scorecard: null, failures: new Map() };
    setSaving(true);
    try {
      for (const entry of entries) {
        try {
          outcome.scorecard = await record.mutateAsync({ matchId, userId: entry.userId, hole, score: entry.score, notes: entry.notes === '' ? undefined : entry.notes });
        } catch (error) {
          outcome.failures.set(entry.userId, errorMessage(error, NO_ANSWER));
        }
      }
    } finally {
      setSaving(false);
    }
    return outcome;
  };
  return { save, saving };
}
