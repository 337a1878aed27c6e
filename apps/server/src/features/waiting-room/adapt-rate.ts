import type { Load } from './load.js';

/** Bounds and steps of the automatic admission rate (docs/waiting-room.md, "Automatic rate"). */
export const AUTO_RATE = {
  initial: 120,
  min: 30,
  max: 6000,
  /** Order answers slower than this at the 95th percentile, or busy refusals above busyShare, slow admissions down. */
  slowMs: 800,
  busyShare: 0.02,
  /** Answers faster than this (at the 95th percentile) let admissions speed up. */
  fastMs: 300,
  /** How often the rate may change, across all processes. */
  everyMs: 10_000,
  /** Fewer answers than this in the window: no signal. */
  minAnswers: 5,
};

/** The 95th percentile is above a bound when more than 5 % of the answers are. */
const P95_SHARE = 0.05;

/** The database refuses or slows down: busy refusals above busyShare, or the 95th percentile above slowMs. */
export function overloaded(load: Load): boolean {
  return load.answers >= AUTO_RATE.minAnswers && (load.busyShare > AUTO_RATE.busyShare || load.overSlowShare > P95_SHARE);
}

/**
 * Additive increase, multiplicative decrease, as TCP finds a link's capacity: a database that answers orders
 * quickly gets 20 % more buyers (plus ten) every ten seconds; one that slows down or refuses gets 30 % fewer at once.
 * Without orders to measure, the rate stays.
 */
export function adaptRate(rate: number, load: Load): number {
  if (load.answers < AUTO_RATE.minAnswers) return rate;
  if (overloaded(load)) return Math.max(AUTO_RATE.min, Math.round(rate * 0.7));
  if (load.overFastShare <= P95_SHARE) return Math.min(AUTO_RATE.max, Math.round(rate * 1.2 + 10));
  return rate;
}
