import { useState } from 'react';
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoicingSettings } from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { saveInvoicingSettings } from './api';

const FIELDS = ['legal_name', 'address', 'tax_id', 'invoice_prefix', 'footer', 'payment_terms'] as const;

/** The seller's details printed on every invoice of the organizer, and the switch that turns invoicing on. */
export function InvoicingSettingsForm({ organizerId, settings }: { organizerId: string; settings: InvoicingSettings }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      enabled: settings.enabled,
      reverse_charge: settings.reverse_charge,
      legal_name: settings.legal_name ?? '',
      address: settings.address ?? '',
      tax_id: settings.tax_id ?? '',
      invoice_prefix: settings.invoice_prefix,
      footer: settings.footer ?? '',
      payment_terms: settings.payment_terms ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      saveInvoicingSettings(organizerId, {
        ...values,
        ...Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() || null])),
        invoice_prefix: values.invoice_prefix.trim(),
      }),
    onMutate: () => setFormError(null),
    onSuccess: (saved) => {
      form.resetDirty();
      form.setValues({ tax_id: saved.tax_id ?? '', invoice_prefix: saved.invoice_prefix });
      notifySuccess(t`Invoicing settings saved`);
    },
    onError: (error) => {
      if (isApiError(error) && error.hasFieldErrors)
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.join(' ')])));
      else setFormError(isApiError(error) ? error.message : t`Something went wrong`);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Switch
          label={t`Issue invoices`}
          description={t`Every paid order of the organizer's events gets a numbered invoice.`}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput label={t`Legal name`} required={form.values.enabled} maxLength={200} {...form.getInputProps('legal_name')} />
        <Textarea
          label={t`Address`}
          required={form.values.enabled}
          autosize
          minRows={3}
          maxLength={1000}
          {...form.getInputProps('address')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t`VAT ID`}
            description={t`With its country prefix, for example DE123456789`}
            maxLength={40}
            {...form.getInputProps('tax_id')}
          />
          <TextInput
            label={t`Number prefix`}
            description={t`Numbers run on from it: PREFIX-000001`}
            required
            maxLength={12}
            {...form.getInputProps('invoice_prefix')}
          />
        </Group>
        <Textarea label={t`Payment terms`} autosize minRows={2} maxLength={1000} {...form.getInputProps('payment_terms')} />
        <Textarea
          label={t`Footer`}
          description={t`Registration, bank details and the like`}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('footer')}
        />
        <Switch
          label={t`Reverse charge for businesses in other EU countries`}
          description={t`Adds the reverse-charge wording when the buyer's VAT ID is of another EU country than yours.`}
          {...form.getInputProps('reverse_charge', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save invoicing settings</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
