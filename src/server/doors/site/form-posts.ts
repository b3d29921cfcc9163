import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpStatusByCode } from '../../../shared/app-error';
import {
  FORM_ANSWER_ACCEPT,
  type FormAnswer,
  type FormNotice,
  fieldsOf,
  firstFieldErrors,
  type PostedFields,
  type PostedFormState,
} from '../../../shared/site/posted-form';
import { AppError } from '../../platform/core/app-error';

/**
 * Where a post that was accepted goes next (`location`), or the next step on the same page
 * (`stay`: the page again with these values, e.g. the sign-in code after the password), and what
 * the page's script needs to go on.
 */
export type FormOutcome = { location: string; notice?: FormNotice; data?: unknown } | { stay: PostedFields; data?: unknown };

/** A public form the server handles on its own (posted natively, or by the page's script as the same post). */
export interface FormPost {
  /** The form's page, which it posts to. */
  path: string;
  /** The fields sent back with a refusal: by default all but `secret` ones (passwords, one-time codes). */
  secret?: readonly string[];
  keptAfter?: (fields: PostedFields, error: AppError) => PostedFields;
  /** The title of the message when the service refuses (the title the toast has with scripts). */
  failureTitle: string;
  /** The message for the whole form when fields are wrong (else the first field's message, under failureTitle). */
  invalidNotice?: FormNotice;
  /** Parses the fields with the form's schema and calls the service: AppError for anything refused. */
  handle: (fields: PostedFields, request: FastifyRequest, reply: FastifyReply) => Promise<FormOutcome>;
}

/** Renders the page at the request's path again, showing the refused post. */
export type SendFormPage = (request: FastifyRequest, reply: FastifyReply, state: PostedFormState, status: number) => Promise<FastifyReply>;

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(FORM_ANSWER_ACCEPT);
}

/** The posted body as fields: Fastify hands over the parsed form (repeated names as lists), or nothing for an empty post. */
function postedFields(body: unknown): PostedFields {
  if (typeof body !== 'object' || body === null) return {};
  return fieldsOf(Object.entries(body).flatMap(([name, value]: [string, unknown]) => (Array.isArray(value) ? value.map((item): [string, unknown] => [name, item]) : [[name, value]])));
}

function keptValues(fields: PostedFields, secret: readonly string[] = []): PostedFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !secret.includes(name)));
}

/**
 * An HTML form's body (`application/x-www-form-urlencoded`), parsed to fields with repeated names
 * kept as lists, for the public forms' posts.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, fieldsOf(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}

/**
 * One route per form at its page's path. Success: 303 onwards (JSON `{ ok, location }` to a script).
 * Refusal: the page again with the messages and the values (JSON `{ ok: false, errors }`), with the
 * status the error has (400 for bad fields, 401, 429 for too many tries...).
 */
export function registerFormPosts(app: FastifyInstance, forms: readonly FormPost[], sendPage: SendFormPage): void {
  for (const form of forms) {
    app.post(form.path, async (request, reply) => {
      const fields = postedFields(request.body);
      try {
        const outcome = await form.handle(fields, request, reply);
        if (wantsJson(request)) {
          const answer: FormAnswer =
            'stay' in outcome
              ? { ok: true, location: null, notice: null, data: outcome.data ?? null }
              : { ok: true, location: outcome.location, notice: outcome.notice ?? null, data: outcome.data ?? null };
          return reply.header('cache-control', 'no-store').send(answer);
        }
        if ('stay' in outcome) return sendPage(request, reply, { action: form.path, values: outcome.stay, errors: {}, notice: null }, 200);
        return reply.redirect(outcome.location, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const errors = firstFieldErrors(error.fieldErrors);
        const hasFieldErrors = Object.keys(errors).length > 0;
        const notice: FormNotice = (hasFieldErrors ? form.invalidNotice : undefined) ?? { tone: 'error', title: form.failureTitle, text: error.message };
        const status = httpStatusByCode[error.code];
        if (wantsJson(request)) {
          const answer: FormAnswer = { ok: false, errors, notice };
          return reply.status(status).header('cache-control', 'no-store').send(answer);
        }
        const values = form.keptAfter ? form.keptAfter(fields, error) : keptValues(fields, form.secret);
        return sendPage(request, reply, { action: form.path, values, errors, notice }, status);
      }
    });
  }
}
