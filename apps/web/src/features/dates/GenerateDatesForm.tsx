import { useState } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { useGenerateDates } from './api';
import { DayListField } from './DayListField';
import { generateBody, initialGenerateValues, ruleValues, validateGenerate, type GenerateValues } from './generate-form';
import { dateTitle } from './labels';
import {
  buildRrule,
  expandRule,
  FREQUENCIES,
  MAX_DATES_PER_CALL,
  validateRule,
  WEEKDAYS,
  type Frequency,
  type Weekday,
} from './rrule-builder';

const PREVIEW_SIZE = 8;

/** Weekday names in the user's language, Monday first (1 January 2024 was a Monday). */
function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((code, index) => [code, format.format(new Date(Date.UTC(2024, 0, 1 + index)))])) as Record<
    Weekday,
    string
  >;
}

/** The first errors the server gave for a list field or any of its entries (`exclusions`, `exclusions.2`). */
function listError(errors: Record<string, unknown>, field: string): string | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .map(([, message]) => String(message));
  return messages.length ? messages.join(' ') : undefined;
}

/** "Generate dates": a recurrence built from plain fields (or typed as a rule), previewed before it is sent. */
export function GenerateDatesForm({ event, onDone }: { event: Event; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const zone = event.timezone;
  const form = useForm<GenerateValues>({ initialValues: initialGenerateValues(event), validate: validateGenerate });
  const [formError, setFormError] = useState<string | null>(null);
  const generate = useGenerateDates(event.id);
  const values = form.values;
  const names = weekdayNames(i18n.locale);
  const frequencyLabels: Record<Frequency, string> = { DAILY: t`Daily`, WEEKLY: t`Weekly`, MONTHLY: t`Monthly` };
  const intervalHelp: Record<Frequency, string> = {
    DAILY: t`Every how many days`,
    WEEKLY: t`Every how many weeks`,
    MONTHLY: t`Every how many months`,
  };
  const duration = typeof values.duration_minutes === 'number' ? values.duration_minutes : 0;
  const rule = ruleValues(values);
  const ruleComplete = values.mode === 'builder' && Object.keys(validateRule(rule)).length === 0;
  // One more than the server takes, to say when a rule asks for too many.
  const occurrences = ruleComplete
    ? expandRule(rule, zone, { exclusions: values.exclusions, additions: values.additions, limit: MAX_DATES_PER_CALL + 1 })
    : [];
  const tooMany = occurrences.length > MAX_DATES_PER_CALL;
  const endOf = (start: string) => new Date(Date.parse(start) + duration * 60_000).toISOString();
  const formatDay = (day: string) => i18n.date(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatLocal = (local: string) => i18n.date(`${local}:00Z`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const submit = (submitted: GenerateValues) => {
    setFormError(null);
    generate.mutate(generateBody(submitted, zone), {
      onSuccess: ({ created }) => {
        notifySuccess(plural(created, { one: '# date created', other: '# dates created' }));
        onDone();
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert message={formError} />
        <SegmentedControl
          aria-label={t`How to describe the dates`}
          value={values.mode}
          onChange={(mode) => form.setFieldValue('mode', mode as GenerateValues['mode'])}
          data={[
            { value: 'builder', label: t`Repeat` },
            { value: 'advanced', label: t`Advanced: RRULE` },
          ]}
        />
        {values.mode === 'builder' ? (
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
                <TextInput
                  type="time"
                  label={t`Time of day`}
                  description={t`Time zone: ${zone}`}
                  required
                  {...form.getInputProps('time')}
                />
              </SimpleGrid>
              <Radio.Group
                label={t`Ends`}
                value={values.ends}
                onChange={(ends) => form.setFieldValue('ends', ends as GenerateValues['ends'])}
              >
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
        ) : (
          <Textarea
            label={t`Recurrence rule (RRULE)`}
            description={t`An RFC 5545 rule in the event's time zone (${zone}), starting from the event's start unless it has its own DTSTART.`}
            placeholder="FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;COUNT=20"
            autosize
            minRows={2}
            ff="monospace"
            required
            {...form.getInputProps('rrule')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t`Duration in minutes`}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('duration_minutes')}
          />
          <TextInput label={t`Label`} description={t`Optional, such as "Matinee".`} maxLength={100} {...form.getInputProps('label')} />
        </SimpleGrid>
        <DayListField
          label={t`Leave out`}
          description={t`Days without a date, such as holidays.`}
          type="date"
          value={values.exclusions}
          onChange={(days) => form.setFieldValue('exclusions', days)}
          format={formatDay}
          error={listError(form.errors, 'exclusions')}
        />
        <DayListField
          label={t`Extra dates`}
          description={t`Dates outside the rule, with their start time.`}
          type="datetime-local"
          value={values.additions}
          onChange={(starts) => form.setFieldValue('additions', starts)}
          format={formatLocal}
          error={listError(form.errors, 'additions')}
        />
        {values.mode === 'builder' && (
          <Stack gap={4} aria-live="polite">
            <Text fw={600} size="sm" id="generate-preview">
              <Trans>Preview</Trans>
            </Text>
            {occurrences.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No dates yet: complete the fields above.</Trans>
              </Text>
            ) : (
              <>
                {tooMany ? (
                  <Text size="sm" c="red" role="alert">
                    <Trans>This rule makes more than {MAX_DATES_PER_CALL} dates. Generate them in several parts.</Trans>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    <Plural value={occurrences.length} one="# date will be created." other="# dates will be created." />
                  </Text>
                )}
                <Text component="ol" size="sm" aria-labelledby="generate-preview" m={0} pl="lg">
                  {occurrences.slice(0, PREVIEW_SIZE).map((start) => (
                    <li key={start}>
                      {dateTitle(
                        { start_date: start, end_date: duration > 0 ? endOf(start) : null, label: values.label.trim() || null },
                        zone,
                        i18n.locale,
                      )}
                    </li>
                  ))}
                </Text>
                {occurrences.length > PREVIEW_SIZE && (
                  <Text size="sm" c="dimmed">
                    <Plural value={occurrences.length - PREVIEW_SIZE} one="and # more" other="and # more" />
                  </Text>
                )}
              </>
            )}
            {ruleComplete && (
              <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {buildRrule(rule, zone)}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={generate.isPending} disabled={tooMany}>
            <Trans>Generate dates</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
