import { TRPCClientError } from '@trpc/client';
import { FormSendError } from './send-form';

/** The server's message for a failed call, or the fallback when there is none (e.g. no network). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof FormSendError) return error.message || fallback;
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message !== '') {
    return isNetworkFailure(error) ? fallback : error.message;
  }
  return fallback;
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data === undefined && error.shape === undefined;
}

/** Field errors the server attached to a BAD_REQUEST, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return {};
  const fieldErrors: unknown = data.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return result;
}

/** The tRPC error code (e.g. 'CONFLICT') the server answered with, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

/** Whether the server answered that the thing asked for does not exist (tRPC NOT_FOUND). */
export function isNotFoundError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data && data.code === 'NOT_FOUND';
}
