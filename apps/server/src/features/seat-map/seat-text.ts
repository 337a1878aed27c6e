import type { AttendeeSeat, Locale } from '@stagedoor/contracts';
import { t } from '../../platform/i18n/index.js';

/** What a seat is named by: a standing area's place has only its area (`section`), no row and no seat label. */
export type SeatPlace = Pick<AttendeeSeat, 'section' | 'row' | 'label'>;

/** A place in a standing area rather than a seat. */
export const isStandingPlace = (seat: SeatPlace) => seat.label === '' && seat.row === '';

/**
 * A seat as mails, exports and printouts name it, in the reader's language: "Section Stalls · Row C · Seat 12",
 * "Standing area Floor" for a standing place; the parts a plan leaves empty (a section or row without a label) are
 * left out. The web app's `seatText` (apps/web/src/features/public/shared/seat.ts) writes the same.
 */
export function seatText(locale: Locale, seat: SeatPlace): string {
  if (isStandingPlace(seat)) return t(locale, 'seat.standing', { area: seat.section });
  const parts: string[] = [];
  if (seat.section) parts.push(t(locale, 'seat.section', { section: seat.section }));
  if (seat.row) parts.push(t(locale, 'seat.row', { row: seat.row }));
  parts.push(t(locale, 'seat.seat', { seat: seat.label }));
  return parts.join(' · ');
}

/** An export's cells of a seat: section (a standing place's area), row and seat label; empty without a seat. */
export function seatCells(seat: SeatPlace | null | undefined): { section: string | null; row: string | null; seat: string | null } {
  if (!seat) return { section: null, row: null, seat: null };
  return { section: seat.section || null, row: seat.row || null, seat: seat.label || null };
}

/** A seat (or a list of seats) read by raw SQL: drivers hand json over parsed, or as its text. */
export function seatJsonFromDriver<T extends SeatPlace | SeatPlace[]>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
