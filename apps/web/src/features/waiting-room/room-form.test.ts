import { describe, expect, it } from 'vitest';
import type { WaitingRoom } from '@stagedoor/contracts';
import { initialRoomValues, pauseBody, roomBody, validateRoom } from './room-form';

const room: WaitingRoom = {
  event_id: 7,
  enabled: true,
  opens_at: '2026-12-01T09:00:00Z',
  on_sale_at: '2026-12-01T10:00:00Z',
  admission_rate_per_minute: null,
  shopping_minutes: 15,
  paused: false,
  opening: 'AUTOMATIC',
  open: false,
  auto_opened_at: null,
  arrivals_per_minute: 0,
  effective_rate_per_minute: 180,
  queued: 0,
  admitted: 0,
  admitted_per_minute: 0,
  p95_wait_seconds: null,
};

describe('waiting room form', () => {
  it("shows the times on the event's clock and starts a set rate from the running one", () => {
    expect(initialRoomValues(room, 'Europe/Berlin')).toEqual({
      enabled: true,
      opening: 'AUTOMATIC',
      opens_at: '2026-12-01T10:00',
      on_sale_at: '2026-12-01T11:00',
      rate_mode: 'auto',
      rate: 180,
      shopping_minutes: 15,
    });
  });

  it('sends null for the automatic rate and the number for a set one, with the times as instants', () => {
    const values = initialRoomValues(room, 'Europe/Berlin');
    expect(roomBody(values, 'Europe/Berlin', false)).toEqual({
      enabled: true,
      opening: 'AUTOMATIC',
      opens_at: '2026-12-01T10:00:00+01:00',
      on_sale_at: '2026-12-01T11:00:00+01:00',
      admission_rate_per_minute: null,
      shopping_minutes: 15,
      paused: false,
    });
    expect(roomBody({ ...values, rate_mode: 'fixed', rate: 600 }, 'Europe/Berlin', true)).toMatchObject({
      admission_rate_per_minute: 600,
      paused: true,
    });
  });

  it('refuses an opening after the on-sale, missing times, and rates or minutes out of range', () => {
    const values = initialRoomValues(room, 'UTC');
    expect(validateRoom(values)).toEqual({});
    expect(validateRoom({ ...values, opens_at: '2026-12-01T11:00' })).toEqual({ opens_at: 'opens_after_on_sale' });
    expect(validateRoom({ ...values, opens_at: '', on_sale_at: '' })).toEqual({
      opens_at: 'opens_required',
      on_sale_at: 'on_sale_required',
    });
    expect(validateRoom({ ...values, rate_mode: 'fixed', rate: 0 })).toEqual({ rate: 'rate_range' });
    expect(validateRoom({ ...values, rate_mode: 'fixed', rate: '' })).toEqual({ rate: 'rate_range' });
    // The automatic rate ignores whatever the number field holds.
    expect(validateRoom({ ...values, rate_mode: 'auto', rate: '' })).toEqual({});
    expect(validateRoom({ ...values, shopping_minutes: 121 })).toEqual({ shopping_minutes: 'shopping_range' });
  });

  it('pauses and resumes without touching the other settings', () => {
    expect(pauseBody(room, true)).toEqual({
      enabled: true,
      opening: 'AUTOMATIC',
      opens_at: room.opens_at,
      on_sale_at: room.on_sale_at,
      admission_rate_per_minute: null,
      shopping_minutes: 15,
      paused: true,
    });
  });
});
