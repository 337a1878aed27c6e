import { Switch, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { SettingsSection } from './SettingsSection';
import { settingsFieldMap, textOrNull, useSectionForm } from './use-section-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const s = event.settings;
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      support_email: s.support_email ?? '',
      email_footer_message: s.email_footer_message ?? '',
      notify_organizer_of_new_orders: s.notify_organizer_of_new_orders,
      notify_buyer_of_refund: s.notify_buyer_of_refund,
    },
    validate: (values) =>
      values.support_email.trim() && !EMAIL.test(values.support_email.trim())
        ? { support_email: t`Please enter a valid email address.` }
        : {},
    toBody: (values) => ({
      settings: {
        support_email: textOrNull(values.support_email),
        email_footer_message: textOrNull(values.email_footer_message),
        notify_organizer_of_new_orders: values.notify_organizer_of_new_orders,
        notify_buyer_of_refund: values.notify_buyer_of_refund,
      },
    }),
    fieldMap: settingsFieldMap(['support_email', 'email_footer_message']),
  });

  return (
    <SettingsSection
      id="email"
      title={t`Email and notifications`}
      description={t`What the emails to buyers say and who gets told about orders and refunds.`}
      form={section}
    >
      <TextInput
        label={t`Reply-to support email`}
        description={t`Replies to order and ticket emails go to this address.`}
        type="email"
        {...form.getInputProps('support_email')}
      />
      <Textarea
        label={t`Email footer message`}
        description={t`Added at the end of every email about this event.`}
        autosize
        minRows={2}
        maxLength={5000}
        {...form.getInputProps('email_footer_message')}
      />
      <Switch
        label={t`Email the organizer about new orders`}
        {...form.getInputProps('notify_organizer_of_new_orders', { type: 'checkbox' })}
      />
      <Switch
        label={t`Email buyers when they are refunded`}
        description={t`What the refund dialog proposes, and what the API does when a refund request does not say. Refunds of late payments are always emailed.`}
        {...form.getInputProps('notify_buyer_of_refund', { type: 'checkbox' })}
      />
    </SettingsSection>
  );
}
