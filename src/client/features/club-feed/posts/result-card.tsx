import { Badge, Card, Group, Image, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ResultCard as Result } from '../../../../shared/feed/feed.schema';
import { FORMAT_LABELS, HOLES_LABELS } from '../../../../shared/golf/round-setup';
import { fromNow } from '../../../lib/relative-time';
import { useClubSettings } from '../../../lib/use-club-settings';

/** "Aiko Tanaka won", "Aiko Tanaka and Ben Okafor tied", or match play's own line. */
export function resultHeadline(result: Result): string {
  if (result.summary) return result.summary;
  const winners = result.players.filter((player) => player.place === 1).map((player) => player.name);
  if (winners.length === 0) return 'Result';
  if (winners.length === 1) return `${winners[0]} won`;
  return `${winners.slice(0, -1).join(', ')} and ${winners.at(-1)} tied`;
}

export function resultWhere(result: Result): string {
  return `${FORMAT_LABELS[result.format]} at ${result.courseName} · ${result.teeName} tees, ${HOLES_LABELS[result.holes].toLowerCase()}`;
}

function ResultBody({ result }: { result: Result }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon color="yellow" variant="light" radius="xl" size="md" aria-hidden>
          <IconTrophy size={16} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {resultHeadline(result)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {resultWhere(result)}
          </Text>
        </Stack>
      </Group>
      {!result.summary && (
        <List size="sm" spacing={2} listStyleType="none" aria-label="Places">
          {result.players.map((player) => (
            <List.Item key={player.userId}>
              <Text span fw={player.place === 1 ? 700 : 400}>
                {player.place}. {player.name}
              </Text>{' '}
              <Text span c="dimmed">
                {player.score}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {result.photoUrl && (
        <Link to="/member/match/$id" params={{ id: String(result.matchId) }} aria-label="Photos from the match">
          <Image src={result.photoUrl} alt="A photo from the match" radius="sm" mah={240} fit="cover" />
        </Link>
      )}
      <Text size="sm">
        <Link to="/member/match/$id" params={{ id: String(result.matchId) }}>
          See the match
        </Link>
      </Text>
    </Stack>
  );
}

function FromTheClub({ createdAt, count }: { createdAt: string; count?: number }) {
  const { clubName } = useClubSettings();
  return (
    <Group justify="space-between" wrap="nowrap" mb="xs">
      <Group gap="xs" wrap="nowrap">
        <Badge color="green" variant="light">
          {clubName}
        </Badge>
        <Text size="sm" fw={600}>
          {count ? `${count} match results` : 'Match result'}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        <time dateTime={createdAt}>{fromNow(createdAt)}</time>
      </Text>
    </Group>
  );
}

/** A finished match in the feed: a card from the club, not a post by whoever saved the last score. */
export function ResultPostCard({ result, createdAt, actions }: { result: Result; createdAt: string; actions?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`Match result: ${resultHeadline(result)}`}>
      <FromTheClub createdAt={createdAt} />
      <ResultBody result={result} />
      {actions}
    </Card>
  );
}

/** Several results that landed together: one card, each match in it. */
export function ResultGroupCard({ results }: { results: { id: number; createdAt: string; result: Result }[] }) {
  const [newest] = results;
  if (!newest) return null;
  return (
    <Card withBorder padding="md" component="article" aria-label={`${results.length} match results`}>
      <FromTheClub createdAt={newest.createdAt} count={results.length} />
      <Stack gap="md">
        {results.map((item) => (
          <Card key={item.id} withBorder padding="sm" radius="sm">
            <ResultBody result={item.result} />
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
