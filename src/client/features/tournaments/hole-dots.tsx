import { Group, Text } from '@mantine/core';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import classes from './card-screen.module.css';

/** A row of 18 dots, one per hole: saved (filled), current (ringed), not entered (empty). Tapping one goes to that hole. */
export function HoleDots({ holes, current, onPick, disabled }: { holes: TournamentCard['holes']; current: number | null; onPick: (hole: number) => void; disabled?: boolean }) {
  return (
    <nav aria-label="Holes">
      <ol className={classes.dots}>
        {holes.map((hole) => {
          const saved = hole.strokes !== null;
          const here = hole.number === current;
          return (
            <li key={hole.number}>
              <button
                type="button"
                className={classes.dot}
                data-state={saved ? 'saved' : 'empty'}
                data-current={here || undefined}
                aria-current={here ? 'step' : undefined}
                aria-label={`Hole ${hole.number}, ${saved ? `saved: ${hole.strokes}` : 'not entered'}`}
                onClick={() => onPick(hole.number)}
                disabled={disabled}
              >
                {hole.number}
              </button>
            </li>
          );
        })}
      </ol>
      <Group gap="md" mt={6} justify="center" aria-hidden>
        <Text size="xs" c="dimmed">
          <span className={classes.legend} data-state="saved" />
          saved
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.legend} data-current />
          this hole
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.legend} />
          not entered
        </Text>
      </Group>
    </nav>
  );
}

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
