import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { OpenGame } from '../../../shared/open-games/open-game.schema';
import { useMemberTime } from '../../lib/use-member-time';
import { GameCard } from './game-card';
import { PostGameForm } from './post-game-form';
import { useGameActions, useMyGames, useOpenGames } from './use-open-games';

interface GameListProps {
  title: string;
  games: OpenGame[] | undefined;
  loading: boolean;
  failed: boolean;
  empty: string;
  actions: ReturnType<typeof useGameActions>;
}

function GameList({ title, games, loading, failed, empty, actions }: GameListProps) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {loading && <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />}
      {failed && <Text c="red.8">Error loading games. Please try again later.</Text>}
      {games?.length === 0 && <Text c="dimmed">{empty}</Text>}
      {games?.map((game) => (
        <GameCard key={game.id} game={game} actions={actions} />
      ))}
    </Stack>
  );
}

/** Looking for a game: post one, the open games to join (on the member's own clock), and the member's own. */
export function GamesPage() {
  const time = useMemberTime();
  const [posting, post] = useDisclosure(false);
  const open = useOpenGames();
  const mine = useMyGames();
  const actions = useGameActions();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Looking for a Game
        </Title>
        <Text c="dimmed">Post a game or join one: when the last place is taken, it becomes a match. Times are shown in your time zone: {time.zone}.</Text>
      </div>
      {posting ? (
        <PostGameForm onDone={post.close} />
      ) : (
        <div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={post.open}>
            Post a game
          </Button>
        </div>
      )}
      <GameList
        title="Open games"
        games={open.data}
        loading={open.isPending}
        failed={open.isError}
        empty="No open games right now. Post one and members can join it."
        actions={actions}
      />
      <GameList title="Your games" games={mine.data} loading={mine.isPending} failed={mine.isError} empty="You have not posted or joined a game yet." actions={actions} />
    </Stack>
  );
}
