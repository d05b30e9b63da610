import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@messmate/shared';
import { HttpError } from '../lib/http-error';

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorBody['details'],
): ErrorBody {
  return { statusCode, code, message, error: message, ...(details ? { details } : {}) };
}

export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was announced.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

function describeValidation(
  context: string | undefined,
  issues: readonly { instancePath: string; message?: string }[],
) {
  const where = context ?? 'request';
  const details = issues.map((issue) => ({
    path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: issue.message ?? 'is not valid',
  }));
  const first = details[0];
  const message = first ? first.message : 'The request is not valid.';
  return { message: /^[A-Z]/.test(message) ? message : `${first?.path}: ${message}`, details };
}

/** One error body for every failure; 5xx details are logged, never sent. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, details } = describeValidation(
        error.validationContext,
        error.validation ?? [],
      );
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ?? (error.message || 'The request is not valid.');
      return reply.status(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
});
