import { Checkbox, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MAX_PAYMENT_INSTRUCTIONS, type Event, type PaymentMethodSetting } from '@stagedoor/contracts';
import { SettingsSection } from './SettingsSection';
import { settingsFieldMap, textOrNull, useSectionForm } from './use-section-form';

/** API.md "Money": which methods buyers may pay with, the instructions of the offline ones, and how long they hold. */
export function PaymentMethodsSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const setting = (method: PaymentMethodSetting['method']) => event.settings.payment_methods.find((entry) => entry.method === method);
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      card: !!setting('CARD'),
      bank_transfer: !!setting('BANK_TRANSFER'),
      bank_instructions: setting('BANK_TRANSFER')?.instructions ?? '',
      pay_at_door: !!setting('PAY_AT_DOOR'),
      door_instructions: setting('PAY_AT_DOOR')?.instructions ?? '',
      offline_payment_days: event.settings.offline_payment_days,
      pay_at_door_issues_tickets: event.settings.pay_at_door_issues_tickets,
    },
    validate: (values) => ({
      card: values.card || values.bank_transfer || values.pay_at_door ? null : t`Choose at least one payment method.`,
      bank_instructions: values.bank_transfer && !values.bank_instructions.trim() ? t`Enter your bank details.` : null,
    }),
    toBody: (values) => {
      const methods: PaymentMethodSetting[] = [];
      if (values.card) methods.push({ method: 'CARD', instructions: null });
      if (values.bank_transfer) methods.push({ method: 'BANK_TRANSFER', instructions: textOrNull(values.bank_instructions) });
      if (values.pay_at_door) methods.push({ method: 'PAY_AT_DOOR', instructions: textOrNull(values.door_instructions) });
      return {
        settings: {
          payment_methods: methods,
          offline_payment_days: values.offline_payment_days,
          pay_at_door_issues_tickets: values.pay_at_door_issues_tickets,
        },
      };
    },
    fieldMap: { ...settingsFieldMap(['offline_payment_days', 'pay_at_door_issues_tickets']), 'settings.payment_methods': 'card' },
  });
  const { values } = form;

  return (
    <SettingsSection id="payment-methods" title={t`Payment methods`} form={section}>
      <Checkbox label={t`Card`} {...form.getInputProps('card', { type: 'checkbox' })} />
      <Checkbox
        label={t`Bank transfer`}
        description={t`The order waits for the transfer, holding its tickets; the order reference is the transfer reference.`}
        {...form.getInputProps('bank_transfer', { type: 'checkbox' })}
      />
      {values.bank_transfer && (
        <Textarea
          label={t`Bank details`}
          description={t`Account holder, IBAN, BIC: mailed and shown to buyers who choose a bank transfer.`}
          autosize
          minRows={3}
          maxLength={MAX_PAYMENT_INSTRUCTIONS}
          {...form.getInputProps('bank_instructions')}
        />
      )}
      <Checkbox
        label={t`Pay at the door`}
        description={t`The order waits for the payment at the door until its date ends.`}
        {...form.getInputProps('pay_at_door', { type: 'checkbox' })}
      />
      {values.pay_at_door && (
        <Stack gap="sm">
          <Textarea
            label={t`Instructions for paying at the door`}
            autosize
            minRows={2}
            maxLength={MAX_PAYMENT_INSTRUCTIONS}
            {...form.getInputProps('door_instructions')}
          />
          <Switch
            label={t`Issue the tickets at once`}
            description={t`Buyers who pay at the door get valid tickets straight away; otherwise once you mark the order paid.`}
            {...form.getInputProps('pay_at_door_issues_tickets', { type: 'checkbox' })}
          />
        </Stack>
      )}
      {values.bank_transfer && (
        <NumberInput
          label={t`Days to pay by bank transfer`}
          description={t`The order expires after this, never later than the start of its date; a reminder goes out a day before.`}
          min={1}
          max={60}
          allowDecimal={false}
          w={260}
          {...form.getInputProps('offline_payment_days')}
        />
      )}
    </SettingsSection>
  );
}
