const HOUR = 3_600_000;

export type SchedulePreset = 'week_before' | 'day_before' | 'hour_before' | 'day_after';

/** The moments the presets stand for; a preset whose moment has passed is offered disabled. */
export function presetMoments(event: { start_date: string; end_date: string | null }): Record<SchedulePreset, Date> {
  const start = new Date(event.start_date).getTime();
  const end = event.end_date ? new Date(event.end_date).getTime() : start;
  return {
    week_before: new Date(start - 7 * 24 * HOUR),
    day_before: new Date(start - 24 * HOUR),
    hour_before: new Date(start - HOUR),
    day_after: new Date(end + 24 * HOUR),
  };
}
