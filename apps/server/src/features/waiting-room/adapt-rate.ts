import type { Pressure } from './pressure.js';

/** Bounds and steps of the automatic admission rate (docs/waiting-room.md, "Automatic rate"). */
export const AUTO_RATE = {
  initial: 120,
  min: 30,
  max: 6000,
  /** Order answers slower than this at the 95th percentile, or busy refusals above busyShare, slow admissions down. */
  slowMs: 800,
  busyShare: 0.02,
  /** Answers faster than this let admissions speed up. */
  fastMs: 300,
  /** How often the rate may change, across all processes. */
  everyMs: 10_000,
};

/**
 * Additive increase, multiplicative decrease, as TCP finds a link's capacity: a database that answers orders
 * quickly gets 20 % more buyers (plus ten) every ten seconds; one that slows down or refuses gets 30 % fewer at once.
 * Without orders to measure, the rate stays.
 */
export function adaptRate(rate: number, pressure: Pressure): number {
  if (pressure.count < 5) return rate;
  if (pressure.busyShare > AUTO_RATE.busyShare || pressure.p95Ms > AUTO_RATE.slowMs) {
    return Math.max(AUTO_RATE.min, Math.round(rate * 0.7));
  }
  if (pressure.p95Ms < AUTO_RATE.fastMs) return Math.min(AUTO_RATE.max, Math.round(rate * 1.2 + 10));
  return rate;
}
