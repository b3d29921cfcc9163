import { z, type ZodType } from 'zod';
import { firstFieldErrors } from './posted-form';

/** The first message per field the schema finds in a value, as the server's parseInput reports them. */
export function validateWith(schema: ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : firstFieldErrors(z.flattenError(result.error).fieldErrors);
}
