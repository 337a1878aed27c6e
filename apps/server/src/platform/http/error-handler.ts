import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@stagedoor/contracts';
import { AppError, STATUS_BY_CODE, type FieldErrors } from '../errors.js';
import { isDataException, isDatabaseUnavailable, isLockContention, isStorageUnavailable } from '../db/errors.js';
import { t } from '../i18n/index.js';
import { requestLocale } from './locale.js';

interface ZodLikeIssue {
  code?: string;
  /** fastify-type-provider-zod names the zod code `keyword` and moves the rest of the issue into `params`. */
  keyword?: string;
  message?: string;
  path?: PropertyKey[];
  instancePath?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  params?: { issue?: ZodLikeIssue; minimum?: number | bigint; maximum?: number | bigint; origin?: string };
}

/** Turns a zod issue into a catalogue key plus parameters. */
function issueMessage(issue: ZodLikeIssue): { key: string; params: Record<string, string | number> } {
  const message = issue.message ?? '';
  const params = {
    minimum: Number(issue.minimum ?? issue.params?.minimum ?? 0),
    maximum: Number(issue.maximum ?? issue.params?.maximum ?? 0),
  };
  if (/^[a-z_]+$/.test(message)) return { key: `validation.${message}`, params };
  const origin = issue.origin ?? issue.params?.origin;
  switch (issue.code ?? issue.keyword) {
    case 'invalid_type':
      return { key: /received undefined/.test(message) ? 'validation.required' : 'validation.invalid_type', params };
    case 'too_small':
      return { key: origin === 'string' ? 'validation.too_short' : 'validation.too_small', params };
    case 'too_big':
      return { key: origin === 'string' ? 'validation.too_long' : 'validation.too_big', params };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalid_value', params };
    case 'unrecognized_keys':
      return { key: 'validation.unrecognized_keys', params };
    default:
      return { key: 'validation.invalid_format', params };
  }
}

function fieldName(issue: ZodLikeIssue): string {
  if (issue.path && issue.path.length > 0) return issue.path.map(String).join('.');
  if (issue.instancePath) return issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
  return '_';
}

/**
 * Fields a 422 names at most: a body with a hundred thousand bad values (a seating plan's seats) is answered as
 * quickly as one with a few, and nobody reads further than the first ones.
 */
export const MAX_FIELD_ERRORS = 100;

/** A restarting database is usually back within seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** A full disk needs an operator. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).type('application/json').send(JSON.stringify(body));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const params = Object.fromEntries(
        Object.entries(error.params).map(([name, value]) => [name, typeof value === 'function' ? value(locale) : value]),
      );
      const errors = error.fieldErrors ? translateFieldErrors(error.fieldErrors, locale, params) : undefined;
      return send(reply, error.status, {
        message: t(locale, error.message, params),
        code: error.code,
        ...(errors ? { errors } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id in the path that is not canonical decimal names nothing, like an id that does not exist.
      if (
        (error as { validationContext?: string }).validationContext === 'params' &&
        error.validation.some((v) => v.message === 'invalid_id')
      ) {
        return send(reply, 404, { message: t(locale, 'error.NOT_FOUND'), code: 'NOT_FOUND' });
      }
      const errors: FieldErrors = {};
      let fields = 0;
      for (const validation of error.validation) {
        const issue = (validation.params?.issue ?? validation) as ZodLikeIssue;
        const field = fieldName(issue);
        if (!errors[field] && fields++ >= MAX_FIELD_ERRORS) break;
        const { key, params } = issueMessage(issue);
        (errors[field] ??= []).push(t(locale, key, params));
      }
      return send(reply, 422, { message: t(locale, 'error.VALIDATION_ERROR'), code: 'VALIDATION_ERROR', errors });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 500, { message: t(locale, 'error.INTERNAL_ERROR'), code: 'INTERNAL_ERROR' });
    }

    // Checked before the database's other states: a full disk under the database says 53100, and the
    // answer to it is the same as to a full uploads disk.
    if (isStorageUnavailable(error)) {
      request.log.error({ err: error }, 'no room left to store data');
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      return send(reply, STATUS_BY_CODE.STORAGE_UNAVAILABLE, {
        message: t(locale, 'error.STORAGE_UNAVAILABLE'),
        code: 'STORAGE_UNAVAILABLE',
      });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, STATUS_BY_CODE.DATABASE_UNAVAILABLE, {
        message: t(locale, 'error.DATABASE_UNAVAILABLE'),
        code: 'DATABASE_UNAVAILABLE',
      });
    }

    if (isLockContention(error)) {
      reply.header('retry-after', '1');
      return send(reply, STATUS_BY_CODE.BUSY, { message: t(locale, 'error.BUSY'), code: 'BUSY' });
    }

    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value');
      return send(reply, 422, { message: t(locale, 'error.VALIDATION_ERROR'), code: 'VALIDATION_ERROR' });
    }

    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, { message: t(locale, 'error.RATE_LIMITED'), code: 'RATE_LIMITED' });
    }
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, { message: t(locale, 'error.PAYLOAD_TOO_LARGE'), code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and similar client mistakes.
      return send(reply, status === 404 ? 404 : 422, {
        message: t(locale, status === 404 ? 'error.NOT_FOUND' : 'error.UNREADABLE_REQUEST'),
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, STATUS_BY_CODE.INTERNAL_ERROR, { message: t(locale, 'error.INTERNAL_ERROR'), code: 'INTERNAL_ERROR' });
  });
}

export function translateFieldErrors(
  errors: FieldErrors,
  locale: Parameters<typeof t>[0],
  params: Record<string, string | number> = {},
): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(locale, key, params))]));
}
