import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { httpStatusByCode } from '../../../shared/app-error';
import { AppError, INTERNAL_MESSAGE } from '../../platform/core/app-error';
import { fieldErrorsOf, firstMessageOf } from '../../platform/validation/parse-input';

const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The upload is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of request body is not supported.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** The REST door's one mapping from errors to statuses; failures always carry `message`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      const errors = error.fieldErrors;
      return reply.status(httpStatusByCode[error.code]).send({ message: error.message, ...(errors ? { errors } : {}) });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: firstMessageOf(error), errors: fieldErrorsOf(error) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      const code = 'code' in error ? error.code : '';
      return reply.status(status).send({ message: friendlyMessages[code] ?? 'The request could not be processed.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_MESSAGE });
  });
}
