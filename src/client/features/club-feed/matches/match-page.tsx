import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconCamera, IconMessage, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../lib/use-session';
import { CommentForm } from './comment-form';
import { MatchComments } from './match-comments';
import { MatchHeader } from './match-header';
import { GolfScorecard } from './golf-scorecard';
import { ScorecardTable } from './scorecard-table';
import { UploadPhotoDialog } from './upload-photo-dialog';
import { useMatch, useScorecard } from './use-matches';

/** A match: its players, Join or Leave, the scorecard and the match feed of comments and photos. */
export function MatchPage({ matchId }: { matchId: number }) {
  const { user } = useSession();
  const match = useMatch(matchId);
  const scorecard = useScorecard(matchId, match.data?.viewer.roundStarted === true);
  const [commenting, commentForm] = useDisclosure(false);
  const [uploading, uploadDialog] = useDisclosure(false);

  const back = (
    <Button component={Link} to="/member/feed" variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
      Back to Feed
    </Button>
  );
  if (match.isLoading) return <Stack>{back}<Text c="dimmed">Loading match...</Text></Stack>;
  if (!match.data) {
    return (
      <Stack>
        {back}
        <Text c="red">This match could not be found. It may have been canceled.</Text>
      </Stack>
    );
  }
  const data = match.data;
  const canScore = data.viewer.isParticipant && data.viewer.roundStarted && !data.viewer.closed && user !== null;

  return (
    <Stack gap="lg">
      {back}
      <MatchHeader match={data} />
      <Card withBorder padding="lg">
        <Group justify="space-between" gap="sm" mb="sm">
          <Title order={2} size="h3">
            Scorecard
          </Title>
          {canScore && (
            <Button renderRoot={(props) => <Link {...props} to="/member/match/$id/score" params={{ id: String(data.id) }} />} leftSection={<IconPencil size={16} />}>
              Record Score
            </Button>
          )}
        </Group>
        {data.viewer.isParticipant && !data.viewer.roundStarted && (
          <Text size="sm" c="dimmed" mb="sm">
            Scores can be recorded once the round starts.
          </Text>
        )}
        {!scorecard.data ? (
          <Text c="dimmed">Loading scores...</Text>
        ) : scorecard.data.golf ? (
          <GolfScorecard scorecard={scorecard.data} />
        ) : (
          <ScorecardTable scorecard={scorecard.data} />
        )}
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="sm">
          Match Feed
        </Title>
        <Group gap="sm" mb="md">
          <Button variant={commenting ? 'filled' : 'light'} leftSection={<IconMessage size={16} />} onClick={commentForm.toggle} aria-pressed={commenting}>
            Add Comment
          </Button>
          <Button variant="light" leftSection={<IconCamera size={16} />} onClick={uploadDialog.open}>
            Upload Photo
          </Button>
        </Group>
        {commenting && (
          <Card withBorder padding="sm" mb="md">
            <CommentForm matchId={data.id} onDone={commentForm.close} />
          </Card>
        )}
        <MatchComments matchId={data.id} />
      </Card>
      <UploadPhotoDialog matchId={data.id} opened={uploading} onClose={uploadDialog.close} />
    </Stack>
  );
}
