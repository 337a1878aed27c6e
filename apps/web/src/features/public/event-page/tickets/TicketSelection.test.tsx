import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicEventWithTickets } from '@stagedoor/contracts';
import { createRouter, RouterProvider } from '../../../../platform/routing';
import { renderWithProviders } from '../../../../test/render';
import { price, publicEvent, ticket } from '../../../../test/public-event';
import { PriceText } from './PriceText';
import { TicketSelection } from './TicketSelection';

const fee = { name: 'Service', type: 'FEE' as const, calculation_type: 'PERCENTAGE' as const, rate: 10 };

/** Standing: €25, at least 2 and at most 4 an order. Seated: €40 plus 10 %, three left. Five tickets an order in all. */
const concert = publicEvent({
  max_tickets_per_order: 5,
  settings: { ...publicEvent().settings, price_display_mode: 'EXCLUSIVE', continue_button_text: null },
  tickets: [
    ticket({ id: 1, title: 'Standing', min_per_order: 2, max_per_order: 4, prices: [price({ id: 10, price: 2500 })] }),
    ticket({
      id: 2,
      title: 'Seated',
      taxes_and_fees: [fee],
      prices: [price({ id: 20, price: 4000, display_taxes_and_fees: 400, quantity_available: 3 })],
    }),
  ],
});

/** The ticket selection on an event page of its own, inside the public router as in the app. */
async function showSelection(event: PublicEventWithTickets) {
  history.replaceState(null, '', `/event/${event.id}`);
  const router = createRouter(
    [{ path: 'event/:eventId', Component: () => <TicketSelection event={event} promo={null} onPromoCodeChange={() => undefined} /> }],
    {
      owns: () => true,
    },
  );
  await router.initialize();
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const quantity = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${name}` });
const more = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name: `One more ${name}` });
const fewer = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name: `One fewer ${name}` });
/** The running total beside the continue button (a live region). */
const total = () => screen.getByText('Total').closest('[aria-live]') as HTMLElement;

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('TicketSelection', () => {
  it("steps each ticket within its limits and the order's, with the running total and its fees", async () => {
    const user = await showSelection(concert);
    expect(quantity('Standing').value).toBe('0');
    expect(fewer('Standing').disabled).toBe(true);

    // From none straight to the ticket's minimum.
    await user.click(more('Standing'));
    expect(quantity('Standing').value).toBe('2');
    expect(within(total()).getByText('€50.00')).toBeTruthy();

    await user.click(more('Seated'));
    await user.click(more('Seated'));
    await user.click(more('Seated'));
    expect(quantity('Seated').value).toBe('3');
    // 50 + 3 × 40, and 10 % of the seats' 120.
    expect(within(total()).getByText('€182.00')).toBeTruthy();
    expect(within(total()).getByText('incl. €12.00 taxes & fees')).toBeTruthy();
    // Three seats were all that was left, and five tickets fill the order: no more of either.
    expect(more('Seated').disabled).toBe(true);
    expect(more('Standing').disabled).toBe(true);

    // One below the minimum is none.
    await user.click(fewer('Standing'));
    expect(quantity('Standing').value).toBe('0');
    expect(within(total()).getByText('€132.00')).toBeTruthy();
    expect(more('Standing').disabled).toBe(false);
  });

  it('asks for a ticket before continuing, and for the minimum of a ticket typed below it', async () => {
    const user = await showSelection(concert);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('Please select at least one ticket.');

    await user.clear(quantity('Standing'));
    await user.type(quantity('Standing'), '1');
    expect(quantity('Standing').value).toBe('1');
    // Choosing a ticket answers the request: the message goes.
    expect(screen.queryByText('Please select at least one ticket.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const standing = screen.getByRole('article', { name: 'Standing' });
    expect(within(standing).getByText('Choose at least 2 of this ticket.')).toBeTruthy();
  });

  it('says when nothing is on sale, and offers no quantity for a sold-out ticket', async () => {
    await showSelection(
      publicEvent({ tickets: [ticket({ id: 3, title: 'Balcony', status: 'SOLD_OUT', prices: [price({ id: 30, status: 'SOLD_OUT' })] })] }),
    );
    expect(screen.getByText('No tickets are available for this event right now.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Quantity of Balcony' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('PriceText', () => {
  const paid = ticket({ id: 1 });
  const show = (props: Partial<Parameters<typeof PriceText>[0]>) => {
    renderWithProviders(
      <div data-testid="price">
        <PriceText ticket={paid} price={paid.prices[0]!} currency="EUR" mode="EXCLUSIVE" {...props} />
      </div>,
    );
    const text = screen.getByTestId('price').textContent;
    cleanup();
    return text;
  };

  it('shows the price with its taxes and fees as the event displays them', () => {
    const withFees = price({ id: 1, price: 2500, display_price: 2500, display_taxes_and_fees: 275 });
    expect(show({ price: withFees })).toBe('€25.00 + €2.75 taxes & fees');
    expect(show({ price: { ...withFees, display_price: 2775 }, mode: 'INCLUSIVE' })).toBe('€27.75 incl. taxes & fees');
    expect(show({ price: price({ id: 1, price: 2500 }) })).toBe('€25.00');
  });

  it('marks a promo price, says "From" for a donation and "Free" for what costs nothing', () => {
    expect(show({ price: price({ id: 1, price: 2500, discounted_price: 2000, display_price: 2000 }) })).toBe('€20.00 (promo price)');
    expect(show({ ticket: ticket({ id: 2, type: 'DONATION' }), price: price({ id: 1, price: 500 }) })).toBe('From €5.00');
    expect(show({ ticket: ticket({ id: 3, type: 'FREE' }), price: price({ id: 1, price: 0 }) })).toBe('Free');
    expect(show({ price: price({ id: 1, price: 0 }) })).toBe('Free');
  });
});
