import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TournamentFormat, TournamentPhase } from '../../../shared/tournaments/tournament.schema';
import { FORMAT_WORDS, PHASE_WORDS } from './board-words';

/** A titled part of a list of tournaments ("Open now", "Upcoming"...), its heading naming the section. */
export function TournamentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `tournaments-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The head of a tournament's card in a list: its name, format and where it stands. */
export function TournamentCardHead({ name, format, phase }: { name: string; format: TournamentFormat; phase: TournamentPhase }) {
  const where = PHASE_WORDS[phase];
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <Title order={3} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Title>
      <Group gap={6}>
        <Badge variant="light">{FORMAT_WORDS[format]}</Badge>
        <Badge variant="light" color={where.color}>
          {where.label}
        </Badge>
      </Group>
    </Group>
  );
}
