import type { CheckInError } from '@stagedoor/contracts';
import { checkAnswer } from '../../../platform/api/check-answer';
import { API_BASE_URL, type ResponseSchema } from '../../../platform/api/client';

/** What a refused call tells the door beyond its message (contracts: checkInErrorSchema). */
export type CallDetails = NonNullable<CheckInError['details']>;

export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; details: CallDetails; errors: Record<string, string[]> };

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
  return { ok: false, status: response.status, ...refusal(payload) };
}

/**
 * The error shape of the contract (`{message, code, details?}`, contracts: checkInErrorSchema), read without zod so the
 * scanner stays light; anything else (a proxy's page, say) is an internal error without details.
 */
function refusal(payload: unknown): { code: string; message: string; details: CallDetails; errors: Record<string, string[]> } {
  const body = payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (typeof body.code !== 'string' || typeof body.message !== 'string')
    return { code: 'INTERNAL_ERROR', message: '', details: {}, errors: {} };
  const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  const details = isObject(body.details) ? (body.details as CallDetails) : {};
  const errors = isObject(body.errors) ? (body.errors as Record<string, string[]>) : {};
  return { code: body.code, message: body.message, details, errors };
}
