import { Radio, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { SettingsSection } from './SettingsSection';
import { useSectionForm } from './use-section-form';

/** When the event's orders get their invoice and whether the checkout asks for business details (docs/money.md). */
export function InvoicingSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      invoice_mode: event.settings.invoice_mode as string,
      business_details: event.settings.business_details as string,
    },
    toBody: (values) => ({
      settings: {
        invoice_mode: values.invoice_mode === 'ON_REQUEST' ? 'ON_REQUEST' : 'ON_COMPLETION',
        business_details: values.business_details === 'REQUIRED' ? 'REQUIRED' : values.business_details === 'OPTIONAL' ? 'OPTIONAL' : 'OFF',
      },
    }),
  });

  return (
    <SettingsSection
      id="invoicing"
      title={t`Invoices`}
      description={t`Invoices are issued once the organizer's invoicing is turned on, in its settings.`}
      form={section}
    >
      <Radio.Group label={t`Issue invoices`} {...form.getInputProps('invoice_mode')}>
        <Stack gap="xs" mt="xs">
          <Radio value="ON_COMPLETION" label={t`For every paid order`} />
          <Radio value="ON_REQUEST" label={t`Only when the buyer asks for one at checkout`} />
        </Stack>
      </Radio.Group>
      <Radio.Group label={t`Ask buyers for company, address and VAT ID`} {...form.getInputProps('business_details')}>
        <Stack gap="xs" mt="xs">
          <Radio value="OFF" label={t`No`} />
          <Radio value="OPTIONAL" label={t`Yes, optional`} />
          <Radio value="REQUIRED" label={t`Yes, required`} />
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        <Trans>A VAT ID is checked for the format of its EU country.</Trans>
      </Text>
    </SettingsSection>
  );
}
