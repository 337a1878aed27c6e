import { randomBytes } from 'node:crypto';
import { MAX_ID } from '@stagedoor/contracts';
import type { Fixture, Row } from './rows.js';

/** Every id of a fixture that a request may name, as a path into the fixture. */
export const ID_KEYS = [
  'owner.user.id',
  'owner.account.id',
  'member.user.id',
  'invitedId',
  'organizerId',
  'imageId',
  'eventId',
  'dateId',
  'eventImageId',
  'documentId',
  'taxAndFeeId',
  'ticketId',
  'ticketPriceId',
  'dateId',
  'spareDateId',
  'promoCodeId',
  'capacityAssignmentId',
  'questionId',
  'invoiceId',
  'confirmEmailToken',
  'emailChangeToken',
] as const;
export type IdKey = (typeof ID_KEYS)[number];

export function readKey(f: Fixture, key: IdKey): unknown {
  return key.split('.').reduce<any>((node, part) => node[part], f);
}

export function withKey(f: Fixture, key: IdKey, value: unknown): Fixture {
  const copy = structuredClone(f) as any;
  const parts = key.split('.');
  const parent = parts.slice(0, -1).reduce((node, part) => node[part], copy);
  parent[parts[parts.length - 1]!] = value;
  return copy;
}

/** A fixture of the right shape, to see before any data exists which ids each row names. */
const SHAPE = {
  owner: { token: 't', email: 'e', user: { id: 11 }, account: { id: 12 } },
  member: { token: 't', user: { id: 13 } },
  invitedId: 14,
  organizerId: 15,
  imageId: 16,
  eventId: 17,
  eventImageId: 18,
  documentId: 24,
  taxAndFeeId: 19,
  ticketId: 20,
  ticketPriceId: 25,
  dateId: 26,
  spareDateId: 27,
  promoCodeId: 21,
  capacityAssignmentId: 22,
  questionId: 23,
  invoiceId: 28,
  confirmEmailToken: 'confirm',
  emailChangeToken: 'change',
  marker: 'm',
} as unknown as Fixture;

/** Where a row names an id: found by building the request with a marker in its place. */
export function usesOf(row: Row, key: IdKey): { path: boolean; body: boolean } {
  const marker = typeof readKey(SHAPE, key) === 'number' ? 1_987_654_321 : 'marker0token0value';
  const f = withKey(SHAPE, key, marker);
  return { path: row.url(f).includes(String(marker)), body: JSON.stringify(row.body?.(f) ?? null).includes(String(marker)) };
}

export function ghostValue(f: Fixture, key: IdKey): unknown {
  return typeof readKey(f, key) === 'number' ? MAX_ID : randomBytes(32).toString('base64url');
}
