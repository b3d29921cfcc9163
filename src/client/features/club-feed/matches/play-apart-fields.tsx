import { Select, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';

const APART_OPTIONS = [
  { value: '0', label: 'Together, at the time above' },
  { value: '1', label: 'Apart, for 1 day from the time above' },
  { value: '2', label: 'Apart, for 2 days' },
  { value: '3', label: 'Apart, for 3 days' },
  { value: '5', label: 'Apart, for 5 days' },
  { value: '7', label: 'Apart, for 7 days' },
];

interface PlayApartFieldsProps {
  apartDays: number;
  onApartDays: (days: number) => void;
  ownTees: boolean;
  onOwnTees: (own: boolean) => void;
  /** A course is chosen: own tees are possible. */
  golf: boolean;
  /** Singles match play needs one tee. */
  matchPlay: boolean;
  errors: { apart?: ReactNode; ownTees?: ReactNode };
}

/** Playing from anywhere: apart (each player whenever suits them, inside a window) and each on their own course. */
export function PlayApartFields({ apartDays, onApartDays, ownTees, onOwnTees, golf, matchPlay, errors }: PlayApartFieldsProps) {
  return (
    <Stack gap="sm">
      <Select
        label="When players play"
        description={apartDays > 0 ? 'Each player plays whenever suits them until the window closes; the others’ holes stay hidden until you have played them.' : undefined}
        data={APART_OPTIONS}
        allowDeselect={false}
        value={String(apartDays)}
        onChange={(value) => onApartDays(Number(value ?? '0'))}
        error={errors.apart}
      />
      {golf && (
        <Switch
          label="Each player on their own course"
          description={
            matchPlay
              ? 'Match play needs one tee: both players play the same holes.'
              : 'Each player picks their tees when they join; results compare net to par (stroke play) or points (Stableford) across courses.'
          }
          checked={ownTees && !matchPlay}
          disabled={matchPlay}
          onChange={(event) => onOwnTees(event.currentTarget.checked)}
          error={errors.ownTees}
        />
      )}
    </Stack>
  );
}
