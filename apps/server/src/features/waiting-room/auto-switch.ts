import { overloaded } from './adapt-rate.js';
import type { Load } from './load.js';

/** The automatic switch's thresholds (docs/waiting-room.md, "Switching on by itself"). */
export const AUTO_SWITCH = {
  /** Switched off only when arrivals fell below this share of the sustainable rate... */
  offBelowShare: 0.5,
  /** ...and at least this long after switching on, so that a room does not flap on the edge. */
  minOpenMs: 60_000,
};

export interface SwitchInput {
  /** Since when the room is switched on; null while off. */
  openSince: Date | null;
  load: Load;
  /** Admissions a minute the database is known to sustain: the room's rate (the automatic one as last adapted). */
  sustainablePerMinute: number;
  /** Nobody waits: every place admitted and no entry without a place. */
  queueDrained: boolean;
  at: Date;
}

/**
 * On when order arrivals over the window exceed the sustainable rate, or the database already refuses or slows
 * down; off again only when the queue is drained, arrivals fell below half that rate, the database is not
 * overloaded, and the room has been on for a minute. Returns the new `openSince`.
 */
export function switchAutomatically(input: SwitchInput): Date | null {
  const { openSince, load, sustainablePerMinute, at } = input;
  if (!openSince) return load.arrivalsPerMinute > sustainablePerMinute || overloaded(load) ? at : null;
  const calm =
    input.queueDrained &&
    !overloaded(load) &&
    load.arrivalsPerMinute < sustainablePerMinute * AUTO_SWITCH.offBelowShare &&
    at.getTime() - openSince.getTime() >= AUTO_SWITCH.minOpenMs;
  return calm ? null : openSince;
}
