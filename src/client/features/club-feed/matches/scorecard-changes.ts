import type { Scorecard } from '../../../../shared/matches/match.schema';

/** A golf card is decided once a match play is decided or every player's round is complete. */
export function isDecided(card: Scorecard): boolean {
  if (!card.golf) return false;
  if (card.golf.format === 'match') return card.matchPlay?.decided === true;
  return card.rows.length > 0 && card.rows.every((row) => row.golf?.complete === true);
}

function attested(card: Scorecard | undefined): number {
  return card ? card.rows.filter((row) => row.golf?.attestedBy != null).length : 0;
}

/**
 * Whether a recorded score changed more than the card itself: a decided match has a result line and
 * may have posted it to the feed; a withdrawn attestation moves a club index. Without the card from
 * before, assume it did.
 */
export function scoreReachesBeyondCard(before: Scorecard | undefined, after: Scorecard): boolean {
  if (!before) return true;
  return isDecided(after) || attested(after) !== attested(before);
}

/** Nothing more to come: a golf card decided, or a casual card with all 18 holes of every player. */
export function isRoundOver(card: Scorecard | undefined): boolean {
  if (!card) return false;
  if (card.golf) return isDecided(card);
  return card.rows.every((row) => row.holesPlayed >= 18);
}
