import { DEFAULT_EVENT_SETTINGS, type Event, type EventSettings } from '@stagedoor/contracts';
import { htmlHasText } from '../../events/rich-text';

export type ChecklistItemKey = 'setup' | 'tickets' | 'design' | 'payments' | 'email' | 'live';

const COLOR_SETTINGS = [
  'homepage_background_color',
  'homepage_content_background_color',
  'homepage_primary_color',
  'homepage_secondary_color',
  'homepage_text_color',
  'homepage_button_color',
  'homepage_button_text_color',
  'homepage_link_color',
] as const satisfies readonly (keyof EventSettings)[];

function hasLocation(event: Event): boolean {
  if (event.is_online_event) return true;
  return Object.values(event.location_details ?? {}).some((value) => typeof value === 'string' && value.trim() !== '');
}

export function isDesignCustomized(event: Event): boolean {
  const hasCover = event.images.some((image) => image.type === 'EVENT_COVER');
  const changedColor = COLOR_SETTINGS.some((key) => event.settings[key].toLowerCase() !== DEFAULT_EVENT_SETTINGS[key].toLowerCase());
  return hasCover || changedColor;
}

interface ChecklistState {
  event: Event;
  ticketCount: number;
  /** Real card payments can be taken: Stripe is ready and the test provider is off. */
  cardPaymentsLive: boolean;
  emailVerified: boolean;
}

/** Which steps are done, each read from the real state of the event, the account and the user. */
export function checklistDone({ event, ticketCount, cardPaymentsLive, emailVerified }: ChecklistState): Record<ChecklistItemKey, boolean> {
  return {
    setup: htmlHasText(event.description) && hasLocation(event),
    tickets: ticketCount > 0,
    design: isDesignCustomized(event),
    payments: cardPaymentsLive,
    email: emailVerified,
    live: event.status === 'LIVE',
  };
}
