import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useWaitingListPlace } from './waiting-list-context';

// The form is loaded only when a buyer opens it: the event page's first load stays as it was (check-bundle-size).
const JoinWaitingListForm = lazy(() => import('./JoinWaitingListForm'));

/** A sold-out price's "Join the waiting list" (docs/waiting-list.md), opening the form under the price. */
export function JoinWaitingList({ priceId, name, maxQuantity }: { priceId: number; name: string; maxQuantity: number }) {
  const { t } = useLingui();
  const place = useWaitingListPlace();
  const [open, setOpen] = useState(false);
  if (!place) return null;
  return (
    <>
      {!open && (
        <Button variant="light" size="sm" onClick={() => setOpen(true)} aria-label={t`Join the waiting list for ${name}`}>
          {t`Join the waiting list`}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <JoinWaitingListForm place={place} priceId={priceId} name={name} maxQuantity={maxQuantity} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
