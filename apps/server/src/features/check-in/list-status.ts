import type { CheckInListStatus } from '@stagedoor/contracts';

/** SPEC §4: a list is not yet active before its activation date, expired from its expiry date, active between. */
export function checkInListStatus(list: { activatesAt: Date | null; expiresAt: Date | null }, now = new Date()): CheckInListStatus {
  if (list.expiresAt && list.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (list.activatesAt && list.activatesAt.getTime() > now.getTime()) return 'NOT_ACTIVE';
  return 'ACTIVE';
}
