import { Badge, Group, NumberInput, Stack, Text } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { PublicTicket, PublicTicketPrice } from '@stagedoor/contracts';
import { decimalSeparator, fractionDigits, toMajorUnits, toMinorUnits, useFormat } from '../../shared/format';
import { PriceText } from './PriceText';
import { QuantityStepper } from './QuantityStepper';
import { isPurchasable, maxQuantity, nextQuantity, previousQuantity, type PriceChoice, type Selection } from './selection';
import { ticketStatusLabel } from '../../shared/statuses';

interface PriceRowProps {
  ticket: PublicTicket;
  price: PublicTicketPrice;
  currency: string;
  mode: 'INCLUSIVE' | 'EXCLUSIVE';
  selection: Selection;
  /** The most tickets the whole order may hold. */
  orderMaximum: number;
  onChange(priceId: number, choice: PriceChoice): void;
}

/** One price of a ticket (a tier, or the ticket's only price): its price, stock and quantity. */
export function PriceRow({ ticket, price, currency, mode, selection, orderMaximum, onChange }: PriceRowProps) {
  const { t } = useLingui();
  const { money, tag } = useFormat();
  const choice = selection[price.id] ?? { quantity: 0 };
  const name = price.label ? `${ticket.title}, ${price.label}` : ticket.title;
  const max = maxQuantity(ticket, price, selection, orderMaximum);
  const set = (quantity: number) => onChange(price.id, { ...choice, quantity: Math.max(0, Math.min(quantity, Math.max(max, 0))) });
  const purchasable = isPurchasable(ticket, price);
  const priceStatus = ticketStatusLabel(price.status);
  const digits = fractionDigits(currency);
  const minimum = money(price.price, currency);
  const remaining = price.quantity_available;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Stack gap={2}>
          {price.label && <Text fw={600}>{price.label}</Text>}
          <PriceText ticket={ticket} price={price} currency={currency} mode={mode} />
          {remaining !== null && price.status === 'ON_SALE' && (
            <Text size="sm">
              <Plural value={remaining} one="# left" other="# left" />
            </Text>
          )}
        </Stack>
        {purchasable ? (
          <QuantityStepper
            name={name}
            value={choice.quantity}
            max={max}
            onChange={set}
            onIncrease={() => set(nextQuantity(ticket, choice.quantity, max))}
            onDecrease={() => set(previousQuantity(ticket, choice.quantity))}
          />
        ) : (
          ticket.status === 'ON_SALE' &&
          priceStatus && (
            <Badge color="gray" variant="light" size="lg">
              {priceStatus}
            </Badge>
          )
        )}
      </Group>
      {ticket.type === 'DONATION' && purchasable && (
        <NumberInput
          label={t`Your amount per ticket`}
          description={t`Minimum ${minimum}`}
          value={toMajorUnits(choice.amount ?? price.price, currency)}
          min={toMajorUnits(price.price, currency)}
          decimalScale={digits}
          decimalSeparator={decimalSeparator(tag)}
          fixedDecimalScale
          allowNegative={false}
          step={1}
          maw={240}
          onChange={(value) => onChange(price.id, { ...choice, amount: toMinorUnits(Number(value) || 0, currency) })}
        />
      )}
    </Stack>
  );
}
