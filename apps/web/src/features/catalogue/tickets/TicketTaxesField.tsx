import { Alert, Button, MultiSelect, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxAndFee } from '@stagedoor/contracts';
import { formatRate, kindLabels } from '../taxes-and-fees/labels';
import type { TicketValues } from './ticket-form';

interface TicketTaxesFieldProps {
  form: UseFormReturnType<TicketValues>;
  /** The account's taxes and fees; null when the user's role may not see them. */
  taxes: TaxAndFee[] | null;
  currency: string;
}

export function TicketTaxesField({ form, taxes, currency }: TicketTaxesFieldProps) {
  const { t, i18n } = useLingui();
  if (taxes === null) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Only administrators can choose the taxes and fees of a ticket.</Trans>
      </Text>
    );
  }
  const kinds = kindLabels();
  const selected = form.values.tax_and_fee_ids;
  const data = taxes
    .filter((item) => item.is_active || selected.includes(String(item.id)))
    .map((item) => ({
      value: String(item.id),
      label: `${item.name} (${kinds[item.type]}, ${formatRate(item, currency, i18n.locale)})`,
    }));
  const freeWithTaxes = form.values.type === 'FREE' && selected.length > 0;

  return (
    <Stack gap="xs">
      <MultiSelect
        label={t`Applied taxes and fees`}
        description={taxes.length === 0 ? t`The account has no taxes or fees yet.` : undefined}
        placeholder={selected.length === 0 ? t`None` : undefined}
        data={data}
        searchable
        clearable
        disabled={taxes.length === 0}
        {...form.getInputProps('tax_and_fee_ids')}
        error={freeWithTaxes ? undefined : form.errors.tax_and_fee_ids}
      />
      {freeWithTaxes && (
        <Alert color="orange" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <span>{t`A free ticket cannot carry taxes or fees. Remove them first.`}</span>
            <Button size="xs" variant="default" onClick={() => form.setFieldValue('tax_and_fee_ids', [])}>
              <Trans>Remove taxes and fees</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
