import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { MAX_ADMISSION_RATE_PER_MINUTE, type Event, type WaitingRoom } from '@stagedoor/contracts';
import { useFormSave } from '../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { useSaveWaitingRoom } from './api';
import { initialRoomValues, roomBody, validateRoom, type RoomFormError, type RoomValues } from './room-form';

/** The settings: on or off, opening and on-sale on the event's clock, the admission rate, the shopping time. */
export function WaitingRoomForm({ event, room }: { event: Event; room: WaitingRoom }) {
  const { t, i18n } = useLingui();
  const zone = event.timezone;
  const max = i18n.number(MAX_ADMISSION_RATE_PER_MINUTE);
  const messages: Record<RoomFormError, string> = {
    opens_required: t`Enter when the queue opens.`,
    on_sale_required: t`Enter when the sale starts.`,
    opens_after_on_sale: t`The queue must open before the sale starts, or at the same time.`,
    rate_range: t`Enter a whole number of buyers per minute, from 1 to ${max}.`,
    shopping_range: t`Enter a whole number of minutes, from 1 to 120.`,
  };
  // Initial values only: the figures refresh every few seconds and must not reset what is being typed.
  const form = useForm<RoomValues>({
    initialValues: initialRoomValues(room, zone),
    validate: (values) => {
      const errors = validateRoom(values);
      return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, messages[code]]));
    },
  });
  const save = useFormSave(form, useSaveWaitingRoom(event.id), { success: t`Waiting room saved`, onDone: () => form.resetDirty() });
  const fixed = form.values.rate_mode === 'fixed';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit(roomBody(values, zone, room.paused)))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <Switch
          label={t`Waiting room on`}
          description={t`Once the queue opens, buyers need an admission from the queue to order.`}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Radio.Group label={t`When orders need an admission`} {...form.getInputProps('opening')}>
          <Stack gap="xs" mt="xs">
            <Radio value="SCHEDULED" label={t`From the queue's opening`} />
            <Radio
              value="AUTOMATIC"
              label={t`Automatically: only while orders arrive faster than the server sustains`}
              description={t`From the queue's opening the room switches itself on under load, and off once the queue is empty and orders have slowed down.`}
            />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t`Queue opens`}
            description={t`Buyers who join before the sale get a place drawn by lot. Time zone: ${zone}`}
            required
            {...form.getInputProps('opens_at')}
          />
          <TextInput
            type="datetime-local"
            label={t`Sale starts`}
            description={t`Admissions start then. Time zone: ${zone}`}
            required
            {...form.getInputProps('on_sale_at')}
          />
        </SimpleGrid>
        <Radio.Group label={t`Admission rate`} {...form.getInputProps('rate_mode')}>
          <Stack gap="xs" mt="xs">
            <Radio value="auto" label={t`Automatic: follows what the server sustains`} />
            <Radio value="fixed" label={t`Set rate`} />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t`Buyers admitted per minute`}
            min={1}
            max={MAX_ADMISSION_RATE_PER_MINUTE}
            allowDecimal={false}
            allowNegative={false}
            disabled={!fixed}
            {...form.getInputProps('rate')}
          />
          <NumberInput
            label={t`Minutes to start an order`}
            description={t`How long an admitted buyer has to start an order.`}
            min={1}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('shopping_minutes')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.saving}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
