import { describe, expect, it } from 'vitest';
import { onboardingFormSchema } from './onboarding.schema';
import { passwordStrength, usernameHint } from './password-strength';

describe('the onboarding strength meter', () => {
  it.each([
    ['', 0, 'Very weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Fair'],
    ['Abcdefgh', 3, 'Good'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdefg1!', 5, 'Very strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('lists at most 3 missing items', () => {
    expect(passwordStrength('').missing).toEqual(['At least 8 characters', 'A lowercase letter', 'An uppercase letter']);
    expect(passwordStrength('Abcdefg1').missing).toEqual(['A special character (optional)']);
  });
});

describe('the username hint', () => {
  it.each([
    ['ab', 'Too short'],
    ['a'.repeat(31), 'Too long'],
    ['bad name!', 'Invalid characters'],
    ['good_name-1', 'Available'],
  ])('%j reads %s', (username, hint) => {
    expect(usernameHint(username)).toBe(hint);
  });
});

describe('the onboarding form', () => {
  it('asks to confirm the password and says when they differ', () => {
    const empty = onboardingFormSchema.safeParse({ username: 'robin', password: 'Fairway2026', confirmPassword: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Please confirm your password']);
    const different = onboardingFormSchema.safeParse({ username: 'robin', password: 'Fairway2026', confirmPassword: 'Fairway2027' });
    expect(different.error?.issues).toEqual([expect.objectContaining({ message: "Passwords don't match", path: ['confirmPassword'] })]);
  });
});
