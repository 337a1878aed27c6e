import { Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DetailsValues } from './details-form';

interface BusinessFieldsProps {
  form: UseFormReturnType<DetailsValues>;
  /** settings.business_details: OPTIONAL or REQUIRED (OFF shows no fields). */
  asked: 'OFF' | 'OPTIONAL' | 'REQUIRED';
  /** settings.invoice_mode is ON_REQUEST: the buyer ticks a box to get an invoice. */
  onRequest: boolean;
}

/** Company, address and VAT id for the invoice; the server checks the VAT id's format per EU country. */
export function BusinessFields({ form, asked, onRequest }: BusinessFieldsProps) {
  const { t } = useLingui();
  const required = asked === 'REQUIRED';
  return (
    <Stack component="section" aria-labelledby="business-heading" gap="md">
      <Title order={2} fz="xl" id="business-heading">
        <Trans>Invoice details</Trans>
      </Title>
      {asked !== 'OFF' && (
        <>
          {!required && (
            <Text size="sm">
              <Trans>Buying for a business? Add its details to the invoice.</Trans>
            </Text>
          )}
          <TextInput
            label={t`Company`}
            required={required}
            maxLength={200}
            autoComplete="organization"
            {...form.getInputProps('business.company')}
          />
          <Textarea
            label={t`Billing address`}
            required={required}
            maxLength={1000}
            autosize
            minRows={2}
            autoComplete="street-address"
            {...form.getInputProps('business.address')}
          />
          <TextInput
            label={t`VAT ID`}
            description={t`With its country prefix, for example DE123456789`}
            maxLength={40}
            {...form.getInputProps('business.tax_id')}
          />
        </>
      )}
      {onRequest && <Checkbox label={t`I need an invoice`} {...form.getInputProps('business.invoice_requested', { type: 'checkbox' })} />}
    </Stack>
  );
}
