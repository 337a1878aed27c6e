import { z } from 'zod';

/*
 * The environment, described once: every setting's syntax, range and default. A value that does not fit refuses
 * the start (config.ts) instead of quietly falling back to the default. Each setting's description says what it
 * accepts; the refusal message is built from it.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

function wholeNumber(min: number, max: number, fallback: number) {
  return z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback)
    .describe(max === Number.MAX_SAFE_INTEGER ? `a whole number of ${min} or more` : `a whole number from ${min} to ${max}`);
}

function decimal(min: number, fallback: number) {
  return z
    .string()
    .trim()
    .regex(DECIMAL)
    .transform(Number)
    .pipe(z.number().min(min))
    .default(fallback)
    .describe(`a number of ${min} or more`);
}

function optionalFlag() {
  return z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']))
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));
}

function flag(fallback: boolean) {
  return optionalFlag().default(fallback).describe('true or false (also 1/0, yes/no, on/off)');
}

function url(protocols: string[], example: string) {
  return z
    .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
    .optional()
    .describe(`a URL starting with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}, e.g. ${example}`);
}

function text() {
  return z.string().optional().describe('any text');
}

function textOr(fallback: string) {
  return z.string().default(fallback).describe('any text');
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const UNLIMITED = Number.MAX_SAFE_INTEGER;

const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

export const environmentSchema = z
  .object({
    PORT: wholeNumber(0, 65535, 3000),
    HOST: textOr('0.0.0.0'),
    APP_URL: url(['http', 'https'], 'https://tickets.example.com'),
    DATA_DIR: textOr('./data'),
    DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://user:password@db.example.com:5432/stagedoor'),
    DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10),
    DATABASE_ACQUIRE_TIMEOUT_MS: wholeNumber(100, 600_000, 3000),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 3_600_000, 30_000),
    DATABASE_LOCK_TIMEOUT_MS: wholeNumber(100, 600_000, 5000),
    APP_SECRET: text(),
    SMTP_URL: url(['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465'),
    MAIL_FROM: textOr('Stagedoor <no-reply@localhost>'),
    // Unset: on for an http APP_URL (a developer's machine), off for https (a public site); config.ts decides.
    DEV_MAILBOX: optionalFlag().optional().describe('true or false (also 1/0, yes/no, on/off)'),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z
      .enum(LOG_LEVELS)
      .default('info')
      .describe(`one of ${LOG_LEVELS.join(', ')}`),
    WEB_DIST: text(),
    RATE_LIMIT_AUTH: wholeNumber(0, UNLIMITED, 10),
    RATE_LIMIT_CHECKOUT: wholeNumber(0, UNLIMITED, 60),
    MAX_TICKETS_PER_ORDER: wholeNumber(1, UNLIMITED, 100),
    MAX_HOLDS_PER_CLIENT: wholeNumber(0, UNLIMITED, 5),
    MAX_HOLDS_PER_ADDRESS: wholeNumber(0, UNLIMITED, 50),
    RESERVATIONS_PER_PRICE: wholeNumber(1, 1000, 2),
    WAITING_ROOM_TICK_MS: wholeNumber(0, 60_000, 1000),
    ATTENDEE_MAILS_PER_ORDER: wholeNumber(0, UNLIMITED, 10),
    RATE_LIMIT_INVITATIONS_ACCOUNT: wholeNumber(0, UNLIMITED, 30),
    MESSAGES_PER_DAY: wholeNumber(0, UNLIMITED, 100),
    MESSAGE_RECIPIENTS_PER_DAY: wholeNumber(0, UNLIMITED, 250_000),
    RATE_LIMIT_INVITATIONS_ADDRESS: wholeNumber(0, UNLIMITED, 3),
    RATE_LIMIT_PROMO_CODES: wholeNumber(0, UNLIMITED, 20),
    RATE_LIMIT_CHECK_IN: wholeNumber(0, UNLIMITED, 1200),
    PUBLIC_CACHE_MS: wholeNumber(0, UNLIMITED, 1000),
    RATE_LIMIT_API_TOKEN: wholeNumber(0, UNLIMITED, 600),
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: flag(false),
    WEBHOOK_RETRY_BASE_SECONDS: wholeNumber(1, UNLIMITED, 60),
    WEBHOOK_PAUSE_AFTER_FAILURES: wholeNumber(1, UNLIMITED, 15),
    TRUST_PROXY: flag(false),
    JOB_POLLING_SECONDS: decimal(0.5, 2),
    JOB_RETRY_DELAY_SECONDS: wholeNumber(1, UNLIMITED, 5),
    RUN_WORKERS: flag(true),
    JOB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/)
      .default('pgboss')
      .describe('a database schema name: lower-case letters, digits and underscores, not starting with a digit'),
    STRIPE_SECRET_KEY: text(),
    STRIPE_PUBLISHABLE_KEY: text(),
    STRIPE_WEBHOOK_SECRET: text(),
    STRIPE_API_URL: url(['http', 'https'], 'http://127.0.0.1:12111'),
    ENABLE_TEST_PAYMENTS: flag(false),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .optional()
      .describe('a bucket name: 3 to 63 lower-case letters, digits, dots and dashes'),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional()
      .describe('a region name such as eu-central-1 (S3-compatible services often take us-east-1 or auto)'),
    S3_ENDPOINT: url(['http', 'https'], 'https://s3.eu-central-1.amazonaws.com'),
    S3_ACCESS_KEY_ID: text(),
    S3_SECRET_ACCESS_KEY: text(),
    S3_FORCE_PATH_STYLE: flag(false),
  })
  .superRefine((env, ctx) => {
    const given = S3_SETTINGS.filter((name) => env[name] !== undefined && !(name === 'S3_FORCE_PATH_STYLE' && !env[name]));
    if (given.length === 0) return;
    const need = (name: (typeof S3_SETTINGS)[number], why: string) => {
      if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: why });
    };
    need('S3_BUCKET', `is required once any S3 setting is given (${given.join(', ')})`);
    need('S3_REGION', 'is required with S3_BUCKET');
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      need('S3_ACCESS_KEY_ID', 'is required with S3_SECRET_ACCESS_KEY (give both, or neither to use the AWS default credentials)');
      need('S3_SECRET_ACCESS_KEY', 'is required with S3_ACCESS_KEY_ID (give both, or neither to use the AWS default credentials)');
    }
  });

export type Environment = z.output<typeof environmentSchema>;

/** The settings that may appear in the environment; everything else in it is none of the server's business. */
export const SETTING_NAMES = Object.keys(environmentSchema.shape) as (keyof Environment)[];

/**
 * One line per setting that does not fit: its name, the value given and what it accepts. Rules between
 * settings (a half-given S3 configuration) speak for themselves.
 */
export function describeProblems(error: z.ZodError, input: Record<string, string | undefined>): string[] {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (lines.has(name)) continue;
    if (issue.code === 'custom') {
      lines.set(name, `${name} ${issue.message}`);
      continue;
    }
    const accepts = environmentSchema.shape[name as keyof Environment]?.description ?? issue.message;
    lines.set(name, `${name}=${JSON.stringify(input[name])} is not accepted: expected ${accepts}`);
  }
  return [...lines.values()];
}
