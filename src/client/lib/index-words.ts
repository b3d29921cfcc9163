import { formatClubIndex } from '../../shared/golf/golf.schema';
import type { IndexSource } from '../../shared/golf/handicap.schema';

/**
 * The index someone plays off, in words: "Club index 12.3", "Declared index 14.2 (GHIN: 1234567)",
 * "Index 12.0 set by the committee". The note (where a declared index is kept) only when given.
 */
export function indexWords(index: { index: number; source: IndexSource; note?: string | null | undefined }): string {
  const value = formatClubIndex(index.index);
  if (index.source === 'club') return `Club index ${value}`;
  if (index.source === 'declared') return index.note ? `Declared index ${value} (${index.note})` : `Declared index ${value}`;
  return `Index ${value} set by the committee`;
}
