import { useState } from 'react';
import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLoaderData, useNavigate, useSearchParams } from '../../platform/routing';
import { useLingui } from '@lingui/react/macro';
import { currentLocale } from '../../platform/i18n/i18n';
import { PageTitle } from '../../platform/ui/PageTitle';
import { DatePicker } from '../public/event-page/dates/DatePicker';
import type { PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import { TicketSelection } from '../public/event-page/tickets/TicketSelection';
import type { OnReserved } from '../public/event-page/tickets/use-reserve';
import { usePromoCodeParam } from '../public/event-page/use-promo-code-param';
import { useFormat } from '../public/shared/format';
import { WIDGET_HEADING_ID, WidgetFrame } from './WidgetFrame';
import type { widgetLoader } from './widget-loader';
import { WidgetReserved } from './WidgetReserved';

function WidgetNotFound() {
  const { t } = useLingui();
  const title = t`Event not available`;
  return (
    <Stack gap="xs">
      <PageTitle title={title} />
      <Title order={1} fz="xl" id={WIDGET_HEADING_ID}>
        {title}
      </Title>
      <Text>{t`This event does not exist or is not on sale. Please check the link you followed.`}</Text>
    </Stack>
  );
}

function WidgetHeading({ event, date, visible }: { event: PublicEventWithTickets; date: PublicEventDate | null; visible: boolean }) {
  const { dateRange } = useFormat();
  const heading = (
    <Title order={1} fz="xl" lh={1.25} id={WIDGET_HEADING_ID}>
      {event.title}
    </Title>
  );
  if (!visible) return <VisuallyHidden>{heading}</VisuallyHidden>;
  return (
    <Stack gap={2}>
      {heading}
      <Text size="sm" fw={600}>
        {date ? dateRange(date.start_date, date.end_date, event.timezone) : dateRange(event.start_date, event.end_date, event.timezone)}
        {date?.label ? ` · ${date.label}` : ''}
      </Text>
    </Stack>
  );
}

/** /widget/:eventId: the ticket selection of the event page, for other sites to show in a frame. */
export function WidgetPage() {
  const data = useLoaderData<typeof widgetLoader>();
  const [searchParams] = useSearchParams();
  const changePromoCode = usePromoCodeParam();
  const navigate = useNavigate();
  const [reserved, setReserved] = useState<{ shortId: string; path: string } | null>(null);
  const settings = data.settings;

  if (!data.found) {
    return (
      <WidgetFrame settings={settings}>
        <WidgetNotFound />
      </WidgetFrame>
    );
  }
  const { event, promoCode, promoCodeValid, dates } = data;

  const continueToCheckout: OnReserved = async (order, checkoutPath) => {
    if (settings.widget_checkout_target === 'SAME_FRAME') return navigate(checkoutPath);
    // A new tab starts a new visit: the language the host page chose goes with it.
    const path = searchParams.has('locale') ? `${checkoutPath}?locale=${currentLocale()}` : checkoutPath;
    window.open(path, '_blank', 'noopener');
    setReserved({ shortId: order.short_id, path });
  };

  return (
    <WidgetFrame settings={settings} testMode={event.test_mode} poweredBy={event.settings.show_powered_by_footer}>
      <PageTitle title={event.title} />
      <Stack gap="lg">
        <WidgetHeading event={event} date={dates?.chosen ?? null} visible={settings.widget_show_event_title} />
        {reserved ? (
          <WidgetReserved
            eventId={String(event.id)}
            orderShortId={reserved.shortId}
            checkoutPath={reserved.path}
            onBack={() => setReserved(null)}
          />
        ) : (
          <>
            {dates && <DatePicker event={event} dates={dates} compact />}
            <TicketSelection
              key={`${event.id}:${event.event_date_id ?? ''}`}
              event={event}
              date={dates?.chosen ?? null}
              promo={promoCode ? { code: promoCode, valid: promoCodeValid } : null}
              onPromoCodeChange={changePromoCode}
              continueText={settings.widget_continue_button_text}
              onReserved={continueToCheckout}
              landmark={false}
            />
          </>
        )}
      </Stack>
    </WidgetFrame>
  );
}
