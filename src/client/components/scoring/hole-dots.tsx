import { Group, Text } from '@mantine/core';
import classes from './score-screen.module.css';

export interface HoleDot {
  number: number;
  /** 'saved': every score of the hole is in; 'partial': some are (another player's is still missing); 'waiting': entered, kept on the phone until sent. */
  state: 'saved' | 'partial' | 'waiting' | 'empty';
  /** What is saved (or waiting) on the hole, for the dot's name: "4", or "ann 4, bob 5". */
  saved: string;
}

function dotName(hole: HoleDot): string {
  if (hole.state === 'saved') return `Hole ${hole.number}, saved: ${hole.saved}`;
  if (hole.state === 'partial') return `Hole ${hole.number}, partly saved: ${hole.saved}`;
  if (hole.state === 'waiting') return `Hole ${hole.number}, waiting to send: ${hole.saved}`;
  return `Hole ${hole.number}, not entered`;
}

function Legend({ state, current, label }: { state?: HoleDot['state']; current?: boolean; label: string }) {
  return (
    <Text size="xs" c="dimmed">
      <span className={classes.legend} data-state={state} data-current={current || undefined} />
      {label}
    </Text>
  );
}

/** A dot per hole of the round: saved (filled), partly saved, current (ringed), not entered (empty). Tapping one goes to that hole. */
export function HoleDots({ holes, current, onPick, disabled }: { holes: readonly HoleDot[]; current: number | null; onPick: (hole: number) => void; disabled?: boolean }) {
  return (
    <nav aria-label="Holes">
      <ol className={classes.dots}>
        {holes.map((hole) => {
          const here = hole.number === current;
          return (
            <li key={hole.number}>
              <button
                type="button"
                className={classes.dot}
                data-state={hole.state}
                data-current={here || undefined}
                aria-current={here ? 'step' : undefined}
                aria-label={dotName(hole)}
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
        <Legend state="saved" label="saved" />
        {holes.some((hole) => hole.state === 'partial') && <Legend state="partial" label="partly saved" />}
        {holes.some((hole) => hole.state === 'waiting') && <Legend state="waiting" label="waiting to send" />}
        <Legend current label="this hole" />
        <Legend label="not entered" />
      </Group>
    </nav>
  );
}
