/**
 * SPEC §2: a buyer who arrives through an affiliate's link (`?aff=CODE`) is credited
 * to that affiliate for 30 days on that event, the last link followed winning. The
 * code is kept in the browser per event and sent with the order; the server decides
 * whether it still credits anyone, so a stale or unknown code costs the buyer nothing.
 */
import { useEffect } from 'react';
import { useSearchParams } from '../../../platform/routing';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const CODE = /^[A-Za-z0-9_-]{2,50}$/;

const keyOf = (eventId: number) => `stagedoor:affiliate:${eventId}`;

interface Remembered {
  code: string;
  at: number;
}

/** Storage can be missing or refused (private modes, sandboxed frames): the sale goes on uncredited. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberAffiliate(eventId: number, code: string, now = Date.now()): void {
  if (!CODE.test(code)) return;
  try {
    storage()?.setItem(keyOf(eventId), JSON.stringify({ code, at: now } satisfies Remembered));
  } catch {
    // A full or refused storage only loses the credit.
  }
}

export function rememberedAffiliate(eventId: number, now = Date.now()): string | null {
  try {
    const raw = storage()?.getItem(keyOf(eventId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Remembered>;
    if (typeof value.code !== 'string' || typeof value.at !== 'number' || now - value.at > THIRTY_DAYS_MS) {
      storage()?.removeItem(keyOf(eventId));
      return null;
    }
    return value.code;
  } catch {
    return null;
  }
}

/** Keeps the `?aff=` of the address for this event; runs in the browser only. */
export function useRememberAffiliateParam(eventId: number): void {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('aff')?.trim() ?? '';
  useEffect(() => {
    if (code) rememberAffiliate(eventId, code);
  }, [eventId, code]);
}
