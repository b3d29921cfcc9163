import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import type { Match, NamedMemberRef } from '../../../../shared/matches/match.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MemberAvatar } from '../../../components/member-avatar';
import { useMemberTime } from '../../../lib/use-member-time';
import { MatchGolfLine } from './match-golf-line';
import { OwnTeeDialog } from './own-tee-dialog';
import { useJoinMatch, useLeaveMatch } from './use-matches';

/** Date, time, players with the Organizer badge; Join Match or Leave Match. */
export function MatchHeader({ match }: { match: Match }) {
  const [confirming, confirm] = useDisclosure(false);
  const [teeDialog, setTeeDialog] = useState<'join' | 'change' | null>(null);
  const ownTees = match.golf?.ownTees === true;
  const time = useMemberTime();
  const join = useJoinMatch();
  const leave = useLeaveMatch(confirm.close);
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Golf Match
          </Title>
          <Group gap="md">
            <Group gap={4}>
              <IconCalendar size={16} aria-hidden />
              <Text>{time.format(match.startsAt, 'fullDate')}</Text>
            </Group>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
              <Text>{time.clock(match.startsAt)}</Text>
            </Group>
          </Group>
          <MatchGolfLine match={match} />
        </Stack>
        {match.viewer.canJoin && (
          <Button onClick={() => (ownTees ? setTeeDialog('join') : join.mutate({ id: match.id }))} loading={join.isPending}>
            Join Match
          </Button>
        )}
        {ownTees && match.viewer.isParticipant && !match.result && (
          <Button variant="light" onClick={() => setTeeDialog('change')}>
            Change my tees
          </Button>
        )}
        {match.viewer.isInvited && !match.viewer.canJoin && <Text c="dimmed">This round is over: the invitation has lapsed.</Text>}
        {match.viewer.canLeave && (
          <Button variant="outline" color="red.8" onClick={confirm.open}>
            Leave Match
          </Button>
        )}
      </Group>
      <Text fw={600} mb="xs">
        Participants ({match.participants.length})
      </Text>
      <MemberList label="Participants" members={match.participants} organizerId={match.creatorId} />
      {match.invited.length > 0 && (
        <>
          <Text fw={600} mt="md" mb="xs">
            Invited ({match.invited.length})
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            Invited members are in the match once they join it.
          </Text>
          <MemberList label="Invited" members={match.invited} organizerId={match.creatorId} />
        </>
      )}
      {teeDialog && <OwnTeeDialog match={match} mode={teeDialog} opened onClose={() => setTeeDialog(null)} />}
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Leave match"
        message="Are you sure you want to leave this match? Your recorded scores will be removed."
        confirmLabel="Leave Match"
        keepLabel="Stay in Match"
        busyLabel="Leaving..."
        busy={leave.isPending}
        onConfirm={() => leave.mutate({ id: match.id })}
      />
    </Card>
  );
}

/** Members of a match with their initials; the organizer has a badge. */
function MemberList({ label, members, organizerId }: { label: string; members: NamedMemberRef[]; organizerId: number }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {members.map((member) => (
        <Group key={member.id} gap="sm" component="li" wrap="nowrap">
          <MemberAvatar name={member.name} size="sm" />
          <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Text>
          {member.id === organizerId && (
            <Badge size="sm" variant="light">
              Organizer
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
