import {
  type AnyTRPCRootTypes,
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  type TRPCBuiltRouter,
  type TRPCError,
  type TRPCErrorShape,
  type TRPCRouterRecord,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptJson } from '../http/kept-json';

type QueryAnswer = { result: { data: unknown } } | { error: TRPCErrorShape };
/** The root types of any router, whose error formatter answers tRPC's error shape. */
type ShapedRoot = Omit<AnyTRPCRootTypes, 'errorShape'> & { errorShape: TRPCErrorShape };

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

/** Every query's path ('events.list', 'admin.members.list', ...), read from tRPC's flat table of procedures. */
export function queryPathsOf<TRecord extends TRPCRouterRecord>(router: TRPCBuiltRouter<AnyTRPCRootTypes, TRecord>): Set<string> {
  return new Set(
    Object.entries<unknown>(router._def.procedures)
      .filter(([, procedure]) => isQueryProcedure(procedure))
      .map(([path]) => path),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathParam(params: unknown): string | undefined {
  return isRecord(params) && typeof params.path === 'string' ? params.path : undefined;
}

/** The calls of a plain GET of queries (one, or a batch), or undefined when tRPC's own handler should answer. */
function plainQueryCalls(request: FastifyRequest, queryPaths: Set<string>): { isBatch: boolean; calls: Array<{ path: string; input: unknown }> } | undefined {
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

const envelopes = new WeakMap<object, { single?: object; batch?: object }>();

/**
 * tRPC's answer around a kept (frozen) object, the same object for every request that reads it, so
 * its JSON and compressed bytes are made once (`sendKeptJson`); nothing for any other answer.
 */
function keptEnvelope(data: unknown, isBatch: boolean): object | undefined {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return undefined;
  const kept = envelopes.get(data) ?? {};
  envelopes.set(data, kept);
  if (isBatch) return (kept.batch ??= Object.freeze([Object.freeze({ result: Object.freeze({ data }) })]));
  return (kept.single ??= Object.freeze({ result: Object.freeze({ data }) }));
}

/**
 * Queries asked with a plain GET, answered straight from the router: tRPC's Fastify adapter turns
 * every request into a Fetch Request with an AbortSignal (aborted, with a DOMException, after each
 * answer) and streams a Fetch Response back, which made a tRPC query eight times the cost of the
 * same REST call. The answer is the one tRPC gives (its own error shapes, status codes and
 * transformer); anything else (mutations, streaming, unknown paths, bad input JSON) still goes
 * through tRPC's handler.
 */
export function answerQueriesDirectly<TRecord extends TRPCRouterRecord>({
  router,
  createContext,
  onError,
}: {
  /** The router tRPC's own handler serves (the tests also hand in a router of their own). */
  router: TRPCBuiltRouter<AnyTRPCRootTypes, TRecord>;
  createContext: (options: { req: FastifyRequest; res: FastifyReply }) => unknown;
  onError: (error: TRPCError, path: string) => void;
}) {
  const config = router._def._config;
  // Worked out once per app.
  const queryPaths = queryPathsOf(router);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const plain = plainQueryCalls(request, queryPaths);
    if (!plain) return;
    const { isBatch, calls } = plain;
    const ctx = createContext({ req: request, res: reply });
    const answers = await Promise.all(
      calls.map(async ({ path, input }, batchIndex): Promise<QueryAnswer> => {
        try {
          const data: unknown = await callTRPCProcedure({
            router,
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
          return { error: getErrorShape<ShapedRoot>({ config, error, type: 'query', path, input, ctx }) };
        }
      }),
    );
    const [single] = answers;
    const kept = answers.length === 1 && single && 'result' in single ? keptEnvelope(single.result.data, isBatch) : undefined;
    // A kept answer (frozen, shared by every reader until it changes) goes out as the bytes kept for it.
    if (kept) return sendKeptJson(request, reply.code(200), kept, 'trpc-accept, accept, accept-encoding');
    const body = isBatch || !single ? answers : single;
    reply
      .code(getHTTPStatusCode(answers))
      .header('vary', 'trpc-accept, accept')
      .type('application/json')
      .send(JSON.stringify(transformTRPCResponse(config, body)));
    return reply;
  };
}
