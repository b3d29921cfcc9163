import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { TournamentDetail, TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { OlderTournamentsButton, useOlderTournaments } from '../../components/tournaments/older-tournaments';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { ReviewDialog } from './review-dialog';
import { TournamentFormDialog } from './tournament-form-dialog';
import { WindowDialog } from './window-dialog';

const PHASES = {
  upcoming: { label: 'Upcoming', color: 'gray' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'grape' },
  final: { label: 'Final', color: 'blue' },
} as const;

const route = getRouteApi('/admin/tournaments');

/** The committee's tournaments: create and edit them, review their cards, finalise their results. */
export function AdminTournamentsPage() {
  const { timeZone } = useClubSettings();
  const tournaments = trpc.tournaments.list.useQuery(undefined);
  const older = useOlderTournaments(tournaments.data?.next ?? null);
  const rows = tournaments.data ? [...tournaments.data.tournaments, ...older.tournaments] : undefined;
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<TournamentDetail | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const { review } = route.useSearch();
  const navigate = route.useNavigate();
  const [picked, setPicked] = useState<TournamentSummary | null>(null);
  // The URL's ?review= opens that tournament's review (the dashboard links there); closing clears it.
  const reviewing = picked ?? rows?.find((t) => t.id === review) ?? null;
  const setReviewing = (tournament: TournamentSummary | null) => {
    setPicked(tournament);
    if (tournament === null && review !== undefined) void navigate({ search: {}, replace: true });
  };
  const [changingWindow, setChangingWindow] = useState<TournamentSummary | null>(null);
  const edit = async (id: number) => {
    setEditing(await utils.tournaments.get.fetch({ id }));
    setFormOpen(true);
  };
  const windows = (t: TournamentSummary) =>
    t.rounds.map((round) => `R${round.number} ${inClubTime(round.opensAt, timeZone).format(LIST_DATE)} – ${inClubTime(round.closesAt, timeZone).format(`${LIST_DATE} ${TIME}`)}`).join('; ');

  const columns: AdminColumn<TournamentSummary>[] = [
    { header: 'Tournament', cell: (t) => <Text fw={600}>{t.name}</Text> },
    { header: 'Windows', cell: (t) => <Text size="sm">{windows(t)}</Text> },
    {
      header: 'Status',
      cell: (t) => (
        <Badge variant="light" tt="none" color={PHASES[t.phase].color}>
          {PHASES[t.phase].label}
        </Badge>
      ),
    },
    { header: 'Entrants', cell: (t) => `${t.entrants}${t.capacity === null ? '' : ` / ${t.capacity}`}` },
    {
      header: 'Actions',
      align: 'right',
      cell: (t) => (
        <Stack gap={6} align="flex-end">
          {t.phase !== 'final' && (
            <Button size="xs" variant="light" onClick={() => void edit(t.id)} aria-label={`Edit: ${t.name}`}>
              Edit
            </Button>
          )}
          {t.phase !== 'final' && (
            <Button size="xs" variant="light" onClick={() => setChangingWindow(t)} aria-label={`Change window: ${t.name}`}>
              Change window
            </Button>
          )}
          <Button size="xs" variant="light" onClick={() => setReviewing(t)} aria-label={`Review & Results: ${t.name}`}>
            Review & Results
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Tournaments"
        description="Competitions played in windows on the club's simulator and outdoor courses. Times are in the club's time zone."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            New Tournament
          </Button>
        }
      />
      <Card withBorder padding="md">
        <AdminTable
          label="Tournaments"
          minWidth={640}
          columns={columns}
          rows={rows}
          rowKey={(t) => t.id}
          loading={tournaments.isLoading}
          loadingText="Loading tournaments..."
          errorText={tournaments.isError ? 'Failed to fetch tournaments' : null}
          emptyText="No tournaments yet"
        />
      </Card>
      <OlderTournamentsButton older={older} />
      <TournamentFormDialog detail={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
      <ReviewDialog tournament={reviewing} onClose={() => setReviewing(null)} />
      <WindowDialog tournament={changingWindow} onClose={() => setChangingWindow(null)} />
    </Stack>
  );
}
