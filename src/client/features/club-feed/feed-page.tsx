import { Button, Group, Stack, Title } from '@mantine/core';
import { IconGolf, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { MatchForm } from './matches/match-form';
import { UpcomingMatches } from './matches/upcoming-matches';
import { PostForm } from './posts/post-form';
import { PostList } from './posts/post-list';

type ComposerMode = 'none' | 'post' | 'match';

/** Club Feed: write a post or start a match, upcoming matches, then every post as you scroll. */
export function FeedPage() {
  const [mode, setMode] = useState<ComposerMode>('none');
  const toggle = (next: ComposerMode) => setMode((current) => (current === next ? 'none' : next));
  const close = () => setMode('none');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Club Feed
      </Title>
      <Group gap="sm">
        <Button leftSection={<IconPencil size={16} />} variant={mode === 'post' ? 'filled' : 'light'} onClick={() => toggle('post')} aria-pressed={mode === 'post'}>
          Write a Post
        </Button>
        <Button leftSection={<IconGolf size={16} />} variant={mode === 'match' ? 'filled' : 'light'} onClick={() => toggle('match')} aria-pressed={mode === 'match'}>
          Start a Match
        </Button>
      </Group>
      {mode === 'post' && <PostForm onDone={close} />}
      {mode === 'match' && <MatchForm onDone={close} />}
      <UpcomingMatches />
      <Stack gap="sm">
        <Title order={2} size="h3">
          Posts
        </Title>
        <PostList />
      </Stack>
    </Stack>
  );
}
