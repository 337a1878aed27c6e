import { lookup } from 'node:dns/promises';
import { AppError } from '../../platform/errors.js';
import { isSpecialPurposeAddress } from './special-addresses.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The URL as answers and mails show it: a `user:pass@` part is a secret of the receiver, kept for delivery but shown
 * as `***:***@`. Sending the shown form back in an update keeps the stored credentials (webhooks.ts).
 */
export function maskWebhookUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!parsed.username && !parsed.password) return url;
  if (parsed.username) parsed.username = '***';
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

const refused = () => new AppError('VALIDATION_ERROR', { errors: { url: ['validation.url_not_allowed'] } });

/**
 * Resolves a webhook URL's host and refuses it (422) when any address it resolves to is
 * not globally reachable (special-addresses.ts), unless private networks are allowed. The caller connects to the address returned,
 * so a name that resolves differently a moment later cannot slip past the check.
 */
export async function resolveWebhookUrl(url: string, allowPrivate: boolean): Promise<ResolvedAddress> {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];
  } catch {
    throw new AppError('VALIDATION_ERROR', { errors: { url: ['validation.invalid_url'] } });
  }
  if (addresses.length === 0) throw new AppError('VALIDATION_ERROR', { errors: { url: ['validation.invalid_url'] } });
  if (!allowPrivate && addresses.some(({ address }) => isSpecialPurposeAddress(address))) throw refused();
  return addresses[0]!;
}
