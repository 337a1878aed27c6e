import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { currencyOptions, timezoneOptions } from '../../platform/i18n/intl-options';

/** SPEC §9 names EUR and USD; the currencies most organizers use follow, then every other one. */
const PREFERRED_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'BRL', 'CNY', 'JPY', 'SEK', 'NOK', 'DKK', 'PLN', 'MXN'];

function useCurrencyData(locale: string) {
  return useMemo(() => {
    const options = currencyOptions(locale);
    const rank = (code: string) => {
      const index = PREFERRED_CURRENCIES.indexOf(code);
      return index === -1 ? PREFERRED_CURRENCIES.length : index;
    };
    return [...options].sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  }, [locale]);
}

type Field<Name extends string> = (name: Name) => GetInputPropsReturnType;

/** Time zone, start and end: times are typed as they read at the venue, in the chosen zone. */
export function EventTimingFields({ field, timezone }: { field: Field<'timezone' | 'start' | 'end'>; timezone: string }) {
  const { t } = useLingui();
  const zones = useMemo(() => timezoneOptions(timezone), [timezone]);
  return (
    <>
      <Select
        label={t`Time zone`}
        description={t`Start and end are times in this zone.`}
        data={zones}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No time zone found`}
        {...field('timezone')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={t`Start`} required {...field('start')} />
        <TextInput type="datetime-local" label={t`End`} {...field('end')} />
      </SimpleGrid>
    </>
  );
}

export function CurrencySelect(props: GetInputPropsReturnType & { description?: string }) {
  const { t, i18n } = useLingui();
  const currencies = useCurrencyData(i18n.locale);
  return (
    <Select label={t`Currency`} data={currencies} searchable allowDeselect={false} nothingFoundMessage={t`No currency found`} {...props} />
  );
}

export interface LocationValues {
  venue_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_or_region: string;
  zip_or_postal_code: string;
  country: string;
}

export const EMPTY_LOCATION: LocationValues = {
  venue_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_or_region: '',
  zip_or_postal_code: '',
  country: '',
};

/** The venue's address fields; `field` receives the name inside `location_details`. */
export function LocationFields({ field }: { field: Field<keyof LocationValues> }) {
  const { t } = useLingui();
  return (
    <>
      <TextInput label={t`Venue name`} {...field('venue_name')} />
      <TextInput label={t`Address line 1`} {...field('address_line_1')} />
      <TextInput label={t`Address line 2`} {...field('address_line_2')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`City`} {...field('city')} />
        <TextInput label={t`State or region`} {...field('state_or_region')} />
        <TextInput label={t`ZIP or postal code`} {...field('zip_or_postal_code')} />
        <TextInput label={t`Country`} {...field('country')} />
      </SimpleGrid>
    </>
  );
}

/** Location fields as the API takes them: blanks become null, and an address with no field at all is null. */
export function locationBody(values: LocationValues) {
  const entries = Object.entries(values).map(([key, value]) => [key, value.trim() || null] as const);
  return entries.some(([, value]) => value) ? (Object.fromEntries(entries) as Record<keyof LocationValues, string | null>) : null;
}

export function locationValues(location: Partial<Record<keyof LocationValues, string | null>> | null): LocationValues {
  const values = { ...EMPTY_LOCATION };
  for (const key of Object.keys(values) as (keyof LocationValues)[]) values[key] = location?.[key] ?? '';
  return values;
}
