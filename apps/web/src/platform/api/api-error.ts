import type { ErrorResponse } from '@stagedoor/contracts';

export type FieldErrors = Record<string, string[]>;

/** Every failed API call ends up as one of these; `message` is already in the user's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  /** What the server adds about the failure (SEAT_TAKEN: the `seat_ids` that are not free). */
  readonly details: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: FieldErrors | undefined;
    details?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.details = init.details ?? {};
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isErrorBody(body: unknown): body is ErrorResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string' &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}

/** True for the statuses that mean "the request itself was wrong": retrying will not help. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
