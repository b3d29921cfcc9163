import type { AppErrorCode, FieldErrors } from '../../../shared/app-error';

/** What users see for any 5xx: internals stay in the log. */
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The only error services throw; each transport maps it in one place. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: AppErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHORIZED', message);
