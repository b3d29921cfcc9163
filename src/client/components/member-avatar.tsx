import { Avatar } from '@mantine/core';
import { initialsOf } from '../lib/initials';

interface MemberAvatarProps {
  /** The member's display name: its initials ("Jordan Lee" is JL) without a photo, and the photo's alternative text. */
  name: string;
  /** Their square photo, each size listed for srcset. */
  photo?: { src: string; srcSet: string } | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl' | number;
}

const PIXELS = { sm: 26, md: 38, lg: 56, xl: 84 } as const;

/**
 * A member's round avatar: their photo when they have one (and show it), else initials. Beside a name
 * it repeats, so it is hidden from screen readers unless it is a photo with a name to say.
 */
export function MemberAvatar({ name, photo, size = 'md' }: MemberAvatarProps) {
  const pixels = typeof size === 'number' ? size : PIXELS[size];
  if (photo) {
    return (
      <Avatar
        size={size}
        radius="xl"
        src={photo.src}
        alt={`Photo of ${name}`}
        imageProps={{ srcSet: photo.srcSet, sizes: `${pixels}px`, loading: 'lazy', decoding: 'async', width: pixels, height: pixels }}
      />
    );
  }
  return (
    <Avatar size={size} color="green" radius="xl" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
