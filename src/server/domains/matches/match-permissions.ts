import type { MatchViewer } from '../../../shared/matches/match.schema';

interface MatchPeople {
  creatorId: number;
  /** Members who are in the match: the organizer and those who accepted. */
  participantIds: readonly number[];
  /** Members invited who have not accepted yet. */
  invitedIds: readonly number[];
  /** A singles match play that has its two players (invited ones included). */
  full?: boolean;
  /** When the round starts (the match's date and time) and when invitations end (`matchWindow`). */
  startsAt: Date;
  endsAt: Date;
  /** Played apart: the window closes at `endsAt`, and each player records only their own scores. */
  apart: boolean;
  now: Date;
}

/**
 * What the viewer may do with a match: the one place these rules live. The service's guards
 * and the flags the pages render both come from here. Scores are recorded from the round's start
 * (on a match played apart, until its window closes); an invited member accepts (joins) until the
 * round ends; nobody joins uninvited once it started.
 */
export function matchViewerFlags({ creatorId, participantIds, invitedIds, full = false, startsAt, endsAt, apart, now }: MatchPeople, viewerId: number): MatchViewer {
  const isOrganizer = creatorId === viewerId;
  const isParticipant = participantIds.includes(viewerId);
  const isInvited = invitedIds.includes(viewerId);
  const started = now.getTime() >= startsAt.getTime();
  const over = now.getTime() >= endsAt.getTime();
  const closed = apart && over;
  const scoresFor = !started || closed || !isParticipant ? [] : isOrganizer && !apart ? [...participantIds] : [viewerId];
  return {
    isOrganizer,
    isParticipant,
    isInvited,
    canJoin: isInvited ? !over : !isParticipant && !started && !full,
    canLeave: (isParticipant || isInvited) && !isOrganizer,
    canCancel: isOrganizer,
    roundStarted: started,
    scoresFor,
    closed,
  };
}
