import type { ReactNode } from 'react';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicOrder } from '@stagedoor/contracts';
import { useFormat } from '../shared/format';
import { dateOf, whenOf } from '../shared/order-date';

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text fw={strong ? 700 : 400} size={strong ? 'md' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 500} size={strong ? 'lg' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

interface OrderSummaryProps {
  order: PublicOrder;
  headingOrder?: 2 | 3;
  /** For an event with several dates: its time zone, in which the order's date is named above its items. */
  timezone?: string | null;
}

/** The order's date of a series, items, discount, fees, taxes and total of an order, in its currency. */
export function OrderSummary({ order, headingOrder = 2, timezone = null }: OrderSummaryProps) {
  const { t } = useLingui();
  const { money, dateRange } = useFormat();
  const date = dateOf(order);
  const amount = (value: number) => money(value, order.currency);
  const code = order.promo_code;

  return (
    <Stack gap="sm" component="section" aria-labelledby="order-summary-heading">
      <Title order={headingOrder} fz="lg" id="order-summary-heading">
        <Trans>Order summary</Trans>
      </Title>
      {date && timezone && (
        <Text fw={600} size="sm">
          {whenOf(dateRange, { start_date: date.start_date, end_date: date.end_date, timezone }, date)}
        </Text>
      )}
      {order.items.map((item) => {
        const quantity = item.quantity;
        const title = item.price_label ? `${item.ticket_title} (${item.price_label})` : item.ticket_title;
        return (
          <Row key={item.ticket_price_id} label={t`${quantity} × ${title}`} value={amount(item.price_before_discount * item.quantity)} />
        );
      })}
      <Divider />
      {order.total_discount > 0 && <Row label={code ? t`Discount (${code})` : t`Discount`} value={`−${amount(order.total_discount)}`} />}
      {order.total_fee > 0 && <Row label={t`Fees`} value={amount(order.total_fee)} />}
      {order.total_tax > 0 && <Row label={t`Taxes`} value={amount(order.total_tax)} />}
      <Row label={t`Total`} value={amount(order.total_gross)} strong />
    </Stack>
  );
}
