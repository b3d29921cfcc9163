import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Match } from '../../../../shared/matches/match.schema';
import classes from '../../../components/scoring/score-screen.module.css';
import { useMemberTime } from '../../../lib/use-member-time';
import { useSession } from '../../../lib/use-session';
import { MatchGolfLine } from './match-golf-line';
import { ScorePlay } from './score-play';
import { useMatch, useScorecard } from './use-matches';

/** Why this member cannot record scores here, or null when they can. */
function cannotScore(match: Match): string | null {
  if (!match.viewer.isParticipant) return 'Only players in this match can record scores.';
  if (!match.viewer.roundStarted) return 'Scores can be recorded once the round starts.';
  return null;
}

/** /member/match/$id/score: the match's one-hole score screen. */
export function ScorePage({ matchId }: { matchId: number }) {
  const { user, isLoading: sessionLoading } = useSession();
  const match = useMatch(matchId);
  const time = useMemberTime();
  const data = match.data;
  const scorecard = useScorecard(matchId, data?.viewer.roundStarted === true);
  const refusal = data ? cannotScore(data) : null;
  let body;
  if (match.isLoading || sessionLoading || (data && !refusal && scorecard.isLoading)) body = <Loader aria-label="Loading the scores" />;
  else if (!data) body = <Text c="red.9">This match could not be found. It may have been canceled.</Text>;
  else if (refusal) body = <Text>{refusal}</Text>;
  else if (!scorecard.data || !user) body = <Text c="red.9">The scores could not be loaded. Please reload the page.</Text>;
  else body = <ScorePlay match={data} scorecard={scorecard.data} viewerId={user.id} />;
  return (
    <Stack gap="md" className={classes.screen}>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/member/match/$id" params={{ id: String(matchId) }} />}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> Back to the match
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h3">
          Record Score
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {data.golf ? 'Match' : 'Casual match'} on {time.format(data.startsAt, 'longDate')} at {time.clock(data.startsAt)}
          </Text>
        )}
        {data && <MatchGolfLine match={data} />}
        {scorecard.data?.matchPlay && (
          <Text size="sm" fw={600} data-testid="match-play-status">
            {scorecard.data.matchPlay.text}
          </Text>
        )}
      </Stack>
      {body}
    </Stack>
  );
}
