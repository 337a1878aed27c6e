import { lazy, Suspense, useEffect, useState } from 'react';
import { Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeatPickerProps } from './SeatPicker';
import classes from './SeatingSlot.module.css';

/** A refused reservation, as the seat picker hears of it; `at` tells one refusal from the next. */
export interface ReserveFailure {
  code: string;
  details: Record<string, unknown>;
  at: number;
}

// Only seated events load the picker, and only in the browser, after the page is drawn.
const SeatPicker = lazy(() => import('./SeatPicker'));

/** Where a seated event's seat picker goes on the page. */
export function SeatingSlot(props: SeatPickerProps) {
  const { t } = useLingui();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = (
    <div className={classes.loading}>
      <Loader aria-label={t`Loading the seating plan`} />
    </div>
  );
  return (
    <div className={classes.slot}>
      {mounted ? (
        <Suspense fallback={loading}>
          <SeatPicker {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
