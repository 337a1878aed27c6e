import { useRouteError } from 'react-router';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { RouteErrorView } from './RouteErrorView';

/** The content for a route error, without a landmark: layouts that have their own `<main>` use this. */
export function RouteErrorContent() {
  return <RouteErrorView error={useRouteError()} />;
}

/** The router's error element for full pages. */
export function RouteErrorPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <RouteErrorContent />
    </main>
  );
}
