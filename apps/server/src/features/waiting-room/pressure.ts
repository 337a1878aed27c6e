/**
 * What this process measured of the orders that came through a waiting room over the last seconds: how long they
 * took and how many the database turned away as busy. The automatic admission rate follows it (adapt-rate.ts).
 * Each process sees its share of the buyers, so any one of them stands for the database's state.
 */
const WINDOW_MS = 10_000;
const MAX_SAMPLES = 5000;

interface Sample {
  at: number;
  ms: number;
  busy: boolean;
}

const samples: Sample[] = [];

export function recordOrderAnswer(ms: number, busy: boolean): void {
  samples.push({ at: Date.now(), ms, busy });
  if (samples.length > MAX_SAMPLES) samples.splice(0, samples.length - MAX_SAMPLES);
}

export interface Pressure {
  count: number;
  p95Ms: number;
  busyShare: number;
}

export function currentPressure(now = Date.now()): Pressure {
  while (samples.length > 0 && samples[0]!.at < now - WINDOW_MS) samples.shift();
  if (samples.length === 0) return { count: 0, p95Ms: 0, busyShare: 0 };
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const busy = samples.filter((sample) => sample.busy).length;
  return {
    count: samples.length,
    p95Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!,
    busyShare: busy / samples.length,
  };
}
