import type { TournamentCard, TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { OfflineBanner } from '../../components/scoring/offline-banner';
import { RefusedHoles } from '../../components/scoring/refused-holes';
import { CardPlay } from './card-play';
import { CardReadOnly } from './card-read-only';
import { useCardHoles } from './use-card-holes';

/**
 * The player's own card, open or not: holes kept on the phone are sent from here, so a hole refused
 * once the card was locked (submitted, or the window closed) is still shown, with its reason.
 */
export function MyCard({ card, tournament, details }: { card: TournamentCard; tournament: TournamentDetail | undefined; details: string }) {
  const queue = useCardHoles(card, tournament);
  const playing = card.status === 'open';
  return (
    <>
      <OfflineBanner online={queue.online} waiting={queue.waiting.length} signedOut={queue.signedOut} />
      <RefusedHoles writes={queue.refused} onDismiss={(seq) => void queue.dismiss(seq)} />
      {playing ? <CardPlay card={card} tournament={tournament} details={details} queue={queue} /> : <CardReadOnly card={card} viewerId={card.player.id} />}
    </>
  );
}
