import { describe, expect, it } from 'vitest';
import { indexWords, statusWords } from './member-words';

describe('the members list in words', () => {
  it('words the status with its days', () => {
    expect(statusWords({ memberType: 'admin', membershipStatus: 'active', statusDays: null })).toBe('Admin');
    expect(statusWords({ memberType: 'standard', membershipStatus: 'active', statusDays: null })).toBe('Active');
    expect(statusWords({ memberType: 'standard', membershipStatus: 'expiring', statusDays: 0 })).toBe('Expires today');
    expect(statusWords({ memberType: 'standard', membershipStatus: 'expiring', statusDays: 1 })).toBe('Expires in 1 day');
    expect(statusWords({ memberType: 'standard', membershipStatus: 'grace', statusDays: 3 })).toBe('Grace, 3 days past');
    expect(statusWords({ memberType: 'standard', membershipStatus: 'lapsed', statusDays: 40 })).toBe('Lapsed 40 days');
  });

  it('words the index with its source, a plus index with +', () => {
    expect(indexWords({ index: 12.3, source: 'club', note: null })).toBe('12.3 (club)');
    expect(indexWords({ index: 8, source: 'set', note: 'Home club' })).toBe('8.0 (set)');
    expect(indexWords({ index: -1.2, source: 'club', note: null })).toBe('+1.2 (club)');
    expect(indexWords(null)).toBe('—');
  });
});
