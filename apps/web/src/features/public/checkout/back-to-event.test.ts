import { describe, expect, it } from 'vitest';
import { backToEventPath } from './back-to-event';

const event = { id: 7, slug: 'summer-sessions' };

describe('backToEventPath', () => {
  it("keeps the order's promo code on the way back to the event page and to the widget", () => {
    expect(backToEventPath({ eventId: '7', event, framed: false, order: { promo_code: 'RIVER10' } })).toBe(
      '/event/7/summer-sessions?promo_code=RIVER10',
    );
    expect(backToEventPath({ eventId: '7', event, framed: true, order: { promo_code: 'RIVER10' } })).toBe('/widget/7?promo_code=RIVER10');
    expect(backToEventPath({ eventId: '7', event: null, framed: false, order: { promo_code: 'A&B=C' } })).toBe(
      '/event/7?promo_code=A%26B%3DC',
    );
  });

  it('leads to the plain page when the order has no code or could not be read', () => {
    expect(backToEventPath({ eventId: '7', event, framed: false, order: { promo_code: null } })).toBe('/event/7/summer-sessions');
    expect(backToEventPath({ eventId: '7', event: null, framed: true, order: undefined })).toBe('/widget/7');
  });
});
