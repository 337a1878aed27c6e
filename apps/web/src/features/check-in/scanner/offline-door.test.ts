import { describe, expect, it } from 'vitest';
import type { TicketSigningKey } from '@stagedoor/contracts';
import { offlineData } from '../../../test/check-in-list';
import { foldText, OfflineDoor } from './offline-door';
import { queuedScans, saveOfflineData } from './offline-store';
import { ticketCodeHash } from './verify';

/** The offline search compares names as the server's search does: accents and case aside. */
describe('foldText', () => {
  it('drops accents and case, so "jurgen" finds Jürgen offline', () => {
    expect(foldText('Jürgen Müller')).toBe('jurgen muller');
    expect(foldText('ZOË Łukasz Søren Đorđe')).toBe('zoe lukasz soren dorde');
    expect(foldText('Jürgen'.normalize('NFD'))).toBe('jurgen');
    expect(foldText('jürg')).toBe(foldText('JURG'));
  });
});

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An event's signing key as the server holds it, and its public half as the download carries it. */
async function signingKey(keyId: string): Promise<{ sign(text: string): Promise<string>; key: TicketSigningKey }> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    key: { key_id: keyId, algorithm: 'Ed25519', jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x ?? '' } },
    sign: async (text) => base64Url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text))),
  };
}

/** A ticket's QR code: `SD2.<key>.<event>.<ticket>.<attendee>.<signature>`. */
async function ticketCode(
  signer: { sign(text: string): Promise<string> },
  eventId: number,
  ticketId: number,
  attendee: string,
): Promise<string> {
  const text = `SD2.k1.${eventId}.${ticketId}.${attendee}`;
  return `${text}.${await signer.sign(text)}`;
}

const DEVICE = 'device-1';

