import { Alert, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PublicOrder } from '@stagedoor/contracts';
import { useFormat } from '../../shared/format';

/** What the buyer of an order awaiting an offline payment must do, with the reference to give and the deadline. */
export function OfflineInstructions({ order, timezone }: { order: PublicOrder; timezone: string | null }) {
  const { money, dateTime } = useFormat();
  const total = money(order.total_gross, order.currency);
  const deadline = order.reserved_until ? dateTime(order.reserved_until, timezone ?? 'UTC') : '';
  const reference = order.public_reference;
  return (
    <Alert color="orange" variant="light" title={<Trans>Payment instructions</Trans>}>
      <Stack gap="xs">
        {order.payment_method === 'BANK_TRANSFER' ? (
          <Text size="sm">
            <Trans>
              Please transfer {total} before {deadline}, giving <strong>{reference}</strong> as the transfer reference. Your tickets are
              sent once the payment has arrived.
            </Trans>
          </Text>
        ) : (
          <Text size="sm">
            <Trans>
              Please pay {total} at the door, giving the reference <strong>{reference}</strong>.
            </Trans>
          </Text>
        )}
        {order.payment_instructions && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="payment-instructions">
            {order.payment_instructions}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
