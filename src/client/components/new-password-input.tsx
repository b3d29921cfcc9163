import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A password being chosen: the input with show/hide, and the strength meter once typing starts. */
export function NewPasswordInput(props: PasswordInputProps) {
  const password = typeof props.value === 'string' ? props.value : '';
  return (
    <div>
      <PasswordInput autoComplete="new-password" {...props} />
      {password !== '' && (
        <div style={{ marginTop: 8 }}>
          <PasswordStrengthMeter password={password} />
        </div>
      )}
    </div>
  );
}
