import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, Language } from '@messmate/shared';
import { validationMessageBn } from '@messmate/shared/validation-bn';
import type { Wording } from '@messmate/shared/wording';
import { readerLanguage } from '../access/reader-language';
import { preferredLanguage } from '../lib/accept-language';
import { HttpError } from '../lib/http-error';

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorBody['details'],
): ErrorBody {
  return { statusCode, code, message, error: message, ...(details ? { details } : {}) };
}

/** Fastify's own refusals, in our words. */
export const FRAMEWORK_MESSAGES: Record<string, Wording> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { en: 'The request is too large.', bn: 'অনুরোধটি খুব বড়।' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    en: 'This content type is not accepted here.',
    bn: 'এই ধরনের বিষয়বস্তু এখানে নেওয়া হয় না।',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    en: 'The request body is empty but JSON was announced.',
    bn: 'অনুরোধে JSON থাকার কথা, কিন্তু এটি খালি।',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    en: 'The request body is not valid JSON.',
    bn: 'অনুরোধের বিষয়বস্তু সঠিক JSON নয়।',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    en: 'The request length does not match its body.',
    bn: 'অনুরোধের দৈর্ঘ্য এর বিষয়বস্তুর সাথে মেলে না।',
  },
  FST_ERR_BAD_URL: { en: 'The address is not valid.', bn: 'ঠিকানাটি সঠিক নয়।' },
  FST_ERR_MAX_PARAM_LENGTH: { en: 'The address is too long.', bn: 'ঠিকানাটি খুব লম্বা।' },
};
export const NOT_VALID: Wording = { en: 'The request is not valid.', bn: 'অনুরোধটি সঠিক নয়।' };
const OUR_SIDE: Wording = {
  en: 'Something went wrong on our side. Please try again.',
  bn: 'আমাদের দিকে কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
};

/** A schema's message for this reader: our schemas' Bangla, else the English as it came. */
const inLanguage = (english: string, language: Language) =>
  language === 'bn' ? (validationMessageBn(english) ?? english) : english;

function describeValidation(
  context: string | undefined,
  issues: readonly { instancePath: string; message?: string }[],
  language: Language,
) {
  const where = context ?? 'request';
  const details = issues.map((issue) => ({
    path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: inLanguage(issue.message ?? 'is not valid', language),
  }));
  const first = issues[0];
  const english = first?.message ?? 'is not valid';
  if (!first) return { message: NOT_VALID[language], details };
  const message = details[0]?.message ?? english;
  return { message: /^[A-Z]/.test(english) ? message : `${details[0]?.path}: ${message}`, details };
}

/** The reader's language; a failed lookup (the database is down) falls back to the header's. */
export async function languageOf(request: Parameters<typeof readerLanguage>[0]): Promise<Language> {
  try {
    return await readerLanguage(request);
  } catch {
    return preferredLanguage(request.headers['accept-language']);
  }
}

/** One error body for every failure, in the reader's language; 5xx details are logged, never sent. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = await languageOf(request);
    if (error instanceof HttpError) {
      const message = error.wording[language];
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, message));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, details } = describeValidation(
        error.validationContext,
        error.validation ?? [],
        language,
      );
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_MESSAGES[error.code];
      const message = known?.[language] ?? (error.message || NOT_VALID[language]);
      return reply.status(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL', OUR_SIDE[language]));
  });
});
