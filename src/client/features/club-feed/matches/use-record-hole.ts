import { useCallback } from 'react';
import type { Match, Scorecard } from '../../../../shared/matches/match.schema';
import { useInvalidate } from '../../../lib/invalidation-map';
import { type CardChange, useHoleQueue } from '../../../lib/offline-cards/use-hole-queue';
import { useKeepCardOffline } from '../../../lib/offline-cards/use-keep-card-offline';
import { trpc } from '../../../lib/trpc';
import { scoreReachesBeyondCard } from './scorecard-changes';

/**
 * The match's holes, saved on the phone first and sent in order (lib/offline-cards): each answer is
 * the updated card, which goes straight into the cache. Lists, the feed and club indexes re-read only
 * when a score could have changed them: the match was decided (its result line and feed post) or an
 * attestation was withdrawn (the index). The screen's data is kept for a reload without a connection.
 */
export function useRecordHole(match: Match, scorecard: Scorecard, viewerId: number) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  const onSent = useCallback(
    async (change: CardChange) => {
      if (change.kind !== 'match' || !scoreReachesBeyondCard(change.before, change.scorecard)) return;
      await Promise.all([utils.matches.list.invalidate(), utils.matches.recent.invalidate(), utils.matches.get.invalidate({ id: change.matchId }), invalidate('posts'), utils.golf.invalidate()]);
    },
    [utils, invalidate],
  );
  useKeepCardOffline(viewerId, [
    { path: 'matches.get', input: { id: match.id }, data: match },
    { path: 'matches.scorecard', input: { id: match.id }, data: scorecard },
  ]);
  return useHoleQueue(viewerId, { kind: 'match', id: match.id }, onSent);
}
