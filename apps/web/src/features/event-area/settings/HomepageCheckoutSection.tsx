import { NumberInput, Radio, Group, Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { richTextOrNull } from '../../events/rich-text';
import { RichTextField } from '../../events/RichTextField';
import { SettingsSection } from './SettingsSection';
import { settingsFieldMap, textOrNull, useSectionForm } from './use-section-form';

/** SPEC §9: the order timeout is set per event; at least 15 minutes is recommended. */
const RECOMMENDED_TIMEOUT_MINUTES = 15;
const MAX_TIMEOUT_MINUTES = 1440;
const MESSAGE_KEYS = ['pre_checkout_message', 'post_checkout_message', 'ticket_page_message'] as const;

export function HomepageCheckoutSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const s = event.settings;
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      pre_checkout_message: s.pre_checkout_message ?? '',
      post_checkout_message: s.post_checkout_message ?? '',
      ticket_page_message: s.ticket_page_message ?? '',
      order_timeout_in_minutes: s.order_timeout_in_minutes as number | string,
      price_display_mode: s.price_display_mode as string,
      show_available_ticket_quantity: s.show_available_ticket_quantity,
      continue_button_text: s.continue_button_text ?? '',
      show_powered_by_footer: s.show_powered_by_footer,
    },
    validate: (values) => {
      const timeout = Number(values.order_timeout_in_minutes);
      return Number.isInteger(timeout) && timeout >= 1 && timeout <= MAX_TIMEOUT_MINUTES
        ? {}
        : { order_timeout_in_minutes: t`Enter a whole number of minutes between 1 and 1440.` };
    },
    toBody: (values) => ({
      settings: {
        pre_checkout_message: richTextOrNull(values.pre_checkout_message),
        post_checkout_message: richTextOrNull(values.post_checkout_message),
        ticket_page_message: richTextOrNull(values.ticket_page_message),
        order_timeout_in_minutes: Number(values.order_timeout_in_minutes),
        price_display_mode: values.price_display_mode === 'INCLUSIVE' ? 'INCLUSIVE' : 'EXCLUSIVE',
        show_available_ticket_quantity: values.show_available_ticket_quantity,
        continue_button_text: textOrNull(values.continue_button_text),
        show_powered_by_footer: values.show_powered_by_footer,
      },
    }),
    fieldMap: settingsFieldMap([...MESSAGE_KEYS, 'order_timeout_in_minutes', 'price_display_mode', 'continue_button_text']),
  });
  const values = form.getValues();
  const timeout = Number(values.order_timeout_in_minutes);
  const messageLabels: Record<(typeof MESSAGE_KEYS)[number], [string, string]> = {
    pre_checkout_message: [t`Pre-checkout message`, t`Shown to buyers before they enter their details.`],
    post_checkout_message: [t`Post-checkout message`, t`Shown on the order summary once the order is complete.`],
    ticket_page_message: [t`Ticket page message`, t`Shown on every ticket page.`],
  };

  return (
    <SettingsSection
      id="homepage-checkout"
      title={t`Homepage and checkout`}
      description={t`Messages for buyers, how long an order is held and how prices are shown.`}
      form={section}
    >
      {MESSAGE_KEYS.map((key) => (
        <RichTextField
          key={key}
          label={messageLabels[key][0]}
          description={messageLabels[key][1]}
          value={values[key]}
          onChange={(html) => form.setFieldValue(key, html)}
          error={form.errors[key]}
          minHeight={100}
        />
      ))}
      <NumberInput
        label={t`Order timeout in minutes`}
        description={
          Number.isFinite(timeout) && timeout > 0 && timeout < RECOMMENDED_TIMEOUT_MINUTES
            ? t`Under 15 minutes, buyers may run out of time while paying. We recommend at least 15.`
            : t`How long tickets are held while a buyer completes the order. We recommend at least 15 minutes.`
        }
        min={1}
        max={MAX_TIMEOUT_MINUTES}
        allowDecimal={false}
        allowNegative={false}
        w={{ base: '100%', xs: 320 }}
        {...form.getInputProps('order_timeout_in_minutes')}
      />
      <Radio.Group label={t`Prices are shown`} {...form.getInputProps('price_display_mode')}>
        <Group mt="xs">
          <Radio value="EXCLUSIVE" label={t`Excluding taxes and fees`} />
          <Radio value="INCLUSIVE" label={t`Including taxes and fees`} />
        </Group>
      </Radio.Group>
      <Switch
        label={t`Show the number of tickets available`}
        {...form.getInputProps('show_available_ticket_quantity', { type: 'checkbox' })}
      />
      <TextInput
        label={t`Continue button text`}
        description={t`The button that takes buyers from ticket selection to checkout.`}
        placeholder={t`Continue`}
        maxLength={60}
        {...form.getInputProps('continue_button_text')}
      />
      <Switch label={t`Show the “Powered by Stagedoor” footer`} {...form.getInputProps('show_powered_by_footer', { type: 'checkbox' })} />
    </SettingsSection>
  );
}
