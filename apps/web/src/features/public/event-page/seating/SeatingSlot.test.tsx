import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createRouter, RouterProvider, useRouteError } from '../../../../platform/routing';
import { renderWithProviders } from '../../../../test/render';
import { seatedEvent } from '../../../../test/seating';
import { SeatingSlot } from './SeatingSlot';

// The picker's chunk, as the network delivers it: the first request for it fails, the next one arrives.
const chunk = vi.hoisted(() => ({ requests: 0 }));
vi.mock('./SeatPicker', () => {
  chunk.requests += 1;
  if (chunk.requests === 1) throw new Error('The seat picker could not be loaded');
  return { default: () => <p>The seat picker</p> };
});

function PageError() {
  return <div role="alert">{useRouteError() instanceof Error ? 'The page failed' : 'Something else'}</div>;
}

describe('SeatingSlot', () => {
  it("shows a picker's chunk that failed as the page's error, and loads it again on the next visit", async () => {
    history.replaceState(null, '', '/event/1');
    const event = seatedEvent();
    const router = createRouter(
      [
        {
          path: 'event/:eventId',
          Component: () => <SeatingSlot event={event} others={{}} failure={null} onChange={() => undefined} onReady={() => undefined} />,
          ErrorBoundary: PageError,
        },
      ],
      { owns: () => true },
    );
    // React reports the caught error on the console.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await router.initialize();
      renderWithProviders(<RouterProvider router={router} />);
      expect(screen.getByLabelText('Loading the seating plan')).toBeTruthy();
      expect((await screen.findByRole('alert')).textContent).toBe('The page failed');
      expect(screen.queryByLabelText('Loading the seating plan')).toBeNull();

      await act(() => router.navigate('/event/1'));
      expect(await screen.findByText('The seat picker')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });
});
