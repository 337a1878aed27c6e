import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PublicTicket, PublicTicketPrice } from '@stagedoor/contracts';
import { useFormat } from '../../shared/format';

interface PriceTextProps {
  ticket: PublicTicket;
  price: PublicTicketPrice;
  currency: string;
  mode: 'INCLUSIVE' | 'EXCLUSIVE';
}

/** A unit price in the event's display mode: "€25.00 + €2.75 taxes & fees" or "€27.75 incl. taxes & fees". */
export function PriceText({ ticket, price, currency, mode }: PriceTextProps) {
  const { money } = useFormat();
  const amount = money(price.display_price, currency);
  const fees = money(price.display_taxes_and_fees, currency);
  const discounted = price.discounted_price < price.price;

  if (ticket.type === 'FREE' || (price.display_price === 0 && ticket.type !== 'DONATION')) {
    return (
      <Text fw={700}>
        <Trans>Free</Trans>
      </Text>
    );
  }
  return (
    <Text component="div">
      {ticket.type === 'DONATION' ? (
        <Trans>
          From{' '}
          <Text span fw={700}>
            {amount}
          </Text>
        </Trans>
      ) : (
        <Text span fw={700}>
          {amount}
        </Text>
      )}
      {price.display_taxes_and_fees > 0 && (
        <Text span size="sm">
          {' '}
          {mode === 'EXCLUSIVE' ? <Trans>+ {fees} taxes & fees</Trans> : <Trans>incl. taxes & fees</Trans>}
        </Text>
      )}
      {discounted && (
        <Text span size="sm" fw={600}>
          {' '}
          <Trans>(promo price)</Trans>
        </Text>
      )}
    </Text>
  );
}
