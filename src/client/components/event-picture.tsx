import type { ClubImage } from '../../shared/club/club-identity';

/**
 * An event's picture, full width inside its card's Card.Section (Mantine finds a card's first
 * section only among its direct children). Decorative: the card's title says what it is. The
 * browser picks the width it needs from srcset.
 */
export function EventPicture({ image }: { image: ClubImage }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="(max-width: 37.5em) 100vw, 640px"
      alt=""
      loading="lazy"
      style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  );
}
