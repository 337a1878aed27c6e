import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineData } from '../../../test/check-in-list';
import { renderWithProviders } from '../../../test/render';
import { OfflineDoor } from './offline-door';
import { saveOfflineData } from './offline-store';
import { outcomeOfAnswer, type ScanOutcome } from './outcome';
import { ResultPanel } from './ResultPanel';

const panel = (outcome: ScanOutcome) =>
  renderWithProviders(<ResultPanel outcome={outcome} onDismiss={() => undefined} timeZone="Europe/Berlin" device="door-1" pending={0} />);

/** The door says where a seated person sits, whether the server answered or the offline download did. */
describe('ResultPanel with a seat', () => {
  it("shows the seat of the server's answer", () => {
    const outcome = outcomeOfAnswer('check_in', {
      ok: true,
      data: {
        data: {
          attendee: {
            short_id: 'd_1_x',
            first_name: 'Ana',
            last_name: 'Lima',
            ticket_id: 1,
            ticket_title: 'Premium',
            price_label: null,
            status: 'ACTIVE',
            checked_in: true,
            checked_in_at: '2030-06-01T18:00:00.000Z',
            seat: { id: 's-c-12', section: 'Stalls', row: 'C', label: '12', category: 'premium' },
          },
          check_in: {
            id: 1,
            attendee_short_id: 'd_1_x',
            check_in_list_id: 1,
            action: 'CHECK_IN',
            device_id: 'door-1',
            scanned_at: '2030-06-01T18:00:00.000Z',
            created_at: '2030-06-01T18:00:00.000Z',
          },
        },
      },
    });
    panel(outcome);
    expect(screen.getByText('Admitted')).toBeTruthy();
    expect(screen.getByText('Ana Lima')).toBeTruthy();
    expect(screen.getByText('Section Stalls · Row C · Seat 12')).toBeTruthy();
  });

  it("shows the seat of the offline download's row, and a standing place by its area", async () => {
    await saveOfflineData(
      'seated-door',
      offlineData([
        ['S1', 'Ana', 'Lima', 1, 'ACTIVE', null, 'h1', null, 'ONE_DATE', [], ['Stalls', 'C', '12']],
        ['F1', 'Bo', 'Floor', 1, 'ACTIVE', '2030-06-01T17:00:00.000Z', 'h2', null, 'ONE_DATE', [], ['Floor', '', '']],
      ]),
      new Set(),
    );
    const door = (await OfflineDoor.load('seated-door', 'door-1'))!;
    const { unmount } = panel(await door.scanShortId('S1', 'check_in'));
    expect(screen.getByText('Section Stalls · Row C · Seat 12')).toBeTruthy();
    unmount();
    panel(await door.scanShortId('F1', 'check_in'));
    expect(screen.getByText('Already checked in')).toBeTruthy();
    expect(screen.getByText('Standing area Floor')).toBeTruthy();
  });
});
