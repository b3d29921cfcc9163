import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('avatar initials from a display name', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initialsOf('Jordan Lee')).toBe('JL');
    expect(initialsOf('Mary Ann van der Berg')).toBe('MB');
    expect(initialsOf('  ana   lópez ')).toBe('AL');
  });

  it('takes the first two letters of a single word, as a username fallback is', () => {
    expect(initialsOf('samslicer')).toBe('SA');
    expect(initialsOf('Ólafur')).toBe('ÓL');
    expect(initialsOf('J')).toBe('J');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('𝒜da 𝒷ee')).toBe('𝒜𝒷');
  });
});
