import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type ChangeEvent, useCallback, useState } from 'react';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A password being chosen: the input with show/hide, and the strength meter once typing starts.
 * Uncontrolled (a form posts it by its name): the meter follows what is typed, and what was typed
 * before the page's scripts arrived is picked up as they do.
 */
export function NewPasswordInput({ onChange, ...props }: Omit<PasswordInputProps, 'value'>) {
  const [password, setPassword] = useState('');
  // Read once the input is there: hydration keeps what the visitor typed before it, unseen by React.
  const pickUpTyped = useCallback((input: HTMLInputElement | null) => {
    if (input && input.value !== '') setPassword(input.value);
  }, []);
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    setPassword(event.currentTarget.value);
    onChange?.(event);
  };
  return (
    <div>
      <PasswordInput autoComplete="new-password" {...props} ref={pickUpTyped} onChange={typed} />
      {password !== '' && (
        <div style={{ marginTop: 8 }}>
          <PasswordStrengthMeter password={password} />
        </div>
      )}
    </div>
  );
}
