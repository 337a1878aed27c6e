import { Anchor, Badge, Card, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isOfflineMethod, type ManagedOrder } from '@stagedoor/contracts';
import { formatMoney } from '../catalogue/shared/money';
import { OrderStatusBadge } from './OrderStatusBadge';
import { paymentMethodLabel } from './labels';

interface OrdersTableProps {
  orders: ManagedOrder[];
  timezone: string;
  onOpen: (order: ManagedOrder) => void;
  /** The orders chosen for a bulk action, and how to change the choice. */
  selected: ReadonlySet<number>;
  onSelect: (orderId: number, chosen: boolean) => void;
}

/** An order the organizer may mark paid: it awaits a bank transfer or a payment at the door. */
export function canMarkPaid(order: Pick<ManagedOrder, 'status' | 'payment_method'>): boolean {
  return order.status === 'AWAITING_PAYMENT' && isOfflineMethod(order.payment_method);
}

export function buyerName(order: Pick<ManagedOrder, 'first_name' | 'last_name'>): string {
  return `${order.first_name ?? ''} ${order.last_name ?? ''}`.trim();
}

export function OrdersTable({ orders, timezone, onOpen, selected, onSelect }: OrdersTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{t`Select`}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t`Reference`}</Table.Th>
              <Table.Th>{t`Buyer`}</Table.Th>
              <Table.Th>{t`Items`}</Table.Th>
              <Table.Th>{t`Total`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Payment method`}</Table.Th>
              <Table.Th>{t`Placed`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  {canMarkPaid(order) && (
                    <Checkbox
                      aria-label={t`Select order ${order.public_reference}`}
                      checked={selected.has(order.id)}
                      onChange={(event) => onSelect(order.id, event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" ff="monospace" fw={600} onClick={() => onOpen(order)}>
                    {order.public_reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {buyerName(order) || '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.email ?? ''}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2}>
                    {order.items
                      .map((item) => `${item.quantity} × ${item.ticket_title}${item.price_label ? ` (${item.price_label})` : ''}`)
                      .join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatMoney(order.total_gross, order.currency, i18n.locale)}</Text>
                  {order.total_refunded > 0 && (
                    <Text size="xs" c="dimmed">
                      {t`Refunded: ${formatMoney(order.total_refunded, order.currency, i18n.locale)}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <OrderStatusBadge status={order.status} />
                    {order.is_test && (
                      <Badge color="yellow" variant="light" radius="sm">
                        {t`Test`}
                      </Badge>
                    )}
                    {order.is_manually_created && (
                      <Badge color="gray" variant="light" radius="sm">
                        {t`Manual`}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{order.payment_method ? paymentMethodLabel(order.payment_method) : '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{i18n.date(order.created_at, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone })}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
