import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { useGenerateDates } from './api';
import { DayListField } from './DayListField';
import { generateBody, initialGenerateValues, ruleValues, validateGenerate, type GenerateValues } from './generate-form';
import { buildRrule, expandRule, MAX_DATES_PER_CALL, validateRule } from './rrule-builder';
import { RuleFields } from './RuleFields';
import { RulePreview } from './RulePreview';

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
  const duration = typeof values.duration_minutes === 'number' ? values.duration_minutes : 0;
  const rule = ruleValues(values);
  const ruleComplete = values.mode === 'builder' && Object.keys(validateRule(rule)).length === 0;
  // One more than the server takes, to say when a rule asks for too many.
  const occurrences = ruleComplete
    ? expandRule(rule, zone, { exclusions: values.exclusions, additions: values.additions, limit: MAX_DATES_PER_CALL + 1 })
    : [];
  const tooMany = occurrences.length > MAX_DATES_PER_CALL;
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
          <RuleFields form={form} zone={zone} />
        ) : (
          <Textarea
            label={t`Recurrence rule (RRULE)`}
            description={t`An RFC 5545 rule in the event's time zone (${zone}), starting from the event's start unless it has its own DTSTART.`}
            placeholder="FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;COUNT=20"
            rows={3}
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
          <TextInput label={t`Label`} description={t`Optional, such as "Matinee".`} maxLength={255} {...form.getInputProps('label')} />
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
          <RulePreview
            occurrences={occurrences}
            tooMany={tooMany}
            duration={duration}
            label={values.label.trim() || null}
            rule={ruleComplete ? buildRrule(rule, zone) : null}
            zone={zone}
          />
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
