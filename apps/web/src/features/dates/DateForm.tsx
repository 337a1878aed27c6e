import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { Event, EventDateBody } from '@stagedoor/contracts';
import { isoToZonedInput, zonedInputToIso } from '../../platform/dates';
import { useFormSave } from '../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { FormActions } from '../catalogue/shared/FormModal';
import { useSaveDate, type EventDate } from './api';

interface DateValues {
  start_date: string;
  end_date: string;
  label: string;
  capacity: number | string;
}

function toBody(values: DateValues, zone: string): EventDateBody {
  return {
    start_date: zonedInputToIso(values.start_date, zone) ?? '',
    end_date: zonedInputToIso(values.end_date, zone),
    label: values.label.trim() || null,
    capacity: typeof values.capacity === 'number' ? values.capacity : null,
  };
}

/** Adds a date, or edits one: start and end on the event's clock, an optional label and capacity. */
export function DateForm({ event, date, onDone }: { event: Event; date: EventDate | null; onDone: () => void }) {
  const { t } = useLingui();
  const zone = event.timezone;
  const form = useForm<DateValues>({
    initialValues: {
      start_date: isoToZonedInput(date?.start_date, zone),
      end_date: isoToZonedInput(date?.end_date, zone),
      label: date?.label ?? '',
      capacity: date?.capacity ?? '',
    },
    validate: {
      start_date: (value) => (value ? null : t`Enter when the date starts.`),
      end_date: (value, values) => (value && values.start_date && value <= values.start_date ? t`The end must be after the start.` : null),
      label: (value) => (value.trim().length > 255 ? t`The label is too long (at most 255 characters).` : null),
    },
  });
  const save = useFormSave(form, useSaveDate(event.id), { success: date ? t`Date updated` : t`Date added`, onDone });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit({ id: date?.id, body: toBody(values, zone) }))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t`Starts`}
            description={t`Time zone: ${zone}`}
            required
            data-autofocus
            {...form.getInputProps('start_date')}
          />
          <TextInput
            type="datetime-local"
            label={t`Ends`}
            description={t`Optional. Time zone: ${zone}`}
            {...form.getInputProps('end_date')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Label`}
          description={t`Optional, shown to buyers beside the date, such as "Matinee".`}
          maxLength={255}
          {...form.getInputProps('label')}
        />
        <NumberInput
          label={t`Capacity`}
          description={t`Optional. The most tickets sold for this date, passes included. Leave empty for no limit of its own.`}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          maw={280}
          {...form.getInputProps('capacity')}
        />
        <FormActions onCancel={onDone} loading={save.saving} />
      </Stack>
    </form>
  );
}
