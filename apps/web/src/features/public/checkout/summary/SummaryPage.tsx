import { useEffect } from 'react';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCalendar, IconPrinter } from '../../../../platform/ui/icons';
import { calendarUrl } from '../../shared/calendar';
import { dateIdOf } from '../../shared/order-date';
import { hasSeveralDates } from '../../event-page/dates/dates-page';
import { rememberOrder } from '../../shared/remembered-orders';
import { PageTitle } from '../../../../platform/ui/PageTitle';
import { useFormat } from '../../shared/format';
import { isExpired, isHolding, orderStatusColor, orderStatusLabel } from '../../shared/statuses';
import { RichText } from '../../shared/RichText';
import { ThemedButton } from '../../shared/ThemedButton';
import { isFramed } from '../../../widget/use-report-height';
import { backToEventPath } from '../back-to-event';
import { checkoutPath, useCheckout } from '../checkout-context';
import { OrderProblem } from '../OrderProblem';
import { OrderSummary } from '../OrderSummary';
import { OrderTickets } from './OrderTickets';
import { isAwaitingOffline } from '../offline/offline-order';
import { OfflineInstructions } from '../offline/OfflineInstructions';
import { OrderInvoiceLinks } from './OrderInvoiceLinks';

/** /checkout/:eventId/:orderShortId/summary: thank-you, reference, items, totals and the tickets. */
export function SummaryPage() {
  const { t } = useLingui();
  const { eventId, order, event } = useCheckout();
  const { dateTime } = useFormat();
  const eventPath = backToEventPath({ eventId, event, framed: isFramed(), order });
  // The buyer holds this order's link: its tickets' pages may lead back here.
  useEffect(() => rememberOrder(eventId, order), [eventId, order]);

  if (isExpired(order)) return <OrderProblem title={t`Sorry, your order has expired. Please start a new order.`} eventPath={eventPath} />;
  if (isHolding(order) && !isAwaitingOffline(order)) {
    const next = order.email ? 'payment' : 'details';
    return (
      <Stack align="center" ta="center" gap="md" py="xl">
        <PageTitle title={t`Your order is not complete yet`} />
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          <Trans>Your order is not complete yet</Trans>
        </Title>
        <ThemedButton component={Link} to={checkoutPath(eventId, order.short_id, next)}>
          <Trans>Continue your order</Trans>
        </ThemedButton>
      </Stack>
    );
  }

  const completed = order.status === 'COMPLETED';
  const reference = order.public_reference;
  const email = order.email ?? '';
  const placed = event ? dateTime(order.completed_at ?? order.created_at, event.timezone) : null;
  const title = completed ? t`Thank you for your order!` : t`Order ${reference}`;

  return (
    <Stack gap="xl">
      <PageTitle title={title} />
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {completed && email && (
          <Text>
            <Trans>
              We have sent the confirmation and the tickets to <strong>{email}</strong>.
            </Trans>
          </Text>
        )}
      </Stack>
      <Group gap="xl" align="flex-start">
        <div>
          <Text size="sm">
            <Trans>Order reference</Trans>
          </Text>
          <Text fw={700} ff="monospace" fz="lg">
            {reference}
          </Text>
        </div>
        <div>
          <Text size="sm">
            <Trans>Status</Trans>
          </Text>
          <Badge color={orderStatusColor(order.status)} variant="light" size="lg" mt={4}>
            {orderStatusLabel(order.status)}
          </Badge>
        </div>
        {placed && (
          <div>
            <Text size="sm">
              <Trans>Order date</Trans>
            </Text>
            <Text fw={600}>{placed}</Text>
          </div>
        )}
      </Group>
      {isAwaitingOffline(order) && <OfflineInstructions order={order} timezone={event?.timezone ?? null} />}
      {completed && event && <RichText html={event.settings.post_checkout_message} />}
      <OrderTickets eventId={eventId} order={order} />
      <Divider />
      <OrderSummary order={order} timezone={event && hasSeveralDates(event) ? event.timezone : null} />
      <OrderInvoiceLinks eventId={eventId} order={order} event={event} />
      <Group gap="sm">
        <Button component={Link} to={`/order/${eventId}/${order.short_id}/print`} variant="default" leftSection={<IconPrinter />}>
          <Trans>Print order</Trans>
        </Button>
        {completed && (
          <Button component="a" href={calendarUrl(eventId, dateIdOf(order))} variant="default" leftSection={<IconCalendar />}>
            <Trans>Add to calendar</Trans>
          </Button>
        )}
        <Button component={Link} to={eventPath} variant="subtle">
          <Trans>Back to the event</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
