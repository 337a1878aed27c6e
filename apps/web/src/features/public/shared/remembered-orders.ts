const STORAGE_KEY = 'stagedoor.orders';
/** Enough for anyone's own orders; the oldest are forgotten first. */
const MAX_ORDERS = 30;

interface RememberedOrder {
  event_id: string;
  short_id: string;
  public_reference: string;
}

function read(): RememberedOrder[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as RememberedOrder[]) : [];
  } catch {
    return [];
  }
}

/**
 * The order pages this browser has opened. An order's short id is the buyer's key to every ticket of it,
 * so a ticket page (whose link each attendee gets) never names it; it links to the order only for the
 * browser that already holds that key.
 */
export function rememberOrder(eventId: string, order: { short_id: string; public_reference: string }): void {
  const others = read().filter((entry) => entry.short_id !== order.short_id);
  const next = [...others, { event_id: eventId, short_id: order.short_id, public_reference: order.public_reference }].slice(-MAX_ORDERS);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the ticket page simply does not link to the order.
  }
}

/** The short id of the remembered order with this reference, if this browser opened it. */
export function rememberedOrderShortId(eventId: string, publicReference: string): string | null {
  return read().find((entry) => entry.event_id === eventId && entry.public_reference === publicReference)?.short_id ?? null;
}
