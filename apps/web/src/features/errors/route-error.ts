import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../platform/api/api-error';

export type RouteErrorKind = 'not-found' | 'denied' | 'generic';

export function classifyRouteError(error: unknown): RouteErrorKind {
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : null;
  if (status === 404) return 'not-found';
  if (status === 403) return 'denied';
  return 'generic';
}
