import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Anchor, Container, Grid, Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useParams } from '../../../platform/routing';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../platform/api/api-error';
import { errorMessage } from '../../../platform/api/error-message';
import { PageLoader } from '../../../platform/ui/PageLoader';
import { contentClass, EventBackground, eventThemeStyle } from '../shared/event-theme';
import { isExpired, isHolding } from '../shared/statuses';
import { PublicLayout } from '../shared/PublicLayout';
import { publicEventQuery, publicOrderQuery } from '../api';
import { isFramed, useReportHeight } from '../../widget/use-report-height';
import { widgetThemeStyle } from '../../widget/widget-settings';
import { backToEventPath } from './back-to-event';
import { checkoutPath, type CheckoutContext } from './checkout-context';
import { AbandonOrderButton } from './AbandonOrderButton';
import { Countdown } from './Countdown';
import { OrderProblem } from './OrderProblem';
import { hasSeveralDates } from '../event-page/dates/dates-page';
import { OrderSummary } from './OrderSummary';

/** The steps that work on a held order; the others show an order's outcome. */
const HOLD_STEPS = ['details', 'payment'];

/** /checkout/:eventId/:orderShortId/*: loads the order and event, keeps the hold's clock and the order summary. */
export function CheckoutLayout() {
  const { t } = useLingui();
  const { eventId = '', orderShortId = '' } = useParams();
  const step = useLocation().pathname.split('/').pop() ?? '';
  const order = useQuery(publicOrderQuery(eventId, orderShortId));
  const event = useQuery({ ...publicEventQuery(eventId), retry: false });
  const [ranOut, setRanOut] = useState(false);
  const markExpired = useCallback(() => setRanOut(true), []);
  const eventData = event.data ?? null;
  const refetchOrder = order.refetch;
  const context = useMemo<CheckoutContext | null>(
    () => (order.data ? { eventId, order: order.data, event: eventData, markExpired, refetchOrder } : null),
    [eventId, order.data, eventData, markExpired, refetchOrder],
  );
  const framed = isFramed();
  useReportHeight(framed && (eventData?.settings.widget_auto_resize ?? true));
  const eventPath = backToEventPath({ eventId, event: eventData, framed, order: order.data });

  const frame = (content: ReactNode, sidebar: ReactNode = null) => (
    <PublicLayout
      testMode={!!eventData?.test_mode || !!order.data?.is_test}
      poweredBy={eventData?.settings.show_powered_by_footer ?? true}
      // In the widget's frame the checkout wears the widget's colours, as the ticket choice before it did.
      style={eventData ? (framed ? widgetThemeStyle(eventData.settings) : eventThemeStyle(eventData.settings)) : undefined}
      background={eventData && !framed && <EventBackground event={eventData} />}
    >
      <Container size={sidebar ? 1040 : 760} px={0}>
        <Group justify="space-between" mb="md" gap="sm">
          {eventData && (
            <Anchor component={Link} to={eventPath} fw={600} c="var(--sd-text)">
              {eventData.title}
            </Anchor>
          )}
          {order.data && isHolding(order.data) && !ranOut && HOLD_STEPS.includes(step) && order.data.reserved_until && (
            <Group gap="md">
              <Countdown until={order.data.reserved_until} onExpire={markExpired} />
              <AbandonOrderButton eventId={eventId} shortId={order.data.short_id} eventPath={eventPath} />
            </Group>
          )}
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: sidebar ? 7 : 12 }}>
            <Paper p={{ base: 'md', sm: 'xl' }} className={contentClass}>
              {content}
            </Paper>
          </Grid.Col>
          {sidebar && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper
                p={{ base: 'md', sm: 'lg' }}
                className={contentClass}
                component="aside"
                aria-label={t`Order summary`}
                pos="sticky"
                top={16}
              >
                {sidebar}
              </Paper>
            </Grid.Col>
          )}
        </Grid>
      </Container>
    </PublicLayout>
  );

  if (order.isPending || event.isPending) return frame(<PageLoader minHeight={240} />);
  if (order.isError) {
    const gone = isApiError(order.error) && order.error.status === 404;
    return frame(<OrderProblem title={gone ? t`Sorry, this order no longer exists.` : errorMessage(order.error)} eventPath={eventPath} />);
  }

  const current = order.data;
  if (HOLD_STEPS.includes(step)) {
    if (current.status === 'COMPLETED' || current.status === 'PROCESSING') {
      return <Navigate to={checkoutPath(eventId, current.short_id, 'summary')} replace />;
    }
    if (ranOut || isExpired(current)) {
      return frame(<OrderProblem title={t`Sorry, your order has expired. Please start a new order.`} eventPath={eventPath} />);
    }
    if (!isHolding(current)) {
      return frame(<OrderProblem title={t`This order has already been processed, cancelled or expired.`} eventPath={eventPath} />);
    }
  }

  const sidebar = HOLD_STEPS.includes(step) ? (
    <OrderSummary order={current} timezone={eventData && hasSeveralDates(eventData) ? eventData.timezone : null} />
  ) : null;
  return frame(<Outlet context={context} />, sidebar);
}
