import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeSeatModal } from './ChangeSeatModal';
import { handle, renderRoute, resetServer, server } from './test-server';

const ann = {
  id: 31,
  first_name: 'Ann',
  last_name: 'Lee',
  event_date_id: 5,
  seat: { id: 'A-2', section: 'Main', row: 'A', label: '2', category: 'stalls' },
};

/** The attendee list's use of the modal: open on an attendee, closed when done. */
function Opened() {
  const [attendee, setAttendee] = useState<typeof ann | null>(ann);
  return <ChangeSeatModal eventId={7} attendee={attendee} onClose={() => setAttendee(null)} />;
}

beforeEach(() => {
  resetServer();
  vi.spyOn(globalThis, 'fetch').mockImplementation(handle);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChangeSeatModal', { timeout: 30_000 }, () => {
  it("offers the free seats of the attendee's category on the attendee's date and moves the attendee", async () => {
    const person = userEvent.setup();
    renderRoute('/manage/event/:eventId/attendees', '/manage/event/7/attendees', <Opened />);
    const dialog = await screen.findByRole('dialog', { name: 'Change seat' });
    expect(await within(dialog).findByText('Move Ann Lee from Main, row A, seat 2 to another free seat in Stalls.')).toBeTruthy();
    await person.click(within(dialog).getByRole('combobox', { name: /New seat/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Main, row A, seat 1', 'Main, row A, seat 3', 'Main, row A, seat 4']);
    await person.click(options[2]!);
    await person.click(within(dialog).getByRole('button', { name: 'Move to this seat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change seat' })).toBeNull());
    expect(server.seats.find((claim) => claim.attendee?.attendee_id === 31)?.seat_id).toBe('A-4');
  });
});
