import { useRouteError } from 'react-router';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { DeniedState } from './DeniedState';
import { GenericErrorState } from './GenericErrorState';
import { NotFoundState } from './NotFoundState';
import { classifyRouteError } from './route-error';

/** The content for a route error, without a landmark: layouts that have their own `<main>` use this. */
export function RouteErrorContent() {
  const kind = classifyRouteError(useRouteError());
  if (kind === 'not-found') return <NotFoundState />;
  if (kind === 'denied') return <DeniedState />;
  return <GenericErrorState />;
}

/** The router's error element for full pages. */
export function RouteErrorPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <RouteErrorContent />
    </main>
  );
}
