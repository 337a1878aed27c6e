import { DeniedState } from './DeniedState';
import { GenericErrorState } from './GenericErrorState';
import { NotFoundState } from './NotFoundState';
import { classifyRouteError } from './route-error';

/** The state for an error that stopped a page: not found, denied, or anything else. */
export function RouteErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const kind = classifyRouteError(error);
  if (kind === 'not-found') return <NotFoundState />;
  if (kind === 'denied') return <DeniedState />;
  return <GenericErrorState onRetry={onRetry} />;
}
