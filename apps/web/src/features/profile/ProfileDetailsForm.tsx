import { useMemo, useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateMeBodySchema, type Locale, type User } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { changeLocale, currentLocale } from '../../platform/i18n/i18n';
import { timezoneOptions } from '../../platform/i18n/intl-options';
import { LOCALE_NATIVE_NAMES, LOCALES } from '../../platform/i18n/locales';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { updateProfile } from './api';
import { NameFields } from '../../platform/forms/NameFields';

interface DetailsValues {
  first_name: string;
  last_name: string;
  locale: Locale;
  timezone: string;
}

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }));

/** Name, language (for the interface and for emails) and time zone. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const timezones = useMemo(() => timezoneOptions(user.timezone || 'UTC'), [user.timezone]);
  const form = useForm<DetailsValues>({
    mode: 'uncontrolled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      locale: user.locale,
      timezone: user.timezone || 'UTC',
    },
    validate: (values) => schemaErrors(updateMeBodySchema, values),
  });

  const mutation = useMutation({
    mutationFn: async (values: DetailsValues) => {
      const saved = await updateProfile(values);
      // The interface follows the language chosen for emails, as the language switcher does.
      if (saved.locale !== currentLocale()) await changeLocale(saved.locale);
      return saved;
    },
    onMutate: () => setFormError(null),
    onSuccess: () => notifySuccess(t`Your profile was saved.`),
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameFields form={form} />
          <Select
            label={t`Language`}
            description={t`Used for the interface and for the emails we send you`}
            data={LANGUAGE_OPTIONS}
            allowDeselect={false}
            key={form.key('locale')}
            {...form.getInputProps('locale')}
          />
          <Select
            label={t`Time zone`}
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
            <Trans>Save details</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
