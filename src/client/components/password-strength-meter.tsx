import { List, Progress, Stack, Text } from '@mantine/core';
import { passwordStrength } from '../../shared/auth/password-strength';

const colors = ['red', 'red', 'orange', 'yellow', 'teal', 'green'];

/** Scores 0 to 5 with the six labels and lists up to 3 missing items. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={(strength.score / 5) * 100}
        color={colors[strength.score] ?? 'red'}
        size="sm"
        aria-label={`Password strength: ${strength.label}`}
      />
      <Text size="xs" c="dimmed">
        Strength: <strong>{strength.label}</strong> ({strength.score}/5)
      </Text>
      {strength.missing.length > 0 && (
        <List size="xs" c="dimmed" spacing={0}>
          {strength.missing.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
