import { describe, expect, it } from 'vitest';
import { validateDirectorySearch } from '../../lib/list-search';
import { directoryQueryOf } from './directory-query';

const fromUrl = (search: Record<string, unknown>) => directoryQueryOf(validateDirectorySearch(search));

describe('directoryQueryOf', () => {
  it('sends only the keys the URL has, on the first page unless it names another', () => {
    expect(fromUrl({})).toEqual({ query: { page: 1 }, errors: {} });
    expect(fromUrl({ q: 'ann', platform: 'gspro', zoneBand: 'asia', indexMin: 5, indexMax: 18.5, page: '2' })).toEqual({
      query: { q: 'ann', platform: 'gspro', zoneBand: 'asia', indexMin: 5, indexMax: 18.5, page: 2 },
      errors: {},
    });
  });

  it('sends nothing and says why when a filter does not fit the directory’s schema', () => {
    expect(fromUrl({ platform: 'wii', zoneBand: 'mars' })).toEqual({
      query: null,
      errors: { platform: 'Choose a platform from the list', zoneBand: 'Choose a time zone band from the list' },
    });
    expect(fromUrl({ indexMin: 20, indexMax: 10 })).toEqual({ query: null, errors: { indexMax: 'The lowest index must not be above the highest' } });
    expect(fromUrl({ indexMin: 60 })).toEqual({ query: null, errors: { indexMin: 'Give an index from -10 to 54' } });
  });
});
