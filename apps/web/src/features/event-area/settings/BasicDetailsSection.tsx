import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { organizersQuery } from '../../organizers/api';
import { isoToZonedInput, zonedInputToIso } from '../../../platform/dates';
import { EVENT_FIELD_MAP, validateEventBasics } from '../../events/event-form-validation';
import { CurrencySelect, EventTimingFields } from '../../events/EventFormFields';
import { richTextOrNull } from '../../events/rich-text';
import { RichTextField } from '../../events/RichTextField';
import { SettingsSection } from './SettingsSection';
import { useSectionForm } from './use-section-form';

export function BasicDetailsSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const organizers = useQuery(organizersQuery());
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      title: event.title,
      description: event.description ?? '',
      timezone: event.timezone,
      start: isoToZonedInput(event.start_date, event.timezone),
      end: isoToZonedInput(event.end_date, event.timezone),
      currency: event.currency,
      organizer_id: String(event.organizer_id),
    },
    validate: validateEventBasics,
    toBody: (values) => ({
      title: values.title.trim(),
      description: richTextOrNull(values.description),
      timezone: values.timezone,
      start_date: zonedInputToIso(values.start, values.timezone) ?? undefined,
      end_date: zonedInputToIso(values.end, values.timezone),
      currency: values.currency,
      organizer_id: Number(values.organizer_id),
    }),
    fieldMap: EVENT_FIELD_MAP,
  });
  const values = form.getValues();
  const organizerOptions = (organizers.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  if (!organizerOptions.some((o) => o.value === values.organizer_id)) {
    organizerOptions.push({ value: values.organizer_id, label: event.organizer.name });
  }

  return (
    <SettingsSection
      id="basic-details"
      title={t`Basic details`}
      description={t`The name, description, dates and currency buyers see.`}
      form={section}
    >
      <TextInput label={t`Event title`} required {...form.getInputProps('title')} />
      <RichTextField
        label={t`Description`}
        value={values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
        minHeight={180}
      />
      <EventTimingFields field={(name) => form.getInputProps(name)} timezone={values.timezone} />
      <CurrencySelect {...form.getInputProps('currency')} description={t`Prices of this event are in this currency.`} />
      <Select label={t`Organizer`} required data={organizerOptions} allowDeselect={false} {...form.getInputProps('organizer_id')} />
    </SettingsSection>
  );
}
