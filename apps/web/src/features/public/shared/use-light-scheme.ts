import { useLayoutEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Buyer pages are designed by the organizer in light colours; a visitor's dark
 * management scheme would put light text on them. The scheme is switched for as
 * long as the page is shown and the visitor's choice is put back afterwards.
 */
export function useLightScheme(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute(ATTRIBUTE);
    if (previous === 'light') return;
    root.setAttribute(ATTRIBUTE, 'light');
    return () => {
      if (previous) root.setAttribute(ATTRIBUTE, previous);
    };
  }, []);
}
