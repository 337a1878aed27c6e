import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { NotFoundState } from './NotFoundState';

/** The catch-all route. */
export function NotFoundPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <NotFoundState />
    </main>
  );
}
