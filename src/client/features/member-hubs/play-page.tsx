import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Match } from '../../../shared/matches/match.schema';
import { clubInstant } from '../../../shared/club-time';
import { trpc } from '../../lib/trpc';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useMemberTime } from '../../lib/use-member-time';
import { useSession } from '../../lib/use-session';
import { HubCard, HubGrid, HubHeading, HubPageLinks, hubEndButton } from './hub-parts';

/** How many of each the hub shows; the full lists are a tap away. */
const ROWS = 5;

const isMine = (match: Match) => match.viewer.isParticipant || match.viewer.isInvited;
/** A round on now that the member may score: the score screen is one tap away. */
const inPlay = (match: Match) => match.viewer.roundStarted && !match.viewer.closed && match.result === null && match.viewer.scoresFor.length > 0;

function MatchRow({ match, viewerId }: { match: Match; viewerId: number | undefined }) {
  const time = useMemberTime();
  const date = time.format(match.startsAt, 'date');
  const others = [...match.participants, ...match.invited].filter((player) => player.id !== viewerId).map((player) => player.username);
  return (
    <Stack gap={2} component="li">
      <Group gap="xs" wrap="wrap">
        <Anchor renderRoot={(props) => <Link {...props} to="/member/match/$id" params={{ id: String(match.id) }} />} fw={600}>
          Match on {date}
        </Anchor>
        {inPlay(match) && (
          <Badge color="green" variant="light">
            In play
          </Badge>
        )}
        {match.viewer.isInvited && (
          <Badge color="blue" variant="light">
            Invited
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {time.clock(match.startsAt)}
        {match.golf ? ` · ${match.golf.courseName}` : ''}
        {others.length > 0 ? ` · with ${others.join(', ')}` : ''}
      </Text>
      {inPlay(match) && (
        <Button
          renderRoot={(props) => <Link {...props} to="/member/match/$id/score" params={{ id: String(match.id) }} />}
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          w="fit-content"
          aria-label={`Record Score, match on ${date}`}
        >
          Record Score
        </Button>
      )}
    </Stack>
  );
}

function MyMatches() {
  const { user } = useSession();
  const matches = trpc.matches.list.useQuery(undefined);
  useFailureToast(matches.error, 'Failed to fetch matches');
  const mine = (matches.data ?? []).filter(isMine);
  // Rounds on now first, then by start.
  const shown = [...mine].sort((a, b) => Number(inPlay(b)) - Number(inPlay(a)) || Date.parse(a.startsAt) - Date.parse(b.startsAt)).slice(0, ROWS);
  return (
    <HubCard id="play-matches" title="Your Matches" more={{ to: '/member/feed', label: 'Start a match on the Club Feed' }}>
      {matches.isLoading ? (
        <Text c="dimmed">Loading matches...</Text>
      ) : matches.isError ? (
        <Text c="red.9">Error loading matches. Please try again later.</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No matches coming up. Start one and invite your friends!</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((match) => (
            <MatchRow key={match.id} match={match} viewerId={user?.id} />
          ))}
        </Stack>
      )}
    </HubCard>
  );
}

function OpenTournaments() {
  const time = useMemberTime();
  const tournaments = trpc.tournaments.list.useQuery(undefined);
  const open = (tournaments.data?.tournaments ?? []).filter((tournament) => tournament.phase === 'open' || (tournament.phase === 'upcoming' && tournament.entriesOpen));
  return (
    <HubCard id="play-tournaments" title="Tournaments Open Now" more={{ to: '/member/tournaments', label: 'All tournaments' }}>
      {tournaments.isLoading ? (
        <Text c="dimmed">Loading tournaments...</Text>
      ) : tournaments.isError ? (
        <Text c="red.9">Failed to fetch tournaments. Please try again later.</Text>
      ) : open.length === 0 ? (
        <Text c="dimmed">No tournament is open right now.</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {open.slice(0, ROWS).map((tournament) => {
            const lastClose = Math.max(...tournament.rounds.map((round) => Date.parse(round.closesAt)));
            return (
              <Stack gap={2} component="li" key={tournament.id}>
                <Anchor renderRoot={(props) => <Link {...props} to="/member/tournaments/$id" params={{ id: String(tournament.id) }} />} fw={600}>
                  {tournament.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {tournament.phase === 'open'
                    ? `Open now · play until ${time.format(new Date(lastClose), 'date')}`
                    : `Entries open until ${time.format(tournament.entriesCloseAt, 'date')}`}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </HubCard>
  );
}

function MyTeeTimes() {
  const time = useMemberTime();
  const reservations = trpc.reservations.list.useQuery(undefined);
  const shown = (reservations.data ?? []).slice(0, ROWS);
  return (
    <HubCard id="play-tee-times" title="Your Tee Times">
      {reservations.isLoading ? (
        <Text c="dimmed">Loading reservations...</Text>
      ) : reservations.isError ? (
        <Text c="red.9">Failed to load your reservations. Please try again later.</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">You have no upcoming tee time reservations.</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((reservation) => (
            <Text component="li" key={reservation.id} size="sm">
              {time.dateTime(clubInstant(reservation.date, reservation.time, time.clubZone))} · {reservation.players}{' '}
              {reservation.players === 1 ? 'player' : 'players'}
            </Text>
          ))}
        </Stack>
      )}
      <Button component={Link} to="/member/reservations" mt="sm" className={hubEndButton} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
        Book a Tee Time
      </Button>
    </HubCard>
  );
}

/** /member/play: the member's matches and rounds on now, the tournaments they can play, their tee times. */
export function PlayPage() {
  return (
    <Stack gap="lg">
      <HubHeading title="Play">Your matches and rounds, tournaments you can play now, and tee times.</HubHeading>
      <HubGrid>
        <MyMatches />
        <OpenTournaments />
        <MyTeeTimes />
        <HubPageLinks tab="play" label="More to play" />
      </HubGrid>
    </Stack>
  );
}
