import { describe, expect, it } from 'vitest';
import { readChoice, readDay, validateMemberListSearch, validatePageSearch, validateSearchableListSearch } from './list-search';

describe('admin list state in the URL', () => {
  it('keeps a real page and search text', () => {
    expect(validateSearchableListSearch({ page: '3', q: '  smith ' })).toEqual({ page: 3, q: 'smith' });
    expect(validatePageSearch({ page: 2 })).toEqual({ page: 2 });
  });

  it.each([['0'], ['-1'], ['1.5'], ['1e3'], ['abc'], [''], [1.5], [0]])('leaves out page %j, which shows the first page', (page) => {
    expect(validatePageSearch({ page })).toEqual({ page: undefined });
  });

  it('leaves out blank or over-long search text', () => {
    expect(validateSearchableListSearch({ q: '   ' })).toEqual({ page: undefined, q: undefined });
    expect(validateSearchableListSearch({ q: 'x'.repeat(101) })).toEqual({ page: undefined, q: undefined });
    expect(validateSearchableListSearch({ q: 42 })).toEqual({ page: undefined, q: undefined });
  });

  it('keeps only a known tab', () => {
    const tabs = ['all', 'pending'] as const;
    expect(readChoice('pending', tabs)).toBe('pending');
    expect(readChoice('deleted', tabs)).toBeUndefined();
  });

  it('keeps only days that exist', () => {
    expect(readDay('2026-02-28')).toBe('2026-02-28');
    expect(readDay('2028-02-29')).toBe('2028-02-29');
    expect(readDay('2027-02-30')).toBeUndefined();
    expect(readDay('2026-99-99')).toBeUndefined();
    expect(readDay('2026-1-5')).toBeUndefined();
  });

  it('keeps the members list\'s ?after= (the Next link\'s last member id) only when it is an id', () => {
    expect(validateMemberListSearch({ page: '501', after: '24951' })).toMatchObject({ page: 501, after: 24951 });
    expect(validateMemberListSearch({ after: 7 })).toMatchObject({ after: 7 });
    for (const after of ['0', '-3', 'abc', '1.5', 1.5, 0, '']) expect(validateMemberListSearch({ after }).after).toBeUndefined();
  });
});
