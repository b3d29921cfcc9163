import { Avatar } from '@mantine/core';

/** The spec's avatar: the first two letters of the username. */
export function MemberAvatar({ username, size = 'md' }: { username: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Avatar size={size} color="green" radius="xl" aria-hidden>
      {username.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
