import { Group, Text } from '@mantine/core';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import classes from '../../components/scoring/score-screen.module.css';

/** Gross, net and points so far, and how many holes are in. */
export function CardTotals({ card }: { card: TournamentCard }) {
  const thru = card.holes.filter((hole) => hole.strokes !== null).length;
  const stats = [
    { label: 'Gross', value: card.gross },
    { label: 'Net', value: card.net },
    { label: 'Points', value: card.points },
    { label: 'Thru', value: thru === 18 ? 'F' : thru },
  ];
  return (
    <Group gap={6} wrap="nowrap" aria-label="Running totals" role="group">
      {stats.map((stat) => (
        <div key={stat.label} className={classes.stat}>
          <Text size="xs" c="dimmed" fw={600}>
            {stat.label}
          </Text>
          <Text fw={700} size="lg" data-testid={`total-${stat.label.toLowerCase()}`}>
            {stat.value}
          </Text>
        </div>
      ))}
    </Group>
  );
}
