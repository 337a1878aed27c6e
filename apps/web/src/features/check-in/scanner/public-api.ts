import { checkInErrorSchema, errorResponseSchema, type CheckInError } from '@stagedoor/contracts';
import { checkAnswer } from '../../../platform/api/check-answer';
import { API_BASE_URL, type ResponseSchema } from '../../../platform/api/client';

/** What a refused call tells the door beyond its message (contracts: checkInErrorSchema). */
export type CallDetails = NonNullable<CheckInError['details']>;

export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; details: CallDetails };

/** Thrown when the server could not be reached at all: the scanner then answers from its offline data. */
export class NetworkDown extends Error {
  constructor() {
    super('network down');
    this.name = 'NetworkDown';
  }
}

/**
 * The scanner's own small client: it needs the `details` of 409 answers (when and
 * where a ticket was admitted) and must tell "no network" apart from every answer.
 */
export async function callPublic<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: ResponseSchema<T>,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<CallResult<T>> {
  const { body, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/public/${path}`, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkDown();
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (response.ok) {
    checkAnswer(`${method} ${path}`, schema, payload);
    // The answer's type is its schema's; checkAnswer has reported any difference.
    return { ok: true, data: payload as T };
  }
  // A proxy's 502/503/504 while the venue's uplink is down is no answer about the ticket either.
  if (response.status >= 502 && response.status <= 504) throw new NetworkDown();
  const error = checkInErrorSchema.safeParse(payload);
  if (error.success) return { ok: false, status: response.status, code: error.data.code, message: error.data.message, details: error.data.details ?? {} };
  // Not the check-in error shape (a proxy's page, say): the code and message alone, when there are any.
  const plain = errorResponseSchema.safeParse(payload);
  const { code, message } = plain.success ? plain.data : { code: 'INTERNAL_ERROR', message: '' };
  return { ok: false, status: response.status, code, message, details: {} };
}
