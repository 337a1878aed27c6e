import { Group, Radio } from '@mantine/core';
import { TICKET_VALIDITIES, type TicketValidity } from '@stagedoor/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { TicketValues } from './ticket-form';
import { ticketValidityLabels } from './labels';

/** "Valid for": one date (stock per date) or every date (a pass); fixed once the ticket has sales (docs/dates.md). */
export function TicketValidityField({ form, locked }: { form: UseFormReturnType<TicketValues>; locked: boolean }) {
  const { t } = useLingui();
  const labels = ticketValidityLabels();
  return (
    <Radio.Group
      label={t`Valid for`}
      description={
        locked
          ? t`What the ticket is valid for cannot change once it has sales.`
          : t`For events with several dates. A ticket for one date is counted per date; a pass is one stock for the whole series and admits its holder once on each date.`
      }
      value={form.values.validity}
      onChange={(value) => form.setFieldValue('validity', value as TicketValidity)}
      error={form.errors.validity}
    >
      <Group mt="xs">
        {TICKET_VALIDITIES.map((validity) => (
          <Radio key={validity} value={validity} label={labels[validity]} disabled={locked} />
        ))}
      </Group>
    </Radio.Group>
  );
}
