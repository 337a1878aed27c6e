import { Checkbox, Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerateValues } from './generate-form';
import { FREQUENCIES, WEEKDAYS, type Frequency, type Weekday } from './rrule-builder';

/** Weekday names in the user's language, Monday first (1 January 2024 was a Monday). */
function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((code, index) => [code, format.format(new Date(Date.UTC(2024, 0, 1 + index)))])) as Record<
    Weekday,
    string
  >;
}

/** The plain fields a recurrence rule is built from: how often, on which days, from when, until when. */
export function RuleFields({ form, zone }: { form: UseFormReturnType<GenerateValues>; zone: string }) {
  const { t, i18n } = useLingui();
  const values = form.values;
  const names = weekdayNames(i18n.locale);
  const frequencyLabels: Record<Frequency, string> = { DAILY: t`Daily`, WEEKLY: t`Weekly`, MONTHLY: t`Monthly` };
  const intervalHelp: Record<Frequency, string> = {
    DAILY: t`Every how many days`,
    WEEKLY: t`Every how many weeks`,
    MONTHLY: t`Every how many months`,
  };

  return (
    <Fieldset legend={t`Repeat`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Frequency`}
            allowDeselect={false}
            data={FREQUENCIES.map((value) => ({ value, label: frequencyLabels[value] }))}
            {...form.getInputProps('frequency')}
          />
          <NumberInput
            label={t`Every`}
            description={intervalHelp[values.frequency]}
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('interval')}
          />
        </SimpleGrid>
        {values.frequency === 'WEEKLY' && (
          <Checkbox.Group
            label={t`On these days`}
            description={t`None chosen: the weekday of the first date.`}
            value={values.weekdays}
            onChange={(days) => form.setFieldValue('weekdays', days as Weekday[])}
            error={form.errors.weekdays}
          >
            <Group mt="xs" gap="md">
              {WEEKDAYS.map((code) => (
                <Checkbox key={code} value={code} label={names[code]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {values.frequency === 'MONTHLY' && (
          <Text size="sm" c="dimmed">
            <Trans>On the same day of the month as the first date; months without that day are skipped.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t`First date`} required {...form.getInputProps('startsOn')} />
          <TextInput type="time" label={t`Time of day`} description={t`Time zone: ${zone}`} required {...form.getInputProps('time')} />
        </SimpleGrid>
        <Radio.Group label={t`Ends`} value={values.ends} onChange={(ends) => form.setFieldValue('ends', ends as GenerateValues['ends'])}>
          <Group mt="xs">
            <Radio value="count" label={t`After a number of dates`} />
            <Radio value="until" label={t`On a day`} />
          </Group>
        </Radio.Group>
        {values.ends === 'count' ? (
          <NumberInput
            label={t`Number of dates`}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            maw={240}
            {...form.getInputProps('count')}
          />
        ) : (
          <TextInput type="date" label={t`Last day`} maw={240} required {...form.getInputProps('until')} />
        )}
        {form.errors.rrule && (
          <Text size="sm" c="red" role="alert">
            {form.errors.rrule}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
