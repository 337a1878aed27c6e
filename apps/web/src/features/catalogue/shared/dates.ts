import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * Sale dates are entered in the event's time zone, whatever the organizer's
 * computer says: "doors at 19:00" means 19:00 where the event happens.
 * A `datetime-local` value ("2025-07-01T19:00") is read in that zone.
 */
export function isoToZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const moment = dayjs(iso);
  return moment.isValid() ? moment.tz(zone).format(INPUT_FORMAT) : '';
}

export function zonedInputToIso(value: string, zone: string): string | null {
  if (!value) return null;
  const moment = dayjs.tz(value, zone);
  return moment.isValid() ? moment.toISOString() : null;
}

export function isPast(iso: string | null | undefined): boolean {
  return Boolean(iso) && dayjs(iso).isBefore(dayjs());
}
