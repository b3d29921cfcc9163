import type { MatchViewer } from '../../../shared/matches/match.schema';

interface MatchPeople {
  creatorId: number;
  participantIds: readonly number[];
  /** A singles match play that has its two players. */
  full?: boolean;
}

/**
 * What the viewer may do with a match: the one place these rules live. The service's guards
 * and the flags the pages render both come from here.
 */
export function matchViewerFlags({ creatorId, participantIds, full = false }: MatchPeople, viewerId: number): MatchViewer {
  const isOrganizer = creatorId === viewerId;
  const isParticipant = participantIds.includes(viewerId);
  return {
    isOrganizer,
    isParticipant,
    canJoin: !isParticipant && !full,
    canLeave: isParticipant && !isOrganizer,
    canCancel: isOrganizer,
    scoresFor: isOrganizer ? [...participantIds] : isParticipant ? [viewerId] : [],
  };
}
