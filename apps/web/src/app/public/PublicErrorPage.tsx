import { RouteErrorView } from '../../features/errors/RouteErrorView';
import { useRouteError } from '../../platform/routing';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';

/** What a public page shows when it cannot be loaded or drawn. */
export function PublicErrorPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <RouteErrorView error={useRouteError()} />
    </main>
  );
}
