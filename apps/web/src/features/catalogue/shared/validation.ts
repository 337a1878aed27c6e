import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { schemaErrors, type ParsableSchema } from '../../../platform/forms/validation';

/** The message keys of the catalogue schemas (contracts `catalogue.ts`), in the user's language. */
function catalogueMessage(key: string): string | null {
  switch (key) {
    case 'invalid_amount':
      return t`Please enter a valid amount.`;
    case 'invalid_percentage':
      return t`Please enter a percentage between 0 and 100 with at most three decimals.`;
    case 'invalid_date':
      return t`Please enter a valid date and time.`;
    case 'price_tier_required':
      return t`Add at least one price tier.`;
    case 'single_price_only':
      return t`Only tiered tickets can have several prices.`;
    case 'max_below_min':
      return t`The maximum per order must not be below the minimum.`;
    case 'end_before_start':
      return t`The end must be after the start.`;
    case 'promo_code_length':
      return t`The promo code must be between 3 and 50 characters.`;
    case 'promo_code_spaces':
      return t`The promo code must not contain spaces.`;
    case 'ticket_required':
      return t`Select at least one ticket.`;
    case 'option_required':
      return t`Add at least one option.`;
    default:
      return null;
  }
}

/**
 * Checks a request body with its shared schema before it is sent, and puts the
 * messages on the form fields; `fieldMap` renames body paths the form names differently.
 */
export function catalogueErrors(schema: ParsableSchema, body: unknown, fieldMap: Record<string, string> = {}): FormErrors {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const generic = schemaErrors(schema, body);
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldMap[path] ?? path;
    if (field in errors) continue;
    errors[field] = catalogueMessage(issue.message) ?? generic[path] ?? t`This value is invalid.`;
  }
  return errors;
}
