import type { MatchViewer } from '../../../shared/matches/match.schema';

interface MatchPeople {
  creatorId: number;
  /** Members who are in the match: the organizer and those who accepted. */
  participantIds: readonly number[];
  /** Members invited who have not accepted yet. */
  invitedIds: readonly number[];
  /** A singles match play that has its two players (invited ones included). */
  full?: boolean;
  /** The round's start (the match's date and time, club time) and end (the end of that club day). */
  startsAt: Date;
  endsAt: Date;
  now: Date;
}

/**
 * What the viewer may do with a match: the one place these rules live. The service's guards
 * and the flags the pages render both come from here. Scores are recorded from the round's start;
 * an invited member accepts (joins) until the round ends; nobody joins uninvited once it started.
 */
export function matchViewerFlags({ creatorId, participantIds, invitedIds, full = false, startsAt, endsAt, now }: MatchPeople, viewerId: number): MatchViewer {
  const isOrganizer = creatorId === viewerId;
  const isParticipant = participantIds.includes(viewerId);
  const isInvited = invitedIds.includes(viewerId);
  const started = now.getTime() >= startsAt.getTime();
  const over = now.getTime() >= endsAt.getTime();
  return {
    isOrganizer,
    isParticipant,
    isInvited,
    canJoin: isInvited ? !over : !isParticipant && !started && !full,
    canLeave: (isParticipant || isInvited) && !isOrganizer,
    canCancel: isOrganizer,
    roundStarted: started,
    scoresFor: !started ? [] : isOrganizer ? [...participantIds] : isParticipant ? [viewerId] : [],
  };
}
