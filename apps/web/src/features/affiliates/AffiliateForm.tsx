import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { affiliateBodySchema, type Affiliate, type AffiliateBody, type AffiliateStatus } from '@stagedoor/contracts';
import { useFormSave } from '../../platform/forms/use-form-save';
import { schemaErrors } from '../../platform/forms/validation';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { FormActions } from '../catalogue/shared/FormModal';
import { useSaveAffiliate } from './api';
import { statusLabels } from './labels';

interface AffiliateValues {
  name: string;
  code: string;
  email: string;
  status: AffiliateStatus;
}

const toBody = (values: AffiliateValues): AffiliateBody => ({
  name: values.name.trim(),
  code: values.code.trim(),
  email: values.email.trim() || null,
  status: values.status,
});

export function AffiliateForm({ eventId, affiliate, onDone }: { eventId: number; affiliate: Affiliate | null; onDone: () => void }) {
  const { t } = useLingui();
  const codeMessage = t`2 to 50 letters, digits, dashes or underscores.`;
  const form = useForm<AffiliateValues>({
    initialValues: {
      name: affiliate?.name ?? '',
      code: affiliate?.code ?? '',
      email: affiliate?.email ?? '',
      status: affiliate?.status ?? 'ACTIVE',
    },
    validate: (values) => {
      const errors = schemaErrors(affiliateBodySchema, toBody(values));
      // The code's rule is the affiliates' own; the shared messages do not know it.
      if (errors.code) errors.code = codeMessage;
      return errors;
    },
  });
  const save = useFormSave(form, useSaveAffiliate(eventId), { success: affiliate ? t`Affiliate updated` : t`Affiliate created`, onDone });
  const labels = statusLabels();

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit({ id: affiliate?.id, body: toBody(values) }))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <TextInput label={t`Name`} required maxLength={149} data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label={t`Code`}
          description={t`${codeMessage} It goes in the affiliate's link; any case matches.`}
          required
          maxLength={50}
          {...form.getInputProps('code')}
        />
        <TextInput type="email" label={t`Email`} description={t`Optional, for your own records.`} {...form.getInputProps('email')} />
        <Select
          label={t`Status`}
          description={t`An inactive affiliate's link still works, but new orders are not credited to it.`}
          data={(['ACTIVE', 'INACTIVE'] as const).map((value) => ({ value, label: labels[value] }))}
          allowDeselect={false}
          maw={240}
          {...form.getInputProps('status')}
        />
        <FormActions onCancel={onDone} loading={save.saving} />
      </Stack>
    </form>
  );
}
