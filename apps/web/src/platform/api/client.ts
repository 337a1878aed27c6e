import { t } from '@lingui/core/macro';
import { ApiError, isErrorBody } from './api-error';
import { redirectToLogin } from './auth-redirect';
import { checkAnswer, type AnswerSchema } from './check-answer';
import { getToken, setToken } from './token';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A response schema of the shared contracts (any zod schema from @stagedoor/contracts). Given
 * as `schema`, it is where the answer's type comes from, and every answer is checked against it,
 * so a response type is never asserted by hand.
 */
export interface ResponseSchema<T> extends AnswerSchema {
  parse(value: unknown): T;
}

/** A schema that only names the answer's type (production builds of pages that leave zod out). */
export function unchecked<T>(): ResponseSchema<T> {
  return { parse: (value) => value as T, safeParse: () => ({ success: true }) };
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set to false when the caller handles a 401/403 itself instead of the SPEC §8 login redirect. */
  authRedirect?: boolean;
}

/** Every call names the contract schema of its answer. */
export interface TypedRequestOptions<T> extends RequestOptions {
  schema: ResponseSchema<T>;
}

interface ClientConfig {
  prefix: string;
  sendToken: boolean;
  authRedirect: boolean;
}

export const API_BASE_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

export function buildUrl(prefix: string, path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE_URL}${prefix}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** SPEC §7: a token in the body field `token` or the header `x-auth-token` becomes the bearer token. */
function keepToken(response: Response, body: unknown): void {
  const fromBody =
    typeof body === 'object' && body !== null && typeof (body as { token?: unknown }).token === 'string'
      ? (body as { token: string }).token
      : null;
  const token = fromBody ?? response.headers.get('x-auth-token');
  if (token) setToken(token);
}

function fallbackCode(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 422) return 'VALIDATION_ERROR';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL_ERROR';
}

export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const details = (body as { details?: unknown }).details;
    return new ApiError({
      status,
      code: body.code,
      message: body.message,
      errors: body.errors,
      details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
    });
  }
  return new ApiError({ status, code: fallbackCode(status), message: t`Something went wrong` });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** What a call that got no answer at all fails with. */
export function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'NETWORK_ERROR',
    message: t`The server could not be reached. Check your connection and try again.`,
  });
}

async function send(
  config: ClientConfig,
  method: string,
  path: string,
  options: RequestOptions & { schema: AnswerSchema },
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const token = config.sendToken ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(config.prefix, path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }

  const payload = await readBody(response);
  keepToken(response, payload);
  if (response.ok) {
    checkAnswer(`${method} ${path}`, options.schema, payload);
    return payload;
  }

  const error = toApiError(response.status, payload);
  const redirect = config.authRedirect && options.authRedirect !== false;
  if (redirect && (response.status === 401 || response.status === 403)) redirectToLogin();
  throw error;
}

/**
 * Every call names the contract schema of its answer (`messageResponseSchema` for a plain
 * `{message}`), so the answer's type comes from the contract and the answer is checked.
 */
export interface ApiClient {
  get<T>(path: string, options: TypedRequestOptions<T>): Promise<T>;
  post<T>(path: string, body: unknown, options: TypedRequestOptions<T>): Promise<T>;
  put<T>(path: string, body: unknown, options: TypedRequestOptions<T>): Promise<T>;
  patch<T>(path: string, body: unknown, options: TypedRequestOptions<T>): Promise<T>;
  delete<T>(path: string, options: TypedRequestOptions<T>): Promise<T>;
}

function createApiClient(config: ClientConfig): ApiClient {
  // ApiClient's signatures tie an answer's type to its schema; `send` checks the answer against that schema.
  type Options = TypedRequestOptions<unknown>;
  const client = {
    get: (path: string, options: Options) => send(config, 'GET', path, options),
    post: (path: string, body: unknown, options: Options) => send(config, 'POST', path, { ...options, body }),
    put: (path: string, body: unknown, options: Options) => send(config, 'PUT', path, { ...options, body }),
    patch: (path: string, body: unknown, options: Options) => send(config, 'PATCH', path, { ...options, body }),
    delete: (path: string, options: Options) => send(config, 'DELETE', path, options),
  };
  return client as ApiClient;
}

/** Calls for signed-in users: bearer token, SPEC §8 login redirect on 401/403. */
export const api = createApiClient({ prefix: '', sendToken: true, authRedirect: true });

/** Calls of public pages (event page, checkout, tickets, check-in) under `/api/public`. */
export const publicApi = createApiClient({ prefix: '/public', sendToken: false, authRedirect: false });
