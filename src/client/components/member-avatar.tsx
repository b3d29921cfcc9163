import { Avatar } from '@mantine/core';
import { initialsOf } from '../lib/initials';

/** The spec's avatar initials, from the member's display name ("Jordan Lee" → "JL"). */
export function MemberAvatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Avatar size={size} color="green" radius="xl" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
