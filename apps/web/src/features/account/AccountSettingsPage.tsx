import { useMemo, useState } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateAccountBodySchema, type Account } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { currencyOptions, timezoneOptions } from '../../platform/i18n/intl-options';
import { accountQuery, useSessionUser } from '../../platform/session/session';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { updateAccount } from './api';

interface SettingsValues {
  name: string;
  email: string;
  currency_code: string;
  timezone: string;
}

function AccountSettingsForm({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const currencies = useMemo(() => currencyOptions(i18n.locale), [i18n.locale]);
  const timezones = useMemo(() => timezoneOptions(account.timezone), [account.timezone]);
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: account.name,
      email: account.email,
      currency_code: account.currency_code,
      timezone: account.timezone,
    },
    validate: (values) => schemaErrors(updateAccountBodySchema, values),
  });

  const mutation = useMutation({
    mutationFn: (values: SettingsValues) => updateAccount(account.id, values),
    onMutate: () => setFormError(null),
    onSuccess: () => notifySuccess(t`The account settings were saved.`),
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <Card withBorder padding="lg" maw={820}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <FormErrorAlert message={formError} />
          <TextInput
            label={t`Account name`}
            description={t`Usually the name of your company or organization`}
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Account email`}
            description={t`Where we send notices about the account itself`}
            type="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Default currency`}
              description={t`The default for new organizers`}
              data={currencies}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t`No currency found`}
              key={form.key('currency_code')}
              {...form.getInputProps('currency_code')}
            />
            <Select
              label={t`Default time zone`}
              description={t`The default for new organizers`}
              data={timezones}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t`No time zone found`}
              key={form.key('timezone')}
              {...form.getInputProps('timezone')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              <Trans>Save settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** `/account/settings` (administrators) */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const account = useQuery(accountQuery(user.account_id));
  return (
    <>
      <PageHeader title={t`Account settings`} description={t`Name, contact address, currency and time zone of the account.`} />
      <QueryState query={account}>{(data) => <AccountSettingsForm account={data} />}</QueryState>
    </>
  );
}
