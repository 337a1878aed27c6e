import { useState } from 'react';
import { Button, Card, Group, NumberInput, Radio, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventDefaultsSchema, type Account, type EventDefaults } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { accountQuery, useSessionUser } from '../../platform/session/session';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { updateAccount } from './api';

/** SPEC §9: shorter holds can expire while a buyer is still paying. */
const RECOMMENDED_MINIMUM_TIMEOUT = 15;

type DefaultsValues = Omit<EventDefaults, 'order_timeout_in_minutes' | 'support_email' | 'email_footer_message'> & {
  order_timeout_in_minutes: number | string;
  support_email: string;
  email_footer_message: string;
};

/** The server names the fields of its answer after the nested request body. */
const SERVER_FIELDS = Object.fromEntries(Object.keys(eventDefaultsSchema.shape).map((field) => [`event_defaults.${field}`, field]));

function toBody(values: DefaultsValues): EventDefaults {
  return {
    ...values,
    order_timeout_in_minutes: Number(values.order_timeout_in_minutes),
    support_email: values.support_email.trim() || null,
    email_footer_message: values.email_footer_message.trim() || null,
  };
}

function EventDefaultsForm({ account }: { account: Account }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const defaults = account.event_defaults;
  const form = useForm<DefaultsValues>({
    initialValues: {
      ...defaults,
      support_email: defaults.support_email ?? '',
      email_footer_message: defaults.email_footer_message ?? '',
    },
    validate: (values) => {
      if (values.order_timeout_in_minutes === '') return { order_timeout_in_minutes: t`This field is required.` };
      const errors = schemaErrors(eventDefaultsSchema, toBody(values));
      if (errors.order_timeout_in_minutes) errors.order_timeout_in_minutes = t`Enter a number of minutes from 1 to 1440.`;
      return errors;
    },
  });

  const mutation = useMutation({
    mutationFn: (values: DefaultsValues) => updateAccount(account.id, { event_defaults: toBody(values) }),
    onMutate: () => setFormError(null),
    onSuccess: () => notifySuccess(t`The event defaults were saved.`),
    onError: (error) => setFormError(applyServerErrors(form, error, SERVER_FIELDS)),
  });

  const timeout = Number(form.values.order_timeout_in_minutes);
  const shortTimeout = form.values.order_timeout_in_minutes !== '' && timeout < RECOMMENDED_MINIMUM_TIMEOUT;

  return (
    <Card withBorder padding="lg" maw={820}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="lg">
          <FormErrorAlert message={formError} />
          <div>
            <NumberInput
              label={t`Order timeout in minutes`}
              description={t`How long buyers have to complete an order before their tickets are released. We recommend at least 15 minutes.`}
              min={1}
              max={1440}
              allowDecimal={false}
              allowNegative={false}
              required
              styles={{ wrapper: { maxWidth: 240 } }}
              {...form.getInputProps('order_timeout_in_minutes')}
            />
            {shortTimeout && (
              <Text size="sm" c="var(--mantine-color-orange-light-color)" mt={6} role="status">
                <Trans>Less than 15 minutes may not be enough time for buyers to pay.</Trans>
              </Text>
            )}
          </div>
          <Radio.Group label={t`Show prices`} {...form.getInputProps('price_display_mode')}>
            <Stack gap="xs" mt="xs">
              <Radio value="INCLUSIVE" label={t`Including taxes and fees`} />
              <Radio value="EXCLUSIVE" label={t`Excluding taxes and fees`} />
            </Stack>
          </Radio.Group>
          <TextInput
            label={t`Support email`}
            description={t`Buyers' replies to order emails go to this address`}
            type="email"
            {...form.getInputProps('support_email')}
          />
          <Textarea
            label={t`Email footer message`}
            description={t`Added to the end of every email sent to buyers and attendees`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={5000}
            {...form.getInputProps('email_footer_message')}
          />
          <Switch
            label={t`Notify organizer of new orders`}
            description={t`Email the organizer each time an order is completed`}
            {...form.getInputProps('notify_organizer_of_new_orders', { type: 'checkbox' })}
          />
          <Switch
            label={t`Show “Powered by Stagedoor” footer`}
            description={t`Shown at the bottom of the event's public pages`}
            {...form.getInputProps('show_powered_by_footer', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              <Trans>Save defaults</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** `/account/event-defaults` (administrators) */
export function EventDefaultsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const account = useQuery(accountQuery(user.account_id));
  return (
    <>
      <PageHeader
        title={t`Event defaults`}
        description={t`Settings copied onto every new event of the account. Each event can change them later.`}
      />
      <QueryState query={account}>{(data) => <EventDefaultsForm account={data} />}</QueryState>
    </>
  );
}
