import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '../../../../platform/routing';
import { dateHref } from './date-picker';

/**
 * A date's link: its own address (`?date=`), followed in place as a new history entry (so back and forward
 * go between dates) that keeps the scroll position; a new tab or a modified click stays the browser's.
 */
export function useDateLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return (dateId: number) => {
    const href = dateHref(location, dateId);
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(href, { preventScrollReset: true });
    };
    return { href, onClick };
  };
}
