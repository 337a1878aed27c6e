import { Badge } from '@mantine/core';
import { ORDER_STATUS_COLORS, type OrderStatus } from '@stagedoor/contracts';
import { orderStatusLabel } from './labels';

/** SPEC §4 colours: orange for what is still moving, red for what ended badly, teal otherwise. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light" radius="sm">
      {orderStatusLabel(status)}
    </Badge>
  );
}
