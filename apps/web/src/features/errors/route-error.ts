export type RouteErrorKind = 'not-found' | 'denied' | 'generic';

/** The HTTP status an error carries: an API error, React Router's error responses and a public page's "not found". */
function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

export function classifyRouteError(error: unknown): RouteErrorKind {
  const status = statusOf(error);
  if (status === 404) return 'not-found';
  if (status === 403) return 'denied';
  return 'generic';
}
