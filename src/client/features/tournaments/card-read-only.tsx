import { Button, CopyButton, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { CardTotals } from './card-totals';
import { useAttestCard } from './use-tournaments';

function sum(holes: TournamentCard['holes'], pick: (hole: TournamentCard['holes'][number]) => number | null): number {
  return holes.reduce((total, hole) => total + (pick(hole) ?? 0), 0);
}

function NineRow({ label, holes }: { label: string; holes: TournamentCard['holes'] }) {
  return (
    <Table.Tr fw={700}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{sum(holes, (h) => h.par)}</Table.Td>
      <Table.Td />
      <Table.Td>{sum(holes, (h) => h.strokesReceived)}</Table.Td>
      <Table.Td>{sum(holes, (h) => h.strokes)}</Table.Td>
      <Table.Td>{sum(holes, (h) => h.points)}</Table.Td>
    </Table.Tr>
  );
}

/** A card that can no longer change (submitted, attested, not returned) or is someone else's: every hole, the totals, and for its marker the Attest button. */
export function CardReadOnly({ card, viewerId }: { card: TournamentCard; viewerId: number | null }) {
  const attest = useAttestCard(card.id);
  const isMarker = viewerId !== null && card.marker?.id === viewerId && card.player.id !== viewerId;
  const front = card.holes.slice(0, 9);
  const back = card.holes.slice(9);
  const row = (hole: TournamentCard['holes'][number]) => (
    <Table.Tr key={hole.number}>
      <Table.Th scope="row">{hole.number}</Table.Th>
      <Table.Td>{hole.par}</Table.Td>
      <Table.Td>{hole.strokeIndex}</Table.Td>
      <Table.Td>{hole.strokesReceived}</Table.Td>
      <Table.Td fw={700}>{hole.strokes ?? '–'}</Table.Td>
      <Table.Td>{hole.points ?? '–'}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="md">
      <CardTotals card={card} />
      {card.player.id === viewerId && card.status === 'submitted' && card.marker && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm">Waiting for {card.marker.name} to attest. Send them the link to this card, where they attest it.</Text>
            <CopyButton value={typeof window === 'undefined' ? '' : window.location.href}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
                  {copied ? 'Link copied' : 'Copy link for your marker'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Paper>
      )}
      {isMarker && card.status === 'submitted' && (
        <Paper withBorder radius="md" p="md" bg="yellow.0">
          <Stack gap="sm">
            <Text fw={600}>
              {card.player.name} named you as marker. Check each hole below: attest only if these are the scores you saw.
            </Text>
            <Button size="lg" fullWidth leftSection={<IconCircleCheck size={20} aria-hidden />} loading={attest.isPending} onClick={() => attest.mutate({ cardId: card.id })}>
              Attest card
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="xs" component="section" aria-labelledby="card-holes">
        <Title order={2} size="h4" id="card-holes" px="xs" pt={4}>
          Holes
        </Title>
        <Table striped verticalSpacing={4} horizontalSpacing="xs" ta="center" aria-labelledby="card-holes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Hole</Table.Th>
              <Table.Th scope="col">Par</Table.Th>
              <Table.Th scope="col">
                <abbr title="Stroke index">SI</abbr>
              </Table.Th>
              <Table.Th scope="col">
                <abbr title="Strokes received">Rec</abbr>
              </Table.Th>
              <Table.Th scope="col">Strokes</Table.Th>
              <Table.Th scope="col">
                <abbr title="Stableford points">Pts</abbr>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {front.map(row)}
            <NineRow label="Out" holes={front} />
            {back.map(row)}
            <NineRow label="In" holes={back} />
            <NineRow label="Total" holes={card.holes} />
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
