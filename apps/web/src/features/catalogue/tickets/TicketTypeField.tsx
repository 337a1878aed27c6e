import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { TICKET_TYPES, type TicketType } from '@stagedoor/contracts';
import { ticketTypeLabels } from './labels';
import { newPrice, type TicketValues } from './ticket-form';

interface TicketTypeFieldProps {
  form: UseFormReturnType<TicketValues>;
  locked: boolean;
  /** The account's default taxes and fees, offered again when a new ticket turns paid. */
  defaultTaxIds: number[];
  isNew: boolean;
}

/**
 * SPEC §5: the type is fixed once the ticket has sales. Default taxes and fees belong
 * to paid kinds only: choosing FREE takes them off, and a new ticket that turns paid
 * again gets the account's defaults back.
 */
export function TicketTypeField({ form, locked, defaultTaxIds, isNew }: TicketTypeFieldProps) {
  const { t } = useLingui();
  const labels = ticketTypeLabels();
  const descriptions: Record<TicketType, string> = {
    PAID: t`One fixed price.`,
    FREE: t`No charge; buyers still get a ticket.`,
    DONATION: t`Buyers choose what to pay, from a minimum.`,
    TIERED: t`Several prices, such as early bird and regular.`,
  };

  const change = (value: string) => {
    const type = value as TicketType;
    form.setFieldValue('type', type);
    if (type === 'TIERED' && form.values.prices.length === 0) form.setFieldValue('prices', [newPrice()]);
    if (type === 'FREE') {
      form.setFieldValue('tax_and_fee_ids', []);
    } else if (isNew && form.values.type === 'FREE' && form.values.tax_and_fee_ids.length === 0) {
      form.setFieldValue('tax_and_fee_ids', defaultTaxIds.map(String));
    }
  };

  return (
    <Radio.Group
      label={t`Ticket type`}
      description={locked ? t`The ticket type cannot change once the ticket has sales.` : undefined}
      required
      value={form.values.type}
      onChange={change}
      error={form.errors.type}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
        {TICKET_TYPES.map((type) => (
          <Radio.Card key={type} value={type} disabled={locked} p="sm" radius="md">
            <Group component="span" wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <span>
                <Text component="span" display="block" fw={600} size="sm">
                  {labels[type]}
                </Text>
                <Text component="span" display="block" size="xs" c="dimmed">
                  {descriptions[type]}
                </Text>
              </span>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
