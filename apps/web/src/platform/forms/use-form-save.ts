import { useState } from 'react';
import type { FormErrors } from '@mantine/form';
import { notifySuccess } from '../ui/notify';
import { applyServerErrors } from './server-errors';

interface SaveMutation<Variables> {
  mutate(variables: Variables, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/**
 * The save of an editing form: `submit` sends the values through the mutation; on success it says
 * `success` and calls `onDone`, on failure it puts the server's messages beside the fields and the
 * rest in `formError`, for the alert above the form.
 */
export function useFormSave<Variables>(
  form: { getValues(): object; setErrors(errors: FormErrors): void },
  save: SaveMutation<Variables>,
  { success, onDone }: { success: string; onDone: () => void },
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (variables: Variables) => {
    setFormError(null);
    save.mutate(variables, {
      onSuccess: () => {
        notifySuccess(success);
        onDone();
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  };
  return { formError, submit, saving: save.isPending };
}
