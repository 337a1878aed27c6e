import { Container, Stack } from '@mantine/core';
import { useLoaderData } from '../../../platform/routing';
import { PageTitle } from '../../../platform/ui/PageTitle';
import { contentClass, EventBackground, eventThemeStyle } from '../shared/event-theme';
import { PublicLayout } from '../shared/PublicLayout';
import { DatePicker } from './dates/DatePicker';
import { EventAbout } from './EventAbout';
import { EventHero } from './EventHero';
import { EventNotFound } from './EventNotFound';
import type { eventPageLoader } from './event-page-loader';
import { TicketSelection } from './tickets/TicketSelection';
import { usePromoCodeParam } from './use-promo-code-param';

/** /event/:eventId/:eventSlug and /e/:eventId/:eventSlug: the organizer's page for one event. */
export function EventPage() {
  const data = useLoaderData<typeof eventPageLoader>();
  const changePromoCode = usePromoCodeParam();
  if (!data.found) return <EventNotFound />;
  const { event, promoCode, promoCodeValid, dates } = data;

  return (
    <PublicLayout
      testMode={event.test_mode}
      poweredBy={event.settings.show_powered_by_footer}
      style={eventThemeStyle(event.settings)}
      background={<EventBackground event={event} />}
    >
      <PageTitle title={event.title} />
      <Container size={860} px={0} className={contentClass}>
        <EventHero event={event} date={dates?.chosen ?? null} />
        <Stack gap={40} p={{ base: 'md', sm: 'xl' }}>
          {dates && <DatePicker event={event} dates={dates} />}
          <TicketSelection
            key={`${event.id}:${event.event_date_id ?? ''}`}
            event={event}
            date={dates?.chosen ?? null}
            promo={promoCode ? { code: promoCode, valid: promoCodeValid } : null}
            onPromoCodeChange={changePromoCode}
          />
          <EventAbout event={event} />
        </Stack>
      </Container>
    </PublicLayout>
  );
}
