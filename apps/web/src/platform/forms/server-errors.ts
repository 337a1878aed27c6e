import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { isApiError } from '../api/api-error';

/**
 * Puts the per-field messages of a 422 answer beside the matching inputs.
 * Returns what is left to show above the form: the message of any other error,
 * or the messages of fields the form does not have; null when nothing is left.
 */
export function applyServerErrors(
  form: { getValues(): object; setErrors(errors: FormErrors): void },
  error: unknown,
  fieldMap: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return t`Something went wrong`;
  if (!error.hasFieldErrors) return error.message;

  const values = form.getValues() as Record<string, unknown>;
  const placed: FormErrors = {};
  const leftOver: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const path = fieldMap[field] ?? field;
    const root = path.split('.')[0] ?? path;
    if (root in values) placed[path] = messages.join(' ');
    else leftOver.push(...messages);
  }
  form.setErrors(placed);
  return leftOver.length > 0 ? leftOver.join(' ') : null;
}
