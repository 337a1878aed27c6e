import { MAX_ADMISSION_RATE_PER_MINUTE, type WaitingRoom, type WaitingRoomBody, type WaitingRoomOpening } from '@stagedoor/contracts';
import { isoToZonedInput, zonedInputToIso } from '../../platform/dates';

/** The settings form's values: times on the event's clock, the rate as a mode and a number. */
export interface RoomValues {
  enabled: boolean;
  /** SCHEDULED: admissions needed from the opening; AUTOMATIC: only while the room switched itself on. */
  opening: WaitingRoomOpening;
  opens_at: string;
  on_sale_at: string;
  rate_mode: 'auto' | 'fixed';
  rate: number | string;
  shopping_minutes: number | string;
}

export type RoomFormError = 'opens_required' | 'on_sale_required' | 'opens_after_on_sale' | 'rate_range' | 'shopping_range';

export function initialRoomValues(room: WaitingRoom, zone: string): RoomValues {
  return {
    enabled: room.enabled,
    opening: room.opening,
    opens_at: isoToZonedInput(room.opens_at, zone),
    on_sale_at: isoToZonedInput(room.on_sale_at, zone),
    rate_mode: room.admission_rate_per_minute === null ? 'auto' : 'fixed',
    // A switch to a set rate starts from the rate the room runs at now.
    rate: room.admission_rate_per_minute ?? room.effective_rate_per_minute,
    shopping_minutes: room.shopping_minutes,
  };
}

function isIntIn(value: number | string, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The same rules as the server's body schema, so most mistakes show before a save. */
export function validateRoom(values: RoomValues): Partial<Record<keyof RoomValues, RoomFormError>> {
  const errors: Partial<Record<keyof RoomValues, RoomFormError>> = {};
  if (!values.opens_at) errors.opens_at = 'opens_required';
  if (!values.on_sale_at) errors.on_sale_at = 'on_sale_required';
  // Both are wall-clock values of one zone in one format, so they compare as strings.
  if (values.opens_at && values.on_sale_at && values.opens_at > values.on_sale_at) errors.opens_at = 'opens_after_on_sale';
  if (values.rate_mode === 'fixed' && !isIntIn(values.rate, 1, MAX_ADMISSION_RATE_PER_MINUTE)) errors.rate = 'rate_range';
  if (!isIntIn(values.shopping_minutes, 1, 120)) errors.shopping_minutes = 'shopping_range';
  return errors;
}

/** The PUT body; `paused` is the room's current state, which only the pause button changes. */
export function roomBody(values: RoomValues, zone: string, paused: boolean): WaitingRoomBody {
  return {
    enabled: values.enabled,
    opening: values.opening,
    opens_at: zonedInputToIso(values.opens_at, zone) ?? '',
    on_sale_at: zonedInputToIso(values.on_sale_at, zone) ?? '',
    admission_rate_per_minute: values.rate_mode === 'auto' ? null : Number(values.rate),
    shopping_minutes: Number(values.shopping_minutes),
    paused,
  };
}

/** The room's saved settings as a body, with `paused` turned: pause and resume change nothing else. */
export function pauseBody(room: WaitingRoom, paused: boolean): WaitingRoomBody {
  return {
    enabled: room.enabled,
    opening: room.opening,
    opens_at: room.opens_at,
    on_sale_at: room.on_sale_at,
    admission_rate_per_minute: room.admission_rate_per_minute,
    shopping_minutes: room.shopping_minutes,
    paused,
  };
}
