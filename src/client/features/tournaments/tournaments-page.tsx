import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { TournamentSection } from '../../components/tournaments/tournament-list-parts';
import { Link } from '@tanstack/react-router';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { OlderTournamentsButton, useOlderTournaments } from '../../components/tournaments/older-tournaments';
import { CardsToAttest } from './cards-to-attest';
import { TournamentSummaryCard } from './tournament-summary-card';
import { useTournaments } from './use-tournaments';
import { useMemberTime } from '../../lib/use-member-time';

const firstClose = (t: TournamentSummary) => Math.min(...t.rounds.map((r) => Date.parse(r.closesAt)));
const firstOpen = (t: TournamentSummary) => Math.min(...t.rounds.map((r) => Date.parse(r.opensAt)));

function Section({ title, tournaments, empty }: { title: string; tournaments: TournamentSummary[]; empty: string }) {
  return (
    <TournamentSection title={title}>
      {tournaments.length === 0 ? <Text c="dimmed">{empty}</Text> : tournaments.map((t) => <TournamentSummaryCard key={t.id} tournament={t} />)}
    </TournamentSection>
  );
}

/** /member/tournaments: what can be played now, what is coming, and what is done. */
export function TournamentsPage() {
  const list = useTournaments();
  const { zone } = useMemberTime();
  const all = list.data?.tournaments ?? [];
  const older = useOlderTournaments(list.data?.next ?? null);
  const open = all.filter((t) => t.phase === 'open').sort((a, b) => firstClose(a) - firstClose(b));
  const upcoming = all.filter((t) => t.phase === 'upcoming').sort((a, b) => firstOpen(a) - firstOpen(b));
  const past = [...all.filter((t) => t.phase === 'closed' || t.phase === 'final'), ...older.tournaments];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Tournaments
        </Title>
        <Text c="dimmed">Enter, play your card on the simulator inside the window, and follow the leaderboard.</Text>
        <Text size="sm" mt={4}>
          Times are shown in your time zone: <strong>{zone}</strong>.
        </Text>
        <Anchor component={Link} to="/member/order-of-merit" size="sm">
          The season’s Order of Merit
        </Anchor>
      </div>
      {list.isLoading ? (
        <Loader aria-label="Loading tournaments" />
      ) : list.isError ? (
        <Text c="red.9">Failed to fetch tournaments. Please try again later.</Text>
      ) : (
        <>
          <CardsToAttest />
          <Section title="Open now" tournaments={open} empty="No tournament is open right now." />
          <Section title="Upcoming" tournaments={upcoming} empty="No tournaments coming up yet." />
          <Section title="Past" tournaments={past} empty="No past tournaments yet." />
          <OlderTournamentsButton older={older} />
        </>
      )}
    </Stack>
  );
}
