import { t } from '@lingui/core/macro';
import { isApiError } from './api-error';

/** The server's message for a failed call, or a generic one when there was no answer. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : t`Something went wrong`;
}
