import { Badge, Group, Stack, Text } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { PublicTicket, PublicTicketPrice } from '@stagedoor/contracts';
import { decimalSeparator, fractionDigits, toMajorUnits, toMinorUnits, useFormat } from '../../shared/format';
import { NumberField } from '../../shared/NumberField';
import { PriceText } from './PriceText';
import { QuantityStepper } from './QuantityStepper';
import {
  donationUnit,
  isPurchasable,
  maxQuantity,
  nextQuantity,
  previousQuantity,
  type PriceChoice,
  type PromoCode,
  type Selection,
} from './selection';
import { ticketStatusLabel } from '../../shared/statuses';
import classes from './TicketCard.module.css';
import { JoinWaitingList } from '../../waiting-list/JoinWaitingList';

interface PriceRowProps {
  ticket: PublicTicket;
  price: PublicTicketPrice;
  currency: string;
  mode: 'INCLUSIVE' | 'EXCLUSIVE';
  selection: Selection;
  /** The most tickets the whole order may hold. */
  orderMaximum: number;
  promo: PromoCode;
  onChange(priceId: number, choice: PriceChoice): void;
}

/**
 * A donation's price as the list shows it: its minimum, which a promo code never discounts (docs/money.md),
 * so never "From €4.50 (promo price)" above "Minimum €5.00".
 */
function donationFromPrice(
  ticket: PublicTicket,
  price: PublicTicketPrice,
  promo: PromoCode,
  mode: 'INCLUSIVE' | 'EXCLUSIVE',
): PublicTicketPrice {
  const { unit, taxesAndFees } = donationUnit(ticket, price, price.price, promo);
  return {
    ...price,
    discounted_price: unit,
    display_price: mode === 'INCLUSIVE' ? unit + taxesAndFees : unit,
    display_taxes_and_fees: taxesAndFees,
  };
}

/** One price of a ticket (a tier, or the ticket's only price): its price, stock and quantity. */
export function PriceRow({ ticket, price, currency, mode, selection, orderMaximum, promo, onChange }: PriceRowProps) {
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
  // A donation: what the buyer pays for the amount chosen, the promo code's discount taken off, never below the minimum.
  const donation = ticket.type === 'DONATION' ? donationUnit(ticket, price, choice.amount ?? price.price, promo) : null;
  const donationPays = donation && donation.unit < (choice.amount ?? price.price) ? money(donation.unit, currency) : null;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Stack gap={2} className={classes.priceText}>
          {price.label && <Text fw={600}>{price.label}</Text>}
          <PriceText
            ticket={ticket}
            price={ticket.type === 'DONATION' ? donationFromPrice(ticket, price, promo, mode) : price}
            currency={currency}
            mode={mode}
          />
          {remaining !== null && price.status === 'ON_SALE' && (
            <Text size="sm">
              <Plural value={remaining} one="# left" other="# left" />
            </Text>
          )}
        </Stack>
        {purchasable ? (
          <QuantityStepper
            className={classes.stepper}
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
      {/* Sold out: the price's waiting list (docs/waiting-list.md). */}
      {(price.status === 'SOLD_OUT' || ticket.status === 'SOLD_OUT') && (
        <JoinWaitingList priceId={price.id} name={name} maxQuantity={ticket.max_per_order} />
      )}
      {ticket.type === 'DONATION' && purchasable && (
        <NumberField
          label={t`Your amount per ticket`}
          description={t`Minimum ${minimum}`}
          value={toMajorUnits(choice.amount ?? price.price, currency)}
          min={toMajorUnits(price.price, currency)}
          decimals={digits}
          decimalSeparator={decimalSeparator(tag)}
          fixedDecimals
          maw={240}
          onChange={(value) => onChange(price.id, { ...choice, amount: toMinorUnits(value, currency) })}
        />
      )}
      {donationPays && purchasable && (
        <Text size="sm" fw={600} aria-live="polite">
          {t`With the promo code you pay ${donationPays} per ticket.`}
        </Text>
      )}
    </Stack>
  );
}
