import { lazy, Suspense, useEffect, useState } from 'react';
import { Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeatPickerProps } from './SeatPicker';
import { SUMMARY_ID } from './seating-summary';
import classes from './SeatingSlot.module.css';

/** A refused reservation, as the seat picker hears of it; `at` tells one refusal from the next. */
export interface ReserveFailure {
  code: string;
  details: Record<string, unknown>;
  at: number;
}

// Only seated events load the picker, and only in the browser, after the page is drawn.
const loadPicker = () => import('./SeatPicker');
// A seated event's page drawn by the server carries its seating summary and names the picker's files in its head:
// there the picker's module is asked for at once, and runs while the page hydrates instead of after it.
let picker: ReturnType<typeof loadPicker> | null =
  typeof document !== 'undefined' && document.getElementById(SUMMARY_ID) ? loadPicker() : null;
const SeatPicker = lazy(() => (picker ??= loadPicker()));

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
