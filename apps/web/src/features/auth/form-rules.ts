import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';

/** SPEC §5: checked in the browser before the request so the message shows at once. */
export function passwordMismatch(values: { password: string; password_confirmation: string }): FormErrors {
  if (!values.password_confirmation || values.password === values.password_confirmation) return {};
  return { password_confirmation: t`The passwords are not the same.` };
}

export function termsNotAccepted(values: { terms: boolean }): FormErrors {
  return values.terms ? {} : { terms: t`Please agree to the terms and conditions.` };
}
