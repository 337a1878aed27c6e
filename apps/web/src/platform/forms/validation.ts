import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { V } from '@stagedoor/contracts';

interface SchemaIssue {
  code: string;
  message: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
}

/** The part of a zod schema the forms use; keeps the web app free of a direct zod import. */
export interface ParsableSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } };
}

/** The shared schemas carry message keys (contracts `V`); the browser says them in the user's language. */
function messageFor(issue: SchemaIssue): string {
  if (issue.code === 'too_small' && Number(issue.minimum) === 1) return t`This field is required.`;
  switch (issue.message) {
    case V.required:
      return t`This field is required.`;
    case V.invalidEmail:
      return t`Please enter a valid email address.`;
    case V.passwordTooShort:
      return t`The password must be at least 8 characters.`;
    case V.passwordsNotSame:
      return t`The passwords are not the same.`;
    case V.firstNameLength:
      return t`The first name must be between 1 and 50 characters.`;
    case V.lastNameLength:
      return t`The last name must be between 1 and 50 characters.`;
    case V.nameTooLong:
      return t`The name must be under 150 characters.`;
    case V.descriptionTooLong:
      return t`The description must be under 50,000 characters.`;
    case V.invalidUrl:
      return t`Please enter a valid URL, starting with http:// or https://.`;
    case V.invalidHexColor:
      return t`Please enter a valid hex colour, such as #ffffff.`;
    case V.invalidTimezone:
      return t`Please choose a valid time zone.`;
    case V.invalidCurrency:
      return t`Please choose a valid currency.`;
  }
  const limit = String(issue.maximum ?? issue.minimum ?? '');
  if (issue.code === 'too_big') return t`Must be at most ${limit} characters.`;
  if (issue.code === 'too_small') return t`Must be at least ${limit} characters.`;
  return t`This value is invalid.`;
}

/** Validates form values with a shared contract schema and returns Mantine form errors. */
export function schemaErrors(schema: ParsableSchema, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = messageFor(issue);
  }
  return errors;
}
