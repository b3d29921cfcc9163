import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PublicTournament } from '../../../shared/tournaments/public-board.schema';
import { RoundWindows, windowWords } from '../../components/tournaments/round-windows';
import { TournamentCardHead, TournamentSection } from '../../components/tournaments/tournament-list-parts';
import { useQuery } from '@tanstack/react-query';
import { publicTournamentsQuery } from './public-tournaments-query';
import { useClubSettings } from '../../lib/use-club-settings';
import { PAGE_WIDTH } from '../../theme';

function TournamentCard({ tournament: t, timeZone }: { tournament: PublicTournament; timeZone: string }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={t.name}>
      <Stack gap="xs">
        <TournamentCardHead name={t.name} format={t.format} phase={t.phase} />
        <RoundWindows rounds={t.rounds} words={(opensAt, closesAt) => windowWords(opensAt, closesAt, timeZone)} />
        <Group justify="flex-end">
          <Button size="xs" variant="light" aria-label={`Leaderboard: ${t.name}`} renderRoot={(props) => <Link {...props} to="/tournaments/$id" params={{ id: String(t.id) }} />}>
            Leaderboard
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A section of the list, left out when it has no tournament. */
function Section({ title, tournaments, timeZone }: { title: string; tournaments: PublicTournament[]; timeZone: string }) {
  if (tournaments.length === 0) return null;
  return (
    <TournamentSection title={title}>
      {tournaments.map((t) => (
        <TournamentCard key={t.id} tournament={t} timeZone={timeZone} />
      ))}
    </TournamentSection>
  );
}

const opening = (t: PublicTournament) => Math.min(...t.rounds.map((round) => Date.parse(round.opensAt)));

/** Links between the pages of results: plain links, so they work before (and without) the page's scripts. */
function ResultPages({ next, paged }: { next: number | null; paged: boolean }) {
  if (next === null && !paged) return null;
  return (
    <Group gap="sm">
      {next !== null && (
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/tournaments" search={{ before: next }} />}>
          Older results
        </Button>
      )}
      {paged && (
        <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/tournaments" search={{}} />}>
          Latest tournaments
        </Button>
      )}
    </Group>
  );
}

/**
 * /tournaments: the tournaments whose leaderboards the committee published, live ones first, and
 * their results a page at a time (PUBLIC_RESULTS_PAGE), the latest first; /tournaments?before={id}, the results after that one.
 */
export function PublicTournamentsPage({ before }: { before?: number | undefined }) {
  const { timeZone } = useClubSettings();
  const list = useQuery(publicTournamentsQuery(before));
  const all = list.data?.tournaments ?? [];
  const paged = before !== undefined;
  const upcoming = all.filter((t) => t.phase === 'upcoming').sort((a, b) => opening(a) - opening(b));
  const results = all.filter((t) => t.phase === 'closed' || t.phase === 'final');
  return (
    <Container size={PAGE_WIDTH} py={{ base: 32, sm: 64 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Tournaments</Title>
          <Text c="dimmed">Follow the club’s tournaments as they are played: each leaderboard updates as members save their scores.</Text>
          <Text size="sm">Times are the club’s ({timeZone}).</Text>
        </Stack>
        {list.isError && !list.data ? (
          <Text c="red.9">Failed to fetch the tournaments. Please try again later.</Text>
        ) : all.length === 0 && !paged ? (
          <Text c="dimmed">No tournament leaderboards are published yet.</Text>
        ) : (
          <>
            <Section title="Open now" tournaments={all.filter((t) => t.phase === 'open')} timeZone={timeZone} />
            <Section title="Upcoming" tournaments={upcoming} timeZone={timeZone} />
            <Section title={paged ? 'Older results' : 'Results'} tournaments={results} timeZone={timeZone} />
            <ResultPages next={list.data?.next ?? null} paged={paged} />
          </>
        )}
      </Stack>
    </Container>
  );
}
