import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** '14.' and '12.0' are 14 and 12 on their way to '14.2' and '12.05'; '' and '-' are no number yet. */
function numberIn(text: string | number): number | null {
  if (typeof text === 'number') return text;
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}

type OptionalNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
};

/**
 * A NumberInput for an optional number that reports a number or null. Mantine hands over a half-typed
 * decimal ('14.') as text; dropping it to null would empty the box under the typist's fingers, so the
 * text stays on screen while the number it already means is reported.
 */
export function OptionalNumberInput({ value, onChange, ...props }: OptionalNumberInputProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  // The form's value wins when it changes from outside (a reset, a cleared filter).
  const shown = numberIn(text) === (value ?? null) ? text : (value ?? '');
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setText(next);
        onChange(numberIn(next));
      }}
    />
  );
}
