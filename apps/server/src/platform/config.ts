import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every setting the server reads, with its default. README lists the same table. */
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections per app process. */
  databasePoolSize: number;
  appSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  webDist: string | null;
  rateLimitAuth: number;
  /** Reservations and payment attempts per minute and IP. */
  rateLimitCheckout: number;
  /** Tickets one order may hold in all; a ticket's own maximum per order can only be lower. */
  maxTicketsPerOrder: number;
  /** Unpaid, unexpired holds one client address may have on one event (0 turns the cap off). */
  maxHoldsPerClient: number;
  /** Invitations and resends per account and hour. */
  rateLimitInvitationsAccount: number;
  /** Messages to attendees one account may send in 24 hours (0 turns the limit off). */
  messagesPerDay: number;
  /** People those messages may reach in 24 hours, over all of an account's messages (0 turns the limit off). */
  messageRecipientsPerDay: number;
  /** Invitations and resends to one address per hour, over every account. */
  rateLimitInvitationsAddress: number;
  /** Wrong promo codes per minute and IP, however they are tried (event API, event page, check, order). */
  rateLimitPromoCodes: number;
  /** Public check-in calls (list, search, scans, uploads) per minute and IP; offline downloads get a twentieth. */
  rateLimitCheckIn: number;
  /** How long anonymous reads of an event page may be served from memory (0 turns it off). */
  publicCacheMs: number;
  trustProxy: boolean;
  jobPollingSeconds: number;
  /** Seconds before a failed job's first retry; each later retry waits about twice as long. */
  jobRetryDelaySeconds: number;
  runWorkers: boolean;
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  /** Where the Stripe SDK sends its requests; null is Stripe itself (a Stripe-compatible test server otherwise). */
  stripeApiUrl: string | null;
  /** The built-in test payment provider: on without Stripe keys, off with them unless asked for. */
  testPayments: boolean;
  /**
   * Test-only: purchases skip their row locks. The concurrency suite turns it on to
   * prove that it would catch an oversell; no environment variable can set it.
   */
  unsafeDisableStockLocking: boolean;
  /** Test-only, like the above: a check-in reads and then writes instead of admitting conditionally. */
  unsafeDisableAdmissionGuard: boolean;
  /** Test-only, like the above: back-office order actions skip the order's row lock and status condition. */
  unsafeDisableOrderLocking: boolean;
  /** Calls per minute and API token. */
  rateLimitApiToken: number;
  /** Webhook deliveries may go to loopback, link-local and private addresses (development, tests). */
  webhooksAllowPrivateNetworks: boolean;
  /** Seconds before a failed webhook delivery's first retry; later retries wait four times as long, for a day. */
  webhookRetryBaseSeconds: number;
  /** Failed delivery attempts in a row that pause a webhook. */
  webhookPauseAfterFailures: number;
  /** Database schema of the job tables. */
  jobSchema: string;
  /** Events per sitemap file (the protocol allows 50,000); tests lower it to reach the sitemap index. */
  sitemapPageSize: number;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A secret generated once per data directory when APP_SECRET is not set. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Math.max(1, Math.round(int(env.DATABASE_POOL_SIZE, 10))),
    appSecret: env.APP_SECRET || loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Stagedoor <no-reply@localhost>',
    seedDemo: bool(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST || path.join(import.meta.dirname, '../../../web/dist')),
    rateLimitAuth: int(env.RATE_LIMIT_AUTH, 10),
    rateLimitCheckout: int(env.RATE_LIMIT_CHECKOUT, 60),
    maxTicketsPerOrder: Math.max(1, Math.round(int(env.MAX_TICKETS_PER_ORDER, 100))),
    maxHoldsPerClient: int(env.MAX_HOLDS_PER_CLIENT, 5),
    rateLimitInvitationsAccount: int(env.RATE_LIMIT_INVITATIONS_ACCOUNT, 30),
    messagesPerDay: int(env.MESSAGES_PER_DAY, 100),
    messageRecipientsPerDay: int(env.MESSAGE_RECIPIENTS_PER_DAY, 250_000),
    rateLimitInvitationsAddress: int(env.RATE_LIMIT_INVITATIONS_ADDRESS, 3),
    rateLimitPromoCodes: int(env.RATE_LIMIT_PROMO_CODES, 20),
    rateLimitCheckIn: int(env.RATE_LIMIT_CHECK_IN, 1200),
    publicCacheMs: int(env.PUBLIC_CACHE_MS, 1000),
    rateLimitApiToken: int(env.RATE_LIMIT_API_TOKEN, 600),
    webhooksAllowPrivateNetworks: bool(env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS, false),
    webhookRetryBaseSeconds: Math.max(1, int(env.WEBHOOK_RETRY_BASE_SECONDS, 60)),
    webhookPauseAfterFailures: Math.max(1, int(env.WEBHOOK_PAUSE_AFTER_FAILURES, 15)),
    trustProxy: bool(env.TRUST_PROXY, false),
    jobPollingSeconds: Math.max(0.5, int(env.JOB_POLLING_SECONDS, 2)),
    jobRetryDelaySeconds: Math.max(1, Math.round(int(env.JOB_RETRY_DELAY_SECONDS, 5))),
    runWorkers: bool(env.RUN_WORKERS, true),
    jobSchema: env.JOB_SCHEMA || 'pgboss',
    sitemapPageSize: 50_000,
    unsafeDisableStockLocking: false,
    unsafeDisableAdmissionGuard: false,
    unsafeDisableOrderLocking: false,
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripeApiUrl: env.STRIPE_API_URL || null,
    testPayments: !env.STRIPE_SECRET_KEY || bool(env.ENABLE_TEST_PAYMENTS, false),
  };
}
