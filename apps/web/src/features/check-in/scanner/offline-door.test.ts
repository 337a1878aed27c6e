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

  it('has no door for a list that was never downloaded', async () => {
    expect(await OfflineDoor.load('door-never', DEVICE)).toBeNull();
  });
});
