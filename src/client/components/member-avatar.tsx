import { Avatar } from '@mantine/core';

interface MemberAvatarProps {
  /** The spec's initials: the first two letters of the username. */
  username?: string | undefined;
  /** A person's name: its initials ('Kenji Sato' is KS) when there is no username, and the photo's alternative text. */
  name?: string | undefined;
  /** Their square photo, each size listed for srcset. */
  photo?: { src: string; srcSet: string } | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl' | number;
}

const PIXELS = { sm: 26, md: 38, lg: 56, xl: 84 } as const;

function initialsOf({ username, name }: Pick<MemberAvatarProps, 'username' | 'name'>): string {
  if (username) return username.slice(0, 2).toUpperCase();
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A member's round avatar: their photo when they have one (and show it), else initials. Beside a name
 * it repeats, so it is hidden from screen readers unless it is a photo with a name to say.
 */
export function MemberAvatar({ username, name, photo, size = 'md' }: MemberAvatarProps) {
  const pixels = typeof size === 'number' ? size : PIXELS[size];
  if (photo) {
    return (
      <Avatar
        size={size}
        radius="xl"
        src={photo.src}
        alt={name ? `Photo of ${name}` : ''}
        imageProps={{ srcSet: photo.srcSet, sizes: `${pixels}px`, loading: 'lazy', decoding: 'async', width: pixels, height: pixels }}
      />
    );
  }
  return (
    <Avatar size={size} color="green" radius="xl" aria-hidden>
      {initialsOf({ username, name })}
    </Avatar>
  );
}
