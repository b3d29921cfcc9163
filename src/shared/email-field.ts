import { z } from 'zod';

const EMAIL_MAX_LENGTH = 254;

/** The one e-mail field: trimmed, at most 254 characters, a real address; each form names its own message. */
export function emailField(invalid = 'Invalid email address', tooLong = invalid) {
  return z.string(invalid).trim().max(EMAIL_MAX_LENGTH, tooLong).pipe(z.email(invalid));
}
