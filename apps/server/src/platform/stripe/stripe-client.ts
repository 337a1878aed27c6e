import type Stripe from 'stripe';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { loadOnFirstUse } from '../load-on-first-use.js';

export type { Stripe };

const clients = new WeakMap<Config, Stripe>();

/** The Stripe SDK, loaded on first use: most processes never call Stripe. */
export const loadStripe = loadOnFirstUse(async () => (await import('stripe')).default);

/** Whether the server can talk to Stripe: the secret key is set. */
export function stripeConfigured(config: Config): boolean {
  return config.stripeSecretKey !== null;
}

/**
 * The Stripe SDK for this server's keys, one per configuration. `STRIPE_API_URL`
 * points it at a Stripe-compatible server instead of api.stripe.com (the test suite's).
 */
export async function stripeClient(config: Config): Promise<Stripe> {
  const known = clients.get(config);
  if (known) return known;
  if (!config.stripeSecretKey) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  const StripeSdk = await loadStripe();
  // Another call may have made it while the SDK loaded.
  const made = clients.get(config);
  if (made) return made;
  const target = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
  const client = new StripeSdk(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Stagedoor' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}

/**
 * Runs a call to Stripe; a failure of the call itself (network, Stripe down,
 * rejected request) becomes 409 PAYMENT_PROVIDER_ERROR, never a 5xx.
 */
export async function callStripe<T>(log: { warn(obj: object, msg: string): void }, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.warn({ err: error, call: what }, 'Stripe request failed');
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
}
