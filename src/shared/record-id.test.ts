import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id';

describe('parseRecordId', () => {
  it('reads whole numbers from 1 up', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('42')).toBe(42);
  });

  it('refuses everything else', () => {
    for (const text of ['abc', '0', '-1', '1.5', '01', '1e3', ' 7', '7 ', '', '99999999999999999']) expect(parseRecordId(text)).toBeNull();
  });
});
