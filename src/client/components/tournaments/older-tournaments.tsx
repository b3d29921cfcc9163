import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { trpc } from '../../lib/trpc';

/**
 * The finalised tournaments past the first page of the list, fetched a page at a time when asked
 * for: `from` is the first page's `next` (null when there were no more).
 */
export function useOlderTournaments(from: number | null) {
  const [asked, setAsked] = useState(false);
  const older = trpc.tournaments.list.useInfiniteQuery(
    { when: 'past' },
    { initialCursor: from ?? undefined, getNextPageParam: (page) => page.next, enabled: asked && from !== null },
  );
  const tournaments: TournamentSummary[] = older.data?.pages.flatMap((page) => page.tournaments) ?? [];
  return {
    tournaments,
    more: asked ? older.hasNextPage : from !== null,
    loading: older.isFetching,
    failed: older.isError,
    showMore: () => (asked ? void older.fetchNextPage() : setAsked(true)),
  };
}

/** "Show older tournaments" under a list, while there are more. */
export function OlderTournamentsButton({ older }: { older: ReturnType<typeof useOlderTournaments> }) {
  return (
    <>
      {older.failed && <Text c="red.9">Failed to fetch older tournaments. Please try again.</Text>}
      {older.more && (
        <Button variant="default" onClick={older.showMore} loading={older.loading} style={{ alignSelf: 'flex-start' }}>
          Show older tournaments
        </Button>
      )}
    </>
  );
}
