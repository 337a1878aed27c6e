import { RouteErrorView } from '../../errors/RouteErrorView';
import { useLocation, useNavigate, useRouteError } from '../../../platform/routing';
import { PublicLayout } from './PublicLayout';

/**
 * What a public route shows in its place when it cannot be loaded or drawn: the error, announced,
 * with "Try again" loading the address again in place (its modules, its data, a fresh drawing).
 */
export function PublicRouteErrorView() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <div role="alert">
      <RouteErrorView
        error={error}
        onRetry={() => void navigate(`${pathname}${search}${hash}`, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}

/** A buyer page's error boundary: the error inside the buyer pages' frame, below the root's skip link. */
export function PublicPageError() {
  return (
    <PublicLayout>
      <PublicRouteErrorView />
    </PublicLayout>
  );
}
