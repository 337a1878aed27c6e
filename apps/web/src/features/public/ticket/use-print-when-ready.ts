import { useEffect, useRef } from 'react';

/** The print routes open the browser's print dialog once, after the page (QR codes included) has rendered. */
export function usePrintWhenReady(enabled: boolean, ready: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!enabled || !ready || printed.current) return;
    // One frame later the browser has laid out what it is about to print.
    const frame = window.requestAnimationFrame(() => {
      printed.current = true;
      window.print();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [enabled, ready]);
}
