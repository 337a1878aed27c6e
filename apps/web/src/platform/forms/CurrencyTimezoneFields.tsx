import { useMemo } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { currencyOptions, timezoneOptions } from '../i18n/intl-options';

type FieldProps = Record<string, unknown> & { key: string };

/**
 * Currency and time zone side by side, as accounts, organizers and onboarding ask
 * for them. Each field takes `{ key: form.key(name), ...form.getInputProps(name) }`.
 */
export function CurrencyTimezoneFields({
  currency,
  timezone,
  currentTimezone,
}: {
  currency: FieldProps;
  timezone: FieldProps;
  currentTimezone: string;
}) {
  const { t, i18n } = useLingui();
  const currencies = useMemo(() => currencyOptions(i18n.locale), [i18n.locale]);
  const timezones = useMemo(() => timezoneOptions(currentTimezone), [currentTimezone]);
  const { key: currencyKey, ...currencyProps } = currency;
  const { key: timezoneKey, ...timezoneProps } = timezone;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t`Currency`}
        data={currencies}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No currency found`}
        key={currencyKey}
        {...currencyProps}
      />
      <Select
        label={t`Time zone`}
        data={timezones}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No time zone found`}
        key={timezoneKey}
        {...timezoneProps}
      />
    </SimpleGrid>
  );
}
