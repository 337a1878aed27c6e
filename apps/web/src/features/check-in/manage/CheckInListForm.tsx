import { Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { CheckInList, CheckInListBody, Ticket } from '@stagedoor/contracts';
import { useFormSave } from '../../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { FormActions } from '../../catalogue/shared/FormModal';
import { TicketMultiSelect } from '../../catalogue/shared/TicketMultiSelect';
import { isoToZonedInput, zonedInputToIso } from '../../../platform/dates';
import { useSaveCheckInList } from './api';

interface ListValues {
  name: string;
  description: string;
  ticket_ids: string[];
  activates_at: string;
  expires_at: string;
}

function initialValues(list: CheckInList | null, zone: string): ListValues {
  return {
    name: list?.name ?? '',
    description: list?.description ?? '',
    ticket_ids: (list?.ticket_ids ?? []).map(String),
    activates_at: isoToZonedInput(list?.activates_at, zone),
    expires_at: isoToZonedInput(list?.expires_at, zone),
  };
}

function toBody(values: ListValues, zone: string): CheckInListBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ticket_ids: values.ticket_ids.map(Number),
    activates_at: zonedInputToIso(values.activates_at, zone),
    expires_at: zonedInputToIso(values.expires_at, zone),
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
  const { t } = useLingui();
  const form = useForm<ListValues>({
    initialValues: initialValues(list, zone),
    validate: {
      name: (value) => (value.trim() ? null : t`Enter a name.`),
      ticket_ids: (value) => (value.length > 0 ? null : t`Select at least one ticket.`),
      expires_at: (value, values) =>
        value && values.activates_at && value <= values.activates_at ? t`The expiry must be after the activation.` : null,
    },
  });
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
