import { Checkbox, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { capacityAssignmentBodySchema, type CapacityAssignment, type CapacityAssignmentBody, type Ticket } from '@stagedoor/contracts';
import { useFormSave } from '../../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { FormActions } from '../shared/FormModal';
import { TicketMultiSelect } from '../shared/TicketMultiSelect';
import { catalogueErrors } from '../shared/validation';
import { useSaveCapacityAssignment } from './api';

interface CapacityValues {
  name: string;
  capacity: number | string;
  unlimited: boolean;
  ticket_ids: string[];
  active: boolean;
  stop_sales_at_limit: boolean;
}

function initialValues(item: CapacityAssignment | null): CapacityValues {
  return {
    name: item?.name ?? '',
    capacity: item?.capacity ?? '',
    unlimited: item ? item.capacity === null : false,
    ticket_ids: (item?.ticket_ids ?? []).map(String),
    active: item ? item.status === 'ACTIVE' : true,
    stop_sales_at_limit: item?.stop_sales_at_limit ?? true,
  };
}

function toBody(values: CapacityValues): CapacityAssignmentBody {
  return {
    name: values.name,
    capacity: values.unlimited || typeof values.capacity !== 'number' ? null : values.capacity,
    status: values.active ? 'ACTIVE' : 'INACTIVE',
    stop_sales_at_limit: values.stop_sales_at_limit,
    ticket_ids: values.ticket_ids.map(Number),
  };
}

interface CapacityAssignmentFormProps {
  eventId: number;
  tickets: Ticket[];
  item: CapacityAssignment | null;
  onDone: () => void;
}

export function CapacityAssignmentForm({ eventId, tickets, item, onDone }: CapacityAssignmentFormProps) {
  const { t } = useLingui();
  const form = useForm<CapacityValues>({
    initialValues: initialValues(item),
    validate: (values) => {
      const errors = catalogueErrors(capacityAssignmentBodySchema, toBody(values));
      if (!values.unlimited && typeof values.capacity !== 'number') errors.capacity = t`Enter a capacity, or choose no limit.`;
      return errors;
    },
  });
  const save = useFormSave(form, useSaveCapacityAssignment(eventId), {
    success: item ? t`Capacity assignment updated` : t`Capacity assignment created`,
    onDone,
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit({ id: item?.id, body: toBody(values) }))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <TextInput
          label={t`Name`}
          description={t`For example "Main hall" or "Day 1".`}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group align="flex-end" gap="md">
          <NumberInput
            label={t`Capacity`}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            disabled={form.values.unlimited}
            w={200}
            {...form.getInputProps('capacity')}
          />
          <Checkbox mb={8} label={t`No limit, only count`} {...form.getInputProps('unlimited', { type: 'checkbox' })} />
        </Group>
        <TicketMultiSelect
          label={t`Tickets`}
          description={t`Every ticket sold of these counts against the capacity.`}
          required
          tickets={tickets}
          {...form.getInputProps('ticket_ids')}
        />
        <Checkbox label={t`Stop sales when the capacity is reached`} {...form.getInputProps('stop_sales_at_limit', { type: 'checkbox' })} />
        <Switch
          label={t`Active`}
          description={t`An inactive assignment does not limit sales.`}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} loading={save.saving} />
      </Stack>
    </form>
  );
}
