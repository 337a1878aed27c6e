import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeProblems, environmentSchema, SETTING_NAMES } from './config-schema.js';

/** Where uploads live when S3_BUCKET is set (platform/storage/s3-storage.ts). */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service; null is AWS itself. */
  endpoint: string | null;
  /** null uses the AWS SDK's default credential chain (environment, shared files, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** Every setting the server reads, with its default (config-schema.ts says what each accepts). README lists the same table. */
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Every PostgreSQL connection one app process opens, the job queue's included. */
  databasePoolSize: number;
  /** How long a query waits for a free connection (or a new one to open) before the request answers 503. */
  databaseAcquireTimeoutMs: number;
  /** How long one statement may run before PostgreSQL cancels it (the request answers 503). */
  databaseStatementTimeoutMs: number;
  /** How long a statement may wait for a lock another transaction holds (the request answers 409 BUSY). */
  databaseLockTimeoutMs: number;
  appSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Without SMTP_URL, mail is kept in the development mailbox; this says whether its routes answer (loopback callers
   * without forwarding headers only). DEV_MAILBOX, else on for an http APP_URL and off for https: a public site
   * must not serve reset links to whoever reaches it through a proxy on the same host.
   */
  devMailbox: boolean;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string | null;
  rateLimitAuth: number;
  /** Reservations and payment attempts per minute and IP. */
  rateLimitCheckout: number;
  /** Tickets one order may hold in all; a ticket's own maximum per order can only be lower. */
  maxTicketsPerOrder: number;
  /** Unpaid, unexpired holds one client address may have on one event (0 turns the cap off). */
  maxHoldsPerClient: number;
  /** Unpaid, unexpired holds of browsers behind one address on one event (docs/locking.md; 0 turns the ceiling off). */
  maxHoldsPerAddress: number;
  /** Reservations of the same prices one process runs at once; the rest wait their turn (features/checkout/reservation-gate.ts). */
  reservationsPerPrice: number;
  /** How often each process advances the waiting rooms' admissions, in ms (0: never; the tests tick by hand). */
  waitingRoomTickMs: number;
  /**
   * Ticket mails one order sends to attendee addresses other than the buyer's (0 turns the cap off). Anyone can
   * place a free order; without a cap, one order mailed its text to a hundred addresses of the buyer's choosing.
   */
  attendeeMailsPerOrder: number;
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
  /** Test-only, like the above: waiting-list offers skip the line's lock and the entry's WAITING condition. */
  unsafeDisableWaitingListLocking: boolean;
  /** Test-only, like the above: public purchases are not refused while a waiting list waits for their stock. */
  unsafeDisableWaitingListGuard: boolean;
  /** Test-only, like the above: invoice numbers are "latest + 1" without the counter's lock (the race test's control). */
  unsafeInvoiceNumbering: boolean;
  /** Test-only, like the above: a buyer's invoice request reads the order instead of claiming it with a conditional write. */
  unsafeInvoiceRequests: boolean;
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
  /** Uploads go to an S3 bucket when set; to DATA_DIR/uploads otherwise. */
  s3: S3Config | null;
}

/** The settings could not be read: one line per bad setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration, the server does not start:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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

/**
 * Reads every setting through one schema (config-schema.ts). An empty variable counts as not set, except
 * WEB_DIST, where empty means "serve the API only". Throws ConfigError naming each setting that does not fit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string | undefined> = {};
  for (const name of SETTING_NAMES) if (env[name] !== '' || name === 'WEB_DIST') input[name] = env[name];
  const parsed = environmentSchema.safeParse(input);
  if (!parsed.success) throw new ConfigError(describeProblems(parsed.error, input));
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseAcquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseLockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    devMailbox: e.DEV_MAILBOX ?? !appUrl.startsWith('https://'),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === '' ? null : path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    rateLimitAuth: e.RATE_LIMIT_AUTH,
    rateLimitCheckout: e.RATE_LIMIT_CHECKOUT,
    maxTicketsPerOrder: e.MAX_TICKETS_PER_ORDER,
    maxHoldsPerClient: e.MAX_HOLDS_PER_CLIENT,
    maxHoldsPerAddress: e.MAX_HOLDS_PER_ADDRESS,
    reservationsPerPrice: e.RESERVATIONS_PER_PRICE,
    waitingRoomTickMs: e.WAITING_ROOM_TICK_MS,
    attendeeMailsPerOrder: e.ATTENDEE_MAILS_PER_ORDER,
    rateLimitInvitationsAccount: e.RATE_LIMIT_INVITATIONS_ACCOUNT,
    messagesPerDay: e.MESSAGES_PER_DAY,
    messageRecipientsPerDay: e.MESSAGE_RECIPIENTS_PER_DAY,
    rateLimitInvitationsAddress: e.RATE_LIMIT_INVITATIONS_ADDRESS,
    rateLimitPromoCodes: e.RATE_LIMIT_PROMO_CODES,
    rateLimitCheckIn: e.RATE_LIMIT_CHECK_IN,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    rateLimitApiToken: e.RATE_LIMIT_API_TOKEN,
    webhooksAllowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
    webhookRetryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
    webhookPauseAfterFailures: e.WEBHOOK_PAUSE_AFTER_FAILURES,
    trustProxy: e.TRUST_PROXY,
    jobPollingSeconds: e.JOB_POLLING_SECONDS,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    runWorkers: e.RUN_WORKERS,
    jobSchema: e.JOB_SCHEMA,
    sitemapPageSize: 50_000,
    unsafeDisableStockLocking: false,
    unsafeDisableAdmissionGuard: false,
    unsafeDisableOrderLocking: false,
    unsafeDisableWaitingListLocking: false,
    unsafeDisableWaitingListGuard: false,
    unsafeInvoiceNumbering: false,
    unsafeInvoiceRequests: false,
    stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    stripeApiUrl: e.STRIPE_API_URL ?? null,
    testPayments: !e.STRIPE_SECRET_KEY || e.ENABLE_TEST_PAYMENTS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION!,
          endpoint: e.S3_ENDPOINT ?? null,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}
