import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './score-screen.module.css';

/** The strokes a hole can take: the steppers stop here rather than the server refusing the value. */
export const MIN_STROKES = 1;
export const MAX_STROKES = 20;

interface StrokeStepperProps {
  value: number;
  onChange: (strokes: number) => void;
  /** The accessible name of the number shown, e.g. "Strokes on hole 3". */
  label: string;
  /** Whose strokes, when a hole has several players: names the buttons ("One stroke more for ann"). */
  who?: string;
  /** Under the number: "Birdie", "Par"... */
  caption?: string;
  disabled?: boolean;
  /** Smaller buttons, for a hole with a row per player. */
  compact?: boolean;
  testId?: string;
}

function StepButton({ label, onClick, disabled, compact, children }: { label: string; onClick: () => void; disabled: boolean; compact: boolean; children: ReactNode }) {
  return (
    <ActionIcon variant="default" radius="xl" className={classes.step} data-compact={compact || undefined} aria-label={label} onClick={onClick} disabled={disabled}>
      {children}
    </ActionIcon>
  );
}

/** Big minus and plus around the strokes, for a thumb: one tap a stroke, never below 1 nor above 20. */
export function StrokeStepper({ value, onChange, label, who, caption, disabled = false, compact = false, testId = 'strokes-value' }: StrokeStepperProps) {
  const forWhom = who ? ` for ${who}` : '';
  const icon = compact ? 26 : 32;
  return (
    <Group justify="center" gap={compact ? 'md' : 'lg'} wrap="nowrap" my={4}>
      <StepButton label={`One stroke fewer${forWhom}`} onClick={() => onChange(value - 1)} disabled={value <= MIN_STROKES || disabled} compact={compact}>
        <IconMinus size={icon} aria-hidden />
      </StepButton>
      <Stack gap={0} align="center">
        <output className={classes.strokes} data-compact={compact || undefined} aria-label={label} data-testid={testId}>
          {value}
        </output>
        {caption !== undefined && (
          <Text size="sm" fw={600} c="dimmed">
            {caption}
          </Text>
        )}
      </Stack>
      <StepButton label={`One stroke more${forWhom}`} onClick={() => onChange(value + 1)} disabled={value >= MAX_STROKES || disabled} compact={compact}>
        <IconPlus size={icon} aria-hidden />
      </StepButton>
    </Group>
  );
}
