import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Scorecard } from '../../../shared/matches/match.schema';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { trpc } from '../trpc';
import type { CardRef, HoleEntry, HoleWrite } from './hole-writes';
import { HoleQueueRunner } from './hole-queue-runner';
import { type SentCard, sendHole } from './send-hole';
import { useOnline } from './use-online';

/** A card the server's answer replaced in the query cache, with the one it replaced. */
export type CardChange = (SentCard & { kind: 'match'; before: Scorecard | undefined }) | (SentCard & { kind: 'card'; before: TournamentCard | undefined });

export interface HoleQueue {
  /** This card's holes waiting to be sent, oldest first. */
  waiting: HoleWrite[];
  /** This card's holes the server refused, kept until dismissed. */
  refused: HoleWrite[];
  /** The browser says it is online and the last try to send reached the server. */
  online: boolean;
  /** The kept writes have been read once. */
  loaded: boolean;
  /** The server said the session ended: the holes wait until the member signs in again. */
  signedOut: boolean;
  /** Keeps a hole's entries on the phone, then sends what is waiting. */
  keep: (entries: readonly HoleEntry[]) => Promise<void>;
  dismiss: (seq: number) => Promise<void>;
}

/**
 * A card screen's holes, saved on the phone first and sent in order when a connection is there
 * (docs/decisions/play-from-anywhere.md, Offline scorecards). Each answer replaces its card in the
 * query cache, and `onSent` hears of it. The screen is keyed by its card, so one runner serves it.
 */
export function useHoleQueue(memberId: number, card: CardRef, onSent?: (change: CardChange) => void | Promise<void>): HoleQueue {
  const utils = trpc.useUtils();
  const online = useOnline();
  const [runner] = useState(
    () =>
      new HoleQueueRunner<SentCard, CardChange>(
        memberId,
        card,
        (write) => sendHole(utils.client, write),
        async (answer) => {
          if (answer.kind === 'match') {
            const before = utils.matches.scorecard.getData({ id: answer.matchId });
            // A refresh still under way would bring the card from before this hole.
            await utils.matches.scorecard.cancel({ id: answer.matchId });
            utils.matches.scorecard.setData({ id: answer.matchId }, answer.scorecard);
            return { ...answer, before };
          }
          const before = utils.tournaments.card.getData({ id: answer.card.id });
          utils.tournaments.card.setData({ id: answer.card.id }, answer.card);
          return { ...answer, before };
        },
      ),
  );
  useEffect(() => runner.hear(onSent), [runner, onSent]);
  useEffect(() => runner.start(), [runner]);
  const { writes, signedOut, loaded, unreachable } = useSyncExternalStore(runner.subscribe, runner.snapshot, runner.snapshot);
  return {
    waiting: writes.filter((write) => write.state === 'waiting'),
    refused: writes.filter((write) => write.state === 'refused'),
    online: online && !unreachable,
    loaded,
    signedOut,
    keep: (entries) => runner.keep(entries),
    dismiss: (seq) => runner.dismiss(seq),
  };
}
