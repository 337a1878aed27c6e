import { useState } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { UpdateEventBody } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { notifySuccess } from '../../../platform/ui/notify';
import { updateEvent } from '../api';

interface SectionFormOptions<Values> {
  eventId: number;
  initialValues: Values;
  validate?: (values: Values) => FormErrors;
  /** The PUT body with this section's fields only; the server merges settings. */
  toBody: (values: Values) => UpdateEventBody;
  /** Server field names (such as `settings.seo_title`) shown under another form field. */
  fieldMap?: Record<string, string>;
}

/** One settings section: its own form, its own save, its own errors beside its own fields. */
export function useSectionForm<Values extends Record<string, unknown>>(options: SectionFormOptions<Values>) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: options.initialValues, validate: options.validate });
  const mutation = useMutation({
    mutationFn: (values: Values) => updateEvent(options.eventId, options.toBody(values)),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      form.resetDirty();
      notifySuccess(t`Your changes were saved.`);
    },
    onError: (error) => setFormError(applyServerErrors(form, error, options.fieldMap)),
  });
  return {
    form,
    formError,
    saving: mutation.isPending,
    onSubmit: form.onSubmit((values) => mutation.mutate(values)),
  };
}

/** `settings.<key>` answers shown beside the section's `<key>` field. */
export function settingsFieldMap(keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [`settings.${key}`, key]));
}

/** Empty text inputs mean "not set". */
export function textOrNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}
