import { Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { CheckInList, CheckInListBody, Ticket } from '@stagedoor/contracts';
import { useFormSave } from '../../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { FormActions } from '../../catalogue/shared/FormModal';
import { TicketMultiSelect } from '../../catalogue/shared/TicketMultiSelect';
import { isoToZonedInput, zonedInputToIso } from '../../../platform/dates';
import { doorDatesQuery, useSaveCheckInList, type DoorDateOption } from './api';

interface ListValues {
  name: string;
  description: string;
  ticket_ids: string[];
  activates_at: string;
  expires_at: string;
  /** A date id, or '' for every date. */
  event_date_id: string;
}

function initialValues(list: CheckInList | null, zone: string): ListValues {
  return {
    name: list?.name ?? '',
    description: list?.description ?? '',
    ticket_ids: (list?.ticket_ids ?? []).map(String),
    activates_at: isoToZonedInput(list?.activates_at, zone),
    expires_at: isoToZonedInput(list?.expires_at, zone),
    event_date_id: list?.event_date_id ? String(list.event_date_id) : '',
  };
}

function toBody(values: ListValues, zone: string): CheckInListBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ticket_ids: values.ticket_ids.map(Number),
    activates_at: zonedInputToIso(values.activates_at, zone),
    expires_at: zonedInputToIso(values.expires_at, zone),
    event_date_id: values.event_date_id ? Number(values.event_date_id) : null,
  };
}

interface CheckInListFormProps {
  eventId: number;
  zone: string;
  tickets: Ticket[];
  list: CheckInList | null;
  onDone: () => void;
}

export function CheckInListForm({ eventId, zone, tickets, list, onDone }: CheckInListFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<ListValues>({
    initialValues: initialValues(list, zone),
    validate: {
      name: (value) => (value.trim() ? null : t`Enter a name.`),
      ticket_ids: (value) => (value.length > 0 ? null : t`Select at least one ticket.`),
      expires_at: (value, values) =>
        value && values.activates_at && value <= values.activates_at ? t`The expiry must be after the activation.` : null,
    },
  });
  const dates = useQuery(doorDatesQuery(eventId));
  const dateName = (date: { start_date: string; label: string | null }) => {
    const start = i18n.date(date.start_date, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    return date.label ? `${date.label}, ${start}` : start;
  };
  const offered: DoorDateOption[] = [...(dates.data?.dates ?? [])];
  // The list's own date stays offered after it has passed.
  if (list?.event_date_id && list.event_date && !offered.some((date) => date.id === list.event_date_id)) {
    offered.unshift({ id: list.event_date_id, ...list.event_date });
  }
  const dateOptions = [{ value: '', label: t`All dates` }, ...offered.map((date) => ({ value: String(date.id), label: dateName(date) }))];
  const save = useFormSave(form, useSaveCheckInList(eventId), {
    success: list ? t`Check-in list updated` : t`Check-in list created`,
    onDone,
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit({ id: list?.id, body: toBody(values, zone) }))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <TextInput
          label={t`Name`}
          description={t`For example "Main entrance" or "VIP door".`}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t`Description for staff`}
          description={t`Shown on the scanner, for the people at the door.`}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <TicketMultiSelect
          label={t`Tickets`}
          description={t`Only attendees with these tickets can be checked in on this list.`}
          required
          tickets={tickets}
          {...form.getInputProps('ticket_ids')}
        />
        {((dates.data?.total ?? 0) > 1 || !!list?.event_date_id) && (
          <Select
            label={t`Date`}
            description={t`The date this list admits on. A ticket for another date is refused; a pass is admitted once on each date.`}
            data={dateOptions}
            allowDeselect={false}
            searchable
            // Inside the dialog, so the open list stays within its landmark.
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('event_date_id')}
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t`Activates`}
            description={t`Optional. Time zone: ${zone}`}
            {...form.getInputProps('activates_at')}
          />
          <TextInput
            type="datetime-local"
            label={t`Expires`}
            description={t`Optional. Time zone: ${zone}`}
            {...form.getInputProps('expires_at')}
          />
        </Group>
        <FormActions onCancel={onDone} loading={save.saving} />
      </Stack>
    </form>
  );
}
