import { describe, expect, it } from 'vitest';
import { offlineData } from '../../../test/check-in-list';
import {
  queuedScans,
  readAttendees,
  readList,
  recordOfflineScan,
  removeQueued,
  saveOfflineData,
  type StoredAttendee,
} from './offline-store';

const byId = (rows: StoredAttendee[]) => Object.fromEntries(rows.map((row) => [row.short_id, row]));

/** The scanner's offline copy, in IndexedDB (an in-memory implementation in these tests). */
describe('offline store', () => {
  it('keeps a downloaded list and its attendees, each list apart', async () => {
    await saveOfflineData('store-a', offlineData([['A1', 'Ana', 'Lima', 1, 'ACTIVE', null, 'h1']]), new Set());
    await saveOfflineData('store-b', offlineData([['B1', 'Ben', 'Ode', 1, 'CANCELLED', '2030-06-01T18:05:00.000Z', 'h2']]), new Set());

    const list = await readList('store-a');
    expect(list?.data.check_in_list.name).toBe('Main door');
    expect(list?.data).not.toHaveProperty('attendees');
    expect(await readAttendees('store-a')).toEqual([
      {
        key: 'store-a|A1',
        list: 'store-a',
        short_id: 'A1',
        code_hash: 'h1',
        first_name: 'Ana',
        last_name: 'Lima',
        ticket_id: 1,
        status: 'ACTIVE',
        checked_in_at: null,
        checked_in_here: false,
      },
    ]);
    expect((await readAttendees('store-b')).map((row) => [row.short_id, row.status, row.checked_in_at])).toEqual([
      ['B1', 'CANCELLED', '2030-06-01T18:05:00.000Z'],
    ]);
    expect(await readList('store-none')).toBeNull();
  });

  it('queues scans made offline per list, in order, until they are removed', async () => {
    await saveOfflineData('store-q', offlineData([['Q1', 'Ana', 'Lima', 1, 'ACTIVE', null, 'h1']]), new Set());
    const [row] = await readAttendees('store-q');
    const admitted = { ...row!, checked_in_at: '2030-06-01T18:00:00.000Z', checked_in_here: true };
    await recordOfflineScan(admitted, {
      list: 'store-q',
      attendee_short_id: 'Q1',
      action: 'check_in',
      scanned_at: '2030-06-01T18:00:00.000Z',
    });
    await recordOfflineScan(
      { ...admitted, checked_in_at: null, checked_in_here: false },
      { list: 'store-q', attendee_short_id: 'Q1', action: 'check_out', scanned_at: '2030-06-01T18:01:00.000Z' },
    );
    await recordOfflineScan(
      { ...admitted, key: 'store-other|X', list: 'store-other', short_id: 'X' },
      { list: 'store-other', attendee_short_id: 'X', action: 'check_in', scanned_at: '2030-06-01T18:02:00.000Z' },
    );

    const queued = await queuedScans('store-q');
    expect(queued.map((scan) => scan.action)).toEqual(['check_in', 'check_out']);
    expect((await readAttendees('store-q'))[0]?.checked_in_at).toBeNull();

    await removeQueued([queued[0]!.id!]);
    expect((await queuedScans('store-q')).map((scan) => scan.action)).toEqual(['check_out']);
    expect(await queuedScans('store-other')).toHaveLength(1);
  });

  it("keeps this device's admissions that wait for upload when the list is downloaded again", async () => {
    await saveOfflineData(
      'store-r',
      offlineData([
        ['P1', 'Pending', 'Here', 1, 'ACTIVE', null, 'h1'],
        ['U1', 'Uploaded', 'Here', 1, 'ACTIVE', null, 'h2'],
        ['O1', 'Out', 'Elsewhere', 1, 'ACTIVE', null, 'h3'],
        ['G1', 'Gone', 'Since', 1, 'ACTIVE', null, 'h4'],
      ]),
      new Set(),
    );
    const rows = byId(await readAttendees('store-r'));
    for (const id of ['P1', 'U1', 'O1']) {
      await recordOfflineScan(
        { ...rows[id]!, checked_in_at: '2030-06-01T18:00:00.000Z', checked_in_here: true },
        { list: 'store-r', attendee_short_id: id, action: 'check_in', scanned_at: '2030-06-01T18:00:00.000Z' },
      );
    }

    // The server has not seen P1's admission yet, has U1's, and O1 was checked out at another door since; G1 is no longer sold.
    await saveOfflineData(
      'store-r',
      offlineData([
        ['P1', 'Pending', 'Here', 1, 'ACTIVE', null, 'h1'],
        ['U1', 'Uploaded', 'Here', 1, 'ACTIVE', '2030-06-01T18:00:00.000Z', 'h2'],
        ['O1', 'Out', 'Elsewhere', 1, 'ACTIVE', null, 'h3'],
        ['N1', 'New', 'Buyer', 1, 'ACTIVE', null, 'h5'],
      ]),
      new Set(['P1']),
    );
    const after = byId(await readAttendees('store-r'));
    expect(Object.keys(after).sort()).toEqual(['N1', 'O1', 'P1', 'U1']);
    expect([after.P1?.checked_in_at, after.P1?.checked_in_here]).toEqual(['2030-06-01T18:00:00.000Z', true]);
    expect([after.U1?.checked_in_at, after.U1?.checked_in_here]).toEqual(['2030-06-01T18:00:00.000Z', true]);
    expect([after.O1?.checked_in_at, after.O1?.checked_in_here]).toEqual([null, false]);
    expect(after.N1?.checked_in_here).toBe(false);
  });
});
