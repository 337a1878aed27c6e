import { t } from '@lingui/core/macro';
import type { DateMark } from './date-picker';

/** How a date's mark reads beside it; null for a date on sale. */
export function dateMarkLabel(mark: DateMark): string | null {
  switch (mark) {
    case 'on-sale':
      return null;
    case 'sold-out':
      return t`Sold out`;
    case 'not-on-sale':
      return t`Not on sale`;
    case 'cancelled':
      return t`Cancelled`;
    case 'past':
      return t`Past`;
  }
}
