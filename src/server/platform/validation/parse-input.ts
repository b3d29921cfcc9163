import { z, type ZodError, type ZodType } from 'zod';
import type { FieldErrors } from '../../../shared/app-error';
import { CONTROL_CHARACTERS_MESSAGE, someTextHasControlCharacters } from '../../../shared/text-rules';
import { AppError } from '../core/app-error';

export function fieldErrorsOf(error: ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors;
}

export function firstMessageOf(error: ZodError): string {
  return error.issues[0]?.message ?? 'Please check the form for errors and try again.';
}

/** Parses input for a REST adapter; bad input becomes a 400 with the schema's messages per field. */
export function parseInput<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  if (someTextHasControlCharacters(value)) throw new AppError('BAD_REQUEST', CONTROL_CHARACTERS_MESSAGE);
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('BAD_REQUEST', firstMessageOf(result.error), fieldErrorsOf(result.error));
  }
  return result.data;
}
