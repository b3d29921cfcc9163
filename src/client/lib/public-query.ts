import { queryOptions } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/doors/trpc/app-router';
import { connectionOf, type ServerConnection } from './server-connection';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
/** A procedure without input takes none; one with input takes it. */
type InputArgs<T> = undefined extends T ? [input?: T] : [input: T];

/** A query the server refused, with tRPC's code (e.g. 'NOT_FOUND') and the HTTP status. */
export class PublicQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicQueryError';
  }
}

/**
 * A query of the club's API read without the tRPC client, for the shell and the public pages (so a
 * visitor's first page does not download the client): TanStack Query options under the very key
 * @trpc/react-query v11 gives the same call (`[['club', 'settings'], { input?, type: 'query' }]`, see
 * its getQueryKey), so the server's render, these pages and the members' tRPC hooks share one cache
 * entry, and the members' invalidations reach it.
 */
export function publicQuery<R extends keyof Outputs, P extends keyof Outputs[R] & keyof Inputs[R] & string>(
  router: R,
  procedure: P,
  ...[input]: InputArgs<Inputs[R][P]>
) {
  return queryOptions({
    queryKey: [[router, procedure], input === undefined ? { type: 'query' } : { input, type: 'query' }],
    queryFn: ({ client, signal }) => readQuery<Outputs[R][P]>(connectionOf(client), `${router}.${procedure}`, input, signal),
  });
}

/** Whether the server answered that what was asked for does not exist. */
export function isPublicNotFound(error: unknown): boolean {
  return error instanceof PublicQueryError && error.code === 'NOT_FOUND';
}

/** One tRPC query as a plain GET (no batching, no transformer): `{ result: { data } }` or `{ error }`. */
async function readQuery<T>(connection: ServerConnection, path: string, input: unknown, signal: AbortSignal): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await connection.fetch(`${connection.url}/${path}${search}`, { signal });
  const body: unknown = await response.json().catch(() => null);
  if (isAnswer<T>(body)) return body.result.data;
  throw refusal(body, response.status);
}

/** The server checks what it answers against the procedure's .output() schema; like tRPC's own client, this trusts it. */
function isAnswer<T>(body: unknown): body is { result: { data: T } } {
  return typeof body === 'object' && body !== null && 'result' in body && typeof body.result === 'object' && body.result !== null;
}

function refusal(body: unknown, status: number): PublicQueryError {
  const error = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' ? body.error : null;
  const message = error !== null && 'message' in error && typeof error.message === 'string' ? error.message : `${status}`;
  const data = error !== null && 'data' in error && typeof error.data === 'object' && error.data !== null ? error.data : null;
  const code = data !== null && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
  return new PublicQueryError(message, code, status);
}