describe('OfflineDoor', () => {
  it('admits a ticket once, says who let it in, and lets it out again', async () => {
    await saveOfflineData('door-a', offlineData([['D1', 'Jürgen', 'Müller', 1, 'ACTIVE', null, 'h1']]), new Set());
    const door = (await OfflineDoor.load('door-a', DEVICE))!;
    const attendee = { short_id: 'D1', first_name: 'Jürgen', last_name: 'Müller', ticket_title: 'Standing' };

    expect(await door.scanShortId('D1', 'check_in')).toEqual({ kind: 'admitted', attendee, offline: true });
    const again = await door.scanShortId('D1', 'check_in');
    expect(again).toMatchObject({ kind: 'already', attendee, device: DEVICE, offline: true });
    expect(await door.scanShortId('D1', 'check_out')).toEqual({ kind: 'checked_out', attendee, offline: true });
    expect(await door.scanShortId('D1', 'check_out')).toEqual({ kind: 'not_checked_in', attendee });

    // Each change waits for upload, in the order made; a refused scan queues nothing.
    expect((await queuedScans('door-a')).map((scan) => [scan.attendee_short_id, scan.action])).toEqual([
      ['D1', 'check_in'],
      ['D1', 'check_out'],
    ]);
  });

  it('remembers an admission across a reload of the page', async () => {
    await saveOfflineData('door-b', offlineData([['D1', 'Ana', 'Lima', 1, 'ACTIVE', null, 'h1']]), new Set());
    await (await OfflineDoor.load('door-b', DEVICE))!.scanShortId('D1', 'check_in');
    const reloaded = (await OfflineDoor.load('door-b', DEVICE))!;
    expect((await reloaded.scanShortId('D1', 'check_in')).kind).toBe('already');
  });

  it('turns away a cancelled ticket, a ticket of another list and an unknown one', async () => {
    await saveOfflineData(
      'door-c',
      offlineData([
        ['C1', 'Cancelled', 'Buyer', 1, 'CANCELLED', null, 'h1'],
        ['W1', 'Wrong', 'Door', 2, 'ACTIVE', null, 'h2'],
      ]),
      new Set(),
    );
    const door = (await OfflineDoor.load('door-c', DEVICE))!;
    expect((await door.scanShortId('C1', 'check_in')).kind).toBe('cancelled');
    expect(await door.scanShortId('W1', 'check_in')).toEqual({
      kind: 'not_on_list',
      attendee: { short_id: 'W1', first_name: 'Wrong', last_name: 'Door', ticket_title: null },
    });
    expect(await door.scanShortId('nobody', 'check_in')).toEqual({ kind: 'unknown' });
    expect(await queuedScans('door-c')).toEqual([]);
  });

  it("finds a QR code's row by its hash, admits a genuine ticket sold since the download, and refuses a forged one", async () => {
    const signer = await signingKey('k1');
    const hash = (await ticketCodeHash('TICKET1'))!;
    await saveOfflineData('door-d', offlineData([['D1', 'Ana', 'Lima', 1, 'ACTIVE', null, hash]], [signer.key]), new Set());
    const door = (await OfflineDoor.load('door-d', DEVICE))!;

    // The code names the ticket's own short id; the list knows the attendee by its door id.
    const known = await door.scanCode(await ticketCode(signer, 5, 1, 'TICKET1'), 'check_in');
    expect(known).toMatchObject({ kind: 'admitted', attendee: { short_id: 'D1', first_name: 'Ana' } });

    const sinceDownload = await door.scanCode(await ticketCode(signer, 5, 1, 'NEWSALE'), 'check_in');
    expect(sinceDownload).toMatchObject({ kind: 'admitted', attendee: { short_id: 'NEWSALE', ticket_title: 'Standing' } });
    expect((await door.scanCode(await ticketCode(signer, 5, 1, 'NEWSALE'), 'check_in')).kind).toBe('already');

    const forger = await signingKey('k1');
    expect(await door.scanCode(await ticketCode(forger, 5, 1, 'FORGED'), 'check_in')).toEqual({ kind: 'unknown' });
    expect(await door.scanCode(await ticketCode(signer, 6, 1, 'OTHEREVENT'), 'check_in')).toEqual({ kind: 'unknown' });
    // An older code cannot be checked here: only a ticket the download knows gets in.
    expect(await door.scanCode('SD1.STRANGER.abcdef', 'check_in')).toEqual({ kind: 'unknown' });
    expect((await door.scanCode('SD1.D1.abcdef', 'check_in')).kind).toBe('already');
  });

  it('searches names accents and case aside, every word, and nothing without a term', async () => {
    await saveOfflineData(
      'door-e',
      offlineData([
        ['E1', 'Jürgen', 'Müller', 1, 'ACTIVE', '2030-06-01T18:00:00.000Z', 'h1'],
        ['E2', 'Jurgen', 'Schmidt', 1, 'ACTIVE', null, 'h2'],
        ['E3', 'Ana', 'Lima', 1, 'ACTIVE', null, 'h3'],
      ]),
      new Set(),
    );
    const door = (await OfflineDoor.load('door-e', DEVICE))!;
    expect(door.search('JURGEN').map((found) => [found.attendee.short_id, found.checkedIn])).toEqual([
      ['E1', true],
      ['E2', false],
    ]);
    expect(door.search('jürgen mull').map((found) => found.attendee.short_id)).toEqual(['E1']);
    expect(door.search('jurgen', 1)).toHaveLength(1);
    expect(door.search('   ')).toEqual([]);
    expect(door.nameOf('E3')).toBe('Ana Lima');
    expect(door.nameOf('nobody')).toBeNull();
  });

  const HOUR = 60 * 60_000;
  /** Dates around now: 7 is on now ("Tonight"), 8 in two days ("Matinee"). */
  const nearDates = () => {
    const now = Date.now();
    return [
      {
        id: 7,
        start_date: new Date(now - HOUR).toISOString(),
        end_date: new Date(now + 3 * HOUR).toISOString(),
        label: 'Tonight',
        status: 'SCHEDULED',
      },
      { id: 8, start_date: new Date(now + 48 * HOUR).toISOString(), end_date: null, label: 'Matinee', status: 'SCHEDULED' },
    ];
  };

  it('turns away a ticket of another date, naming its date, and queues nothing', async () => {
    const dates = nearDates();
    await saveOfflineData(
      'door-f',
      offlineData(
        [
          ['F1', 'Other', 'Day', 1, 'ACTIVE', null, 'h1', 8, 'ONE_DATE', []],
          ['F2', 'Right', 'Day', 1, 'ACTIVE', null, 'h2', 7, 'ONE_DATE', []],
          ['F3', 'Any', 'Day', 1, 'ACTIVE', null, 'h3', null, 'ONE_DATE', []],
        ],
        [],
        { listDate: 7, dates },
      ),
      new Set(),
    );
    const door = (await OfflineDoor.load('door-f', DEVICE))!;
    expect(await door.scanShortId('F1', 'check_in')).toEqual({
      kind: 'wrong_date',
      attendee: { short_id: 'F1', first_name: 'Other', last_name: 'Day', ticket_title: 'Standing' },
      date: { start_date: dates[1]!.start_date, end_date: null, label: 'Matinee' },
    });
    expect((await door.scanShortId('F1', 'check_out')).kind).toBe('wrong_date');
    expect((await door.scanShortId('F2', 'check_in')).kind).toBe('admitted');
    expect((await door.scanShortId('F3', 'check_in')).kind).toBe('admitted');
    expect((await queuedScans('door-f')).map((scan) => scan.attendee_short_id)).toEqual(['F2', 'F3']);
  });

  it('admits a pass once per date: at the door of one date, and at a door of every date on the date that is on', async () => {
    const dates = nearDates();
    const pass: Parameters<typeof offlineData>[0][number] = ['P1', 'Season', 'Pass', 1, 'ACTIVE', null, 'h1', null, 'ALL_DATES', [8]];
    await saveOfflineData('door-g', offlineData([pass], [], { listDate: 7, dates }), new Set());
    const tonight = (await OfflineDoor.load('door-g', DEVICE))!;
    expect((await tonight.scanShortId('P1', 'check_in')).kind).toBe('admitted');
    expect(await tonight.scanShortId('P1', 'check_in')).toMatchObject({ kind: 'already', device: DEVICE, offline: true });

    // Admitted on the matinee already (the download says so), not tonight.
    await saveOfflineData('door-h', offlineData([pass], [], { listDate: 8, dates }), new Set());
    const matinee = (await OfflineDoor.load('door-h', DEVICE))!;
    expect(await matinee.scanShortId('P1', 'check_in')).toMatchObject({ kind: 'already', at: null, device: null });
    expect((await matinee.scanShortId('P1', 'check_out')).kind).toBe('checked_out');
    expect((await matinee.scanShortId('P1', 'check_in')).kind).toBe('admitted');

    await saveOfflineData('door-i', offlineData([pass], [], { listDate: null, dates }), new Set());
    const everyDate = (await OfflineDoor.load('door-i', DEVICE))!;
    expect(everyDate.passDate()).toBe(7);
    expect((await everyDate.scanShortId('P1', 'check_in')).kind).toBe('admitted');
    expect((await everyDate.scanShortId('P1', 'check_in')).kind).toBe('already');

    // A pending admission survives a fresh download that does not know it yet.
    await saveOfflineData('door-i', offlineData([pass], [], { listDate: null, dates }), new Set(['P1']));
    expect((await (await OfflineDoor.load('door-i', DEVICE))!.scanShortId('P1', 'check_in')).kind).toBe('already');
  });

  it('refuses a pass at a door of every date when no date is on', async () => {
    const later = [{ id: 9, start_date: new Date(Date.now() + 72 * HOUR).toISOString(), end_date: null, label: null, status: 'SCHEDULED' }];
    await saveOfflineData(
      'door-j',
      offlineData([['P2', 'Season', 'Pass', 1, 'ACTIVE', null, 'h1', null, 'ALL_DATES', []]], [], { dates: later, dateCount: 3 }),
      new Set(),
    );
    const door = (await OfflineDoor.load('door-j', DEVICE))!;
    expect((await door.scanShortId('P2', 'check_in')).kind).toBe('no_date');
    expect(await queuedScans('door-j')).toEqual([]);
  });

  it('has no door for a list that was never downloaded', async () => {
    expect(await OfflineDoor.load('door-never', DEVICE)).toBeNull();
  });
});
