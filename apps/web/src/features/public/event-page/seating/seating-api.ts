import { decodePublicSeating, publicSeatingSchema, type PublicSeating, type PublicSeatingAnswer } from '@stagedoor/contracts';
import { checkAnswer } from '../../../../platform/api/check-answer';
import { buildUrl, isAbort, networkError, toApiError, type ResponseSchema, unchecked } from '../../../../platform/api/client';

const DEV = import.meta.env.DEV;
const seatingAnswer: ResponseSchema<PublicSeatingAnswer> = DEV ? publicSeatingSchema : unchecked();

/** The seating as the server answers it, in the `{data}` envelope of the other public answers or on its own. */
function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body && !('plan' in body)) return (body as { data: unknown }).data;
  return body;
}

/** The last answer for each address with its ETag: a plan that has not changed is not sent again (304). */
const kept = new Map<string, { etag: string; seating: PublicSeating }>();

/**
 * GET /public/events/{id}/seating?date_id=: the plan and which seats are free on the date. The answer carries an
 * ETag; asking again sends it, and a 304 answers with the plan already read.
 */
export async function fetchPublicSeating(eventId: number, dateId: number | null, signal?: AbortSignal): Promise<PublicSeating> {
  const url = buildUrl('/public', `events/${eventId}/seating`, { date_id: dateId });
  const previous = kept.get(url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (previous) headers['If-None-Match'] = previous.etag;
  let response: Response;
  try {
    // The browser's own cache would answer a 304 as a 200 without saying so; this one keeps the answers itself.
    response = await fetch(url, { headers, signal: signal ?? null, cache: 'no-store', credentials: 'include' });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  if (response.status === 304 && previous) return previous.seating;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON: an error page of a proxy; toApiError says something went wrong.
  }
  if (!response.ok) throw toApiError(response.status, body);
  const answer = unwrap(body);
  checkAnswer(`GET ${url}`, seatingAnswer, answer);
  // The plan comes compact (ids, labels and coordinates that follow the row left out): decoded once per answer.
  const data = decodePublicSeating(seatingAnswer.parse(answer));
  const etag = response.headers.get('etag');
  if (etag) kept.set(url, { etag, seating: data });
  return data;
}

/** Forgets the kept answers (tests start afresh). */
export function forgetSeating(): void {
  kept.clear();
}
