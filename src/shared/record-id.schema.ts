import { z } from 'zod';
import { RECORD_ID_TEXT } from './record-id';

/**
 * The one id rule for every door: a number, or in a path or query the digits of one; "1e3",
 * "0x10", " 7" and "7.0" are refused rather than read as some other record.
 */
export function recordId(message = 'Not found') {
  return z.preprocess(
    (value) => (typeof value === 'string' && RECORD_ID_TEXT.test(value) ? Number(value) : value),
    z.number(message).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );
}

export const idParamSchema = z.object({ id: recordId() });
