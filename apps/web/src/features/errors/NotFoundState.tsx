import { useLingui } from '@lingui/react/macro';
import { ErrorState } from './ErrorState';

export function NotFoundState() {
  const { t } = useLingui();
  return <ErrorState title={t`Page not found.`} description={t`The link may be broken, or the page may have been moved or removed.`} />;
}
