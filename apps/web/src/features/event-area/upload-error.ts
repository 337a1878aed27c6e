import { t } from '@lingui/core/macro';
import { isApiError } from '../../platform/api/api-error';

/** A rejected upload says why (too small, too large, not an image) in the server's words. */
export function uploadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t`The file could not be uploaded.`;
  const fieldMessages = Object.values(error.errors).flat();
  return fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message;
}

/** SPEC §5: images stay under 5 MB; checked before sending so nobody waits for a refusal. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
