import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../errors/ErrorState';
import { PublicLayout } from '../shared/PublicLayout';

/** SPEC §2: an event that does not exist (or is not published) is an empty, not-found state. */
export function EventNotFound() {
  const { t } = useLingui();
  return (
    <PublicLayout>
      <ErrorState
        title={t`Event not available`}
        description={t`This event does not exist or is not on sale. Please check the link you followed.`}
      />
    </PublicLayout>
  );
}
