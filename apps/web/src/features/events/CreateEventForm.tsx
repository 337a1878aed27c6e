import { useState } from 'react';
import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event, Organizer } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { createEvent } from './api';
import { isoToZonedInput, zonedInputToIso } from '../../platform/dates';
import { EVENT_FIELD_MAP, validateEventBasics, type EventBasicsValues } from './event-form-validation';
import { CurrencySelect, EMPTY_LOCATION, EventTimingFields, LocationFields, locationBody, type LocationValues } from './EventFormFields';
import { richTextOrNull } from './rich-text';
import { RichTextField } from './RichTextField';

interface CreateEventValues extends EventBasicsValues {
  organizer_id: string | null;
  currency: string;
  is_online_event: boolean;
  location_details: LocationValues;
}

/** A week from now at 19:00–22:00 in the organizer's zone: a start to adjust rather than type. */
function suggestedTimes(zone: string): { start: string; end: string } {
  const day = isoToZonedInput(new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(), zone).slice(0, 10);
  return { start: `${day}T19:00`, end: `${day}T22:00` };
}

interface CreateEventFormProps {
  organizers: Organizer[];
  defaultOrganizerId?: string;
  onCreated: (event: Event) => void;
  onCancel: () => void;
}

export function CreateEventForm({ organizers, defaultOrganizerId, onCreated, onCancel }: CreateEventFormProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const initialOrganizer =
    organizers.find((o) => String(o.id) === defaultOrganizerId) ?? (organizers.length === 1 ? organizers[0] : undefined);
  const zone = initialOrganizer?.timezone ?? 'UTC';

  const form = useForm<CreateEventValues>({
    initialValues: {
      organizer_id: initialOrganizer ? String(initialOrganizer.id) : null,
      title: '',
      description: '',
      timezone: zone,
      ...suggestedTimes(zone),
      currency: initialOrganizer?.currency ?? 'EUR',
      is_online_event: false,
      location_details: EMPTY_LOCATION,
    },
    validate: (values) => ({
      ...validateEventBasics(values),
      ...(values.organizer_id ? {} : { organizer_id: t`Please choose an organizer.` }),
    }),
  });
  const values = form.getValues();

  const mutation = useMutation({
    mutationFn: (v: CreateEventValues) =>
      createEvent({
        organizer_id: Number(v.organizer_id),
        title: v.title.trim(),
        description: richTextOrNull(v.description),
        timezone: v.timezone,
        start_date: zonedInputToIso(v.start, v.timezone) ?? '',
        end_date: zonedInputToIso(v.end, v.timezone),
        currency: v.currency,
        is_online_event: v.is_online_event,
        location_details: v.is_online_event ? null : locationBody(v.location_details),
      }),
    onMutate: () => setFormError(null),
    onSuccess: onCreated,
    onError: (error) => setFormError(applyServerErrors(form, error, EVENT_FIELD_MAP)),
  });

  const chooseOrganizer = (id: string | null) => {
    form.setFieldValue('organizer_id', id);
    const organizer = organizers.find((o) => String(o.id) === id);
    if (organizer) form.setValues({ timezone: organizer.timezone, currency: organizer.currency });
  };

  return (
    <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <Select
          label={t`Organizer`}
          required
          data={organizers.map((o) => ({ value: String(o.id), label: o.name }))}
          allowDeselect={false}
          {...form.getInputProps('organizer_id')}
          onChange={chooseOrganizer}
        />
        <TextInput label={t`Event title`} required data-autofocus {...form.getInputProps('title')} />
        <RichTextField
          label={t`Description`}
          value={values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
        />
        <EventTimingFields field={(name) => form.getInputProps(name)} timezone={values.timezone} />
        <CurrencySelect {...form.getInputProps('currency')} />
        <Switch
          label={t`This is an online event`}
          description={t`No venue: the event takes place online, for example as a stream or a video call.`}
          {...form.getInputProps('is_online_event', { type: 'checkbox' })}
        />
        {!values.is_online_event && <LocationFields field={(name) => form.getInputProps(`location_details.${name}`)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Create event</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
