import { API_BASE_URL } from '../../../platform/api/client';

export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; details: Record<string, unknown> };

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
export async function callPublic<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<CallResult<T>> {
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
  if (response.ok) return { ok: true, data: payload as T };
  // A proxy's 502/503/504 while the venue's uplink is down is no answer about the ticket either.
  if (response.status >= 502 && response.status <= 504) throw new NetworkDown();
  const error = (payload ?? {}) as { code?: string; message?: string; details?: Record<string, unknown> };
  return {
    ok: false,
    status: response.status,
    code: error.code ?? 'INTERNAL_ERROR',
    message: error.message ?? '',
    details: error.details ?? {},
  };
}
