import { startTransition, useEffect, useState } from 'react';
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
type PickerModule = Awaited<ReturnType<typeof loadPicker>>;
// A seated event's page drawn by the server carries its seating summary and names the picker's files in its head:
// there the picker's module is asked for at once, and runs while the page hydrates instead of after it.
let picker: Promise<PickerModule> | null = typeof document !== 'undefined' && document.getElementById(SUMMARY_ID) ? loadPicker() : null;

/**
 * Where a seated event's seat picker goes on the page. The picker appears as soon as its module is there: the slot
 * waits for it in state, not in a Suspense boundary, which would hold the picker back a further 300 ms after its
 * loading state was shown (React's throttle of revealed fallbacks).
 */
export function SeatingSlot(props: SeatPickerProps) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<{ module: PickerModule } | { error: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    (picker ??= loadPicker()).then(
      // As a transition, the picker is drawn in slices that leave the page free to answer a tap meanwhile.
      (module) => current && startTransition(() => setLoaded({ module })),
      (error: unknown) => {
        picker = null;
        if (current) setLoaded({ error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  // A module that could not be loaded is the page's error, as a lazy component's would be.
  if (loaded && 'error' in loaded) throw loaded.error;
  return (
    <div className={classes.slot}>
      {loaded ? (
        <loaded.module.default {...props} />
      ) : (
        <div className={classes.loading}>
          <Loader aria-label={t`Loading the seating plan`} />
        </div>
      )}
    </div>
  );
}
