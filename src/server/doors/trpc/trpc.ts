import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import type { AppErrorCode, FieldErrors } from '../../../shared/app-error';
import { AppError, INTERNAL_MESSAGE } from '../../platform/core/app-error';
import { fieldErrorsOf, firstMessageOf } from '../../platform/validation/parse-input';
import type { TrpcContext } from './context';
import { adminRefusal } from '../http/admin-refusal';
import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import { CONTROL_CHARACTERS_MESSAGE, someTextHasControlCharacters } from '../../../shared/text-rules';

const trpcCodeByAppCode: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** Who may call a procedure; the access tests read it to cover every procedure wherever it lives. */
interface ProcedureMeta {
  /** 'account': any signed-in member, even lapsed; 'member': a member whose membership has not lapsed. */
  access: 'public' | 'account' | 'member' | 'admin';
}

const t = initTRPC.context<TrpcContext>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    let message = shape.message;
    let fieldErrors: FieldErrors | undefined;
    if (cause instanceof ZodError) {
      message = firstMessageOf(cause);
      fieldErrors = fieldErrorsOf(cause);
    } else if (cause instanceof AppError) {
      fieldErrors = cause.fieldErrors;
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      message = INTERNAL_MESSAGE;
    }
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, fieldErrors } };
  },
});

/** Maps the services' AppError to its tRPC code, in this one place. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodeByAppCode[cause.code], message: cause.message, cause });
  }
  return result;
});

/** No text anywhere in a call may hold a control character; refused before any schema or service runs. */
const refuseControlCharacters = t.middleware(async ({ getRawInput, next }) => {
  // A procedure without input may get an empty body: reading it must not fail the call.
  const raw: unknown = await getRawInput().catch(() => undefined);
  if (someTextHasControlCharacters(raw)) throw new TRPCError({ code: 'BAD_REQUEST', message: CONTROL_CHARACTERS_MESSAGE });
  return next();
});

export const router = t.router;

export const publicProcedure = t.procedure.meta({ access: 'public' }).use(mapAppErrors).use(refuseControlCharacters);

export const accountProcedure = publicProcedure.meta({ access: 'account' }).use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const memberProcedure = accountProcedure.meta({ access: 'member' }).use(({ ctx, next }) => {
  if (ctx.req.membershipLapsed) throw new TRPCError({ code: 'FORBIDDEN', message: LAPSED_MESSAGE });
  return next({ ctx });
});

export const adminProcedure = memberProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  const refusal = adminRefusal(ctx.user);
  if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
  return next({ ctx });
});
