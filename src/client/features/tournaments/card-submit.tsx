import { Alert, Button, FileButton, Group, Image, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { TournamentCard, TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { errorMessage } from '../../lib/error-message';
import classes from '../../components/scoring/score-screen.module.css';
import { type MarkerChoice, readRecentMarkers, rememberMarker } from './recent-markers';
import { useAttachEvidence, useMemberSearch, useSubmitCard } from './use-tournaments';

const QUICK_PICKS = 6;

/** Recent markers first, then the other players in the tournament: a short list, each one tap. */
function quickPicks(card: TournamentCard, tournament: TournamentDetail | undefined, recent: MarkerChoice[]): MarkerChoice[] {
  const entrants = (tournament?.entrantList ?? []).filter((e) => e.status === 'entered').map((e) => ({ id: e.userId, name: e.name }));
  const seen = new Set<number>([card.player.id]);
  const picks: MarkerChoice[] = [];
  for (const choice of [...recent, ...entrants]) {
    if (seen.has(choice.id)) continue;
    seen.add(choice.id);
    picks.push(choice);
  }
  return picks.slice(0, QUICK_PICKS);
}

/** After the 18th hole: the round in figures, the marker (one tap from the short list, or found by name) and Submit. */
export function CardSubmit({ card, tournament }: { card: TournamentCard; tournament: TournamentDetail | undefined }) {
  const [recent] = useState(readRecentMarkers);
  const [found, setFound] = useState<MarkerChoice[]>([]);
  const [marker, setMarker] = useState<MarkerChoice | null>(null);
  const [query, setQuery] = useState('');
  const results = useMemberSearch(query);
  const submit = useSubmitCard(card.id);
  const evidence = useAttachEvidence(card.id);
  const picks = [...quickPicks(card, tournament, recent), ...found.filter((f) => f.id !== card.player.id)];
  const options = picks.filter((pick, i) => picks.findIndex((other) => other.id === pick.id) === i);
  const choose = (id: string) => setMarker(options.find((option) => String(option.id) === id) ?? null);
  const addFound = (choice: MarkerChoice) => {
    setFound((before) => [...before.filter((f) => f.id !== choice.id), choice]);
    setMarker(choice);
    setQuery('');
  };
  const send = () => {
    if (!marker) return;
    submit.mutate({ cardId: card.id, markerId: marker.id }, { onSuccess: () => rememberMarker(marker) });
  };
  const out = card.holes.slice(0, 9).reduce((sum, h) => sum + (h.strokes ?? 0), 0);
  const back = card.holes.slice(9).reduce((sum, h) => sum + (h.strokes ?? 0), 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="submit-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="submit-title">
          Submit your card
        </Title>
        <Text size="sm">
          Out {out} · In {back} · Gross {card.gross} · Net {card.net} · {card.points} points. Tap a hole above to change it.
        </Text>
        <Radio.Group label="Your marker" description="The member who watched your round attests your card." value={marker ? String(marker.id) : null} onChange={choose}>
          <Stack gap="xs" mt="xs">
            {options.length === 0 && (
              <Text size="sm" c="dimmed">
                Find your marker by name below.
              </Text>
            )}
            {options.map((option) => (
              <Radio.Card key={option.id} value={String(option.id)} radius="md" p="sm" aria-label={option.name}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {option.name}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label="Someone else"
          placeholder="Search members by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          autoComplete="off"
        />
        {query.trim() !== '' && (
          <Paper withBorder radius="sm" p={4} role="listbox" aria-label="Matching members">
            {results.filter((member) => member.id !== card.player.id).length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                No members found
              </Text>
            ) : (
              results
                .filter((member) => member.id !== card.player.id)
                .map((member) => (
                  <Button key={member.id} role="option" aria-selected={false} variant="subtle" fullWidth justify="flex-start" onClick={() => addFound({ id: member.id, name: member.name })}>
                    {member.name}
                  </Button>
                ))
            )}
          </Paper>
        )}
        <Group gap="sm" wrap="nowrap" align="center">
          {card.evidenceUrl && <Image src={card.evidenceUrl} alt="The photo of your final card" w={64} h={64} fit="cover" radius="sm" />}
          <FileButton onChange={(file) => file && evidence.mutate(file)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="light" loading={evidence.isPending}>
                {card.evidenceUrl ? 'Replace the photo of your card' : `Add a photo of your card${tournament?.evidenceRequired ? ' (required)' : ''}`}
              </Button>
            )}
          </FileButton>
        </Group>
        {evidence.error && (
          <Alert color="red" variant="light" title="Photo not added" role="alert">
            {errorMessage(evidence.error, 'The photo could not be sent. Please try again.')}
          </Alert>
        )}
        <Text size="sm" fw={600} aria-live="polite">
          {marker ? `Marker: ${marker.name}` : 'Choose your marker to submit.'}
        </Text>
        {submit.error && (
          <Alert color="red" variant="light" title="Card not submitted" role="alert">
            {errorMessage(submit.error, 'No answer from the server. Check your connection and tap Submit again.')}
          </Alert>
        )}
        <Button size="xl" fullWidth className={classes.save} disabled={!marker} loading={submit.isPending} onClick={send}>
          Submit card
        </Button>
      </Stack>
    </Paper>
  );
}
