/** The onboarding strength meter: one point each for length 8, lowercase, uppercase, digit, special character. */
const strengthLabels = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very strong'] as const;

const checks = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'A number', test: (p: string) => /\d/.test(p) },
  { label: 'A special character (optional)', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

interface PasswordStrength {
  score: number;
  label: (typeof strengthLabels)[number];
  /** Up to 3 things the password still lacks. */
  missing: string[];
}

export function passwordStrength(password: string): PasswordStrength {
  const passed = checks.filter((check) => check.test(password));
  const score = passed.length;
  return {
    score,
    label: strengthLabels[score] ?? 'Very weak',
    missing: checks.filter((check) => !check.test(password)).map((check) => check.label).slice(0, 3),
  };
}

type UsernameHint = 'Too short' | 'Too long' | 'Invalid characters' | 'Available';

/** The client-only live hint under the username field. */
export function usernameHint(username: string): UsernameHint {
  const value = username.trim();
  if (value.length < 3) return 'Too short';
  if (value.length > 30) return 'Too long';
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return 'Invalid characters';
  return 'Available';
}
