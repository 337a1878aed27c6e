import { t } from '@lingui/core/macro';
import type { AttendeeSeat } from '@stagedoor/contracts';

/** What a seat is named by: a standing area's place has only its area (`section`), no row and no seat label. */
export type SeatPlace = Pick<AttendeeSeat, 'section' | 'row' | 'label'>;

/**
 * A seat as every page names it, in the reader's language: "Section Stalls · Row C · Seat 12", or "Standing area
 * Floor" for a place in a standing area; the parts a plan leaves empty are left out. The server's mails and exports
 * write the same (apps/server/src/features/seat-map/seat-text.ts). Types only from the contracts: public pages stay light.
 */
export function seatText(place: SeatPlace): string {
  const { section, row } = place;
  if (row === '' && place.label === '') {
    const area = section;
    return t`Standing area ${area}`;
  }
  const seat = place.label;
  const parts: string[] = [];
  if (section) parts.push(t`Section ${section}`);
  if (row) parts.push(t`Row ${row}`);
  parts.push(t`Seat ${seat}`);
  return parts.join(' · ');
}
