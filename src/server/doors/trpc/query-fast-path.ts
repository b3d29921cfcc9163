import { callTRPCProcedure, getErrorShape, getTRPCErrorFromUnknown, type TRPCError, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps/deps';
import { appRouter } from './app-router';
import { contextFactory } from './context';

type QueryAnswer = { result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> };

const config = appRouter._def._config;

function isQueryProcedure(value: unknown): boolean {
  return (
    typeof value === 'function' &&
    '_def' in value &&
    typeof value._def === 'object' &&
    value._def !== null &&
    'type' in value._def &&
    value._def.type === 'query'
  );
}

/** Every query's path, worked out once ('events.list', 'admin.members.list', ...). */
const queryPaths = new Set(
  Object.entries<unknown>(appRouter._def.procedures)
    .filter(([, procedure]) => isQueryProcedure(procedure))
    .map(([path]) => path),
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathParam(params: unknown): string | undefined {
  return isRecord(params) && typeof params.path === 'string' ? params.path : undefined;
}

/** The calls of a plain GET of queries (one, or a batch), or undefined when tRPC's own handler should answer. */
function plainQueryCalls(request: FastifyRequest): { isBatch: boolean; calls: Array<{ path: string; input: unknown }> } | undefined {
  if (request.method !== 'GET' || request.headers['trpc-accept'] !== undefined || request.headers.accept === 'text/event-stream')
    return undefined;
  const path = pathParam(request.params);
  if (path === undefined) return undefined;
  const [, query = ''] = request.url.split('?', 2);
  const search = new URLSearchParams(query);
  const isBatch = search.get('batch') === '1';
  const paths = isBatch ? path.split(',') : [path];
  if (!paths.every((candidate) => queryPaths.has(candidate))) return undefined;
  let inputs: unknown;
  try {
    const raw = search.get('input');
    inputs = raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  if (!isBatch) return { isBatch, calls: [{ path, input: inputs }] };
  if (inputs === undefined) return { isBatch, calls: paths.map((each) => ({ path: each, input: undefined })) };
  if (!isRecord(inputs)) return undefined;
  return { isBatch, calls: paths.map((each, index) => ({ path: each, input: inputs[String(index)] })) };
}

/**
 * Queries asked with a plain GET, answered straight from the router: tRPC's Fastify adapter turns
 * every request into a Fetch Request with an AbortSignal (aborted, with a DOMException, after each
 * answer) and streams a Fetch Response back, which made a tRPC query eight times the cost of the
 * same REST call. The answer is the one tRPC gives (its own error shapes, status codes and
 * transformer); anything else (mutations, streaming, unknown paths, bad input JSON) still goes
 * through tRPC's handler.
 */
export function answerQueriesDirectly(deps: AppDeps, onError: (error: TRPCError, path: string) => void) {
  const createContext = contextFactory(deps);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const plain = plainQueryCalls(request);
    if (!plain) return;
    const { isBatch, calls } = plain;
    const ctx = createContext({ req: request, res: reply });
    const answers = await Promise.all(
      calls.map(async ({ path, input }, batchIndex): Promise<QueryAnswer> => {
        try {
          const data: unknown = await callTRPCProcedure({
            router: appRouter,
            path,
            getRawInput: () => Promise.resolve(input),
            ctx,
            type: 'query',
            signal: undefined,
            batchIndex,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          onError(error, path);
          return { error: getErrorShape({ config, error, type: 'query', path, input, ctx }) };
        }
      }),
    );
    const [single] = answers;
    const body = isBatch || !single ? answers : single;
    reply
      .code(getHTTPStatusCode(answers))
      .header('vary', 'trpc-accept, accept')
      .type('application/json')
      .send(JSON.stringify(transformTRPCResponse(config, body)));
    return reply;
  };
}
