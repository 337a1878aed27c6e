import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttendeeSeat, PublicAttendeeTicket } from '@stagedoor/contracts';
import { publicEvent } from '../../../test/public-event';
import { renderWithProviders } from '../../../test/render';
import { TicketView } from './TicketView';

/** A ticket page's data as the server sends it, for the seat given. */
function ticket(seat: AttendeeSeat | null): PublicAttendeeTicket {
  return {
    attendee: {
      short_id: 'a_1',
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      ticket_id: 1,
      ticket_price_id: 10,
      ticket_title: 'Premium',
      price_label: null,
      status: 'ACTIVE',
      event_date_id: null,
      event_date: null,
      seat,
      checked_in_at: null,
    },
    order: { public_reference: 'HL-1234', status: 'COMPLETED', is_test: false },
    event: publicEvent(),
    qr_code: 'SD2.k1.1.1.a_1.sig',
    ticket_page_message: null,
  };
}

describe('TicketView', () => {
  it('shows the seat under the ticket, as every page names it', () => {
    renderWithProviders(<TicketView ticket={ticket({ id: 's-c-12', section: 'Stalls', row: 'C', label: '12', category: 'premium' })} />);
    const article = screen.getByRole('article', { name: 'Ticket of Ana Lima' });
    expect(within(article).getByText('Seat')).toBeTruthy();
    expect(within(article).getByText('Section Stalls · Row C · Seat 12')).toBeTruthy();
  });

  it('names a standing place by its area, and shows no seat on a general-admission ticket', () => {
    const { unmount } = renderWithProviders(
      <TicketView ticket={ticket({ id: 'floor#3', section: 'Floor', row: '', label: '', category: 'standing' })} />,
    );
    expect(screen.getByText('Standing area Floor')).toBeTruthy();
    unmount();
    renderWithProviders(<TicketView ticket={ticket(null)} />);
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.queryByText('Seat')).toBeNull();
  });
});
