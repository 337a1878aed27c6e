import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { SETTING_NAMES } from '../src/platform/config-schema.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const base = { DATA_DIR: dataDir, APP_SECRET: 'x' };

/** The lines of the refusal, or a failed expectation when the settings were accepted. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('reading the configuration', () => {
  it('uses the defaults for settings that are not set or empty', () => {
    const config = loadConfig({ ...base, PORT: '', SMTP_URL: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      databaseUrl: null,
      smtpUrl: null,
      seedDemo: true,
      logLevel: 'info',
      jobPollingSeconds: 2,
      jobSchema: 'pgboss',
      testPayments: true,
      s3: null,
    });
  });

  it('reads numbers, flags, URLs and enums', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      APP_URL: 'https://tickets.example.com/',
      DATABASE_URL: 'postgres://app@db.example.com:5432/stagedoor',
      SEED_DEMO: 'off',
      TRUST_PROXY: 'YES',
      JOB_POLLING_SECONDS: '0.5',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '0',
      WEB_DIST: '',
      STRIPE_SECRET_KEY: 'sk_test_1',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'https://tickets.example.com',
      databaseUrl: 'postgres://app@db.example.com:5432/stagedoor',
      seedDemo: false,
      trustProxy: true,
      jobPollingSeconds: 0.5,
      logLevel: 'warn',
      rateLimitAuth: 0,
      webDist: null,
      testPayments: false,
    });
  });

  it('refuses bad values with one line per setting, naming it and what it accepts', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT="abc" is not accepted: expected a whole number from 0 to 65535']);
    expect(
      problems({
        PORT: '70000',
        DATABASE_POOL_SIZE: '-3',
        MAX_TICKETS_PER_ORDER: '2.5',
        APP_URL: 'tickets.example.com',
        SMTP_URL: 'http://mail.example.com',
        LOG_LEVEL: 'verbose',
        SEED_DEMO: 'maybe',
        JOB_POLLING_SECONDS: '0.1',
        JOB_SCHEMA: 'drop table',
      }),
    ).toEqual([
      'PORT="70000" is not accepted: expected a whole number from 0 to 65535',
      'APP_URL="tickets.example.com" is not accepted: expected a URL starting with http:// or https://, e.g. https://tickets.example.com',
      'DATABASE_POOL_SIZE="-3" is not accepted: expected a whole number from 1 to 1000',
      'SMTP_URL="http://mail.example.com" is not accepted: expected a URL starting with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.com:465',
      'SEED_DEMO="maybe" is not accepted: expected true or false (also 1/0, yes/no, on/off)',
      'LOG_LEVEL="verbose" is not accepted: expected one of fatal, error, warn, info, debug, trace, silent',
      'MAX_TICKETS_PER_ORDER="2.5" is not accepted: expected a whole number of 1 or more',
      'JOB_POLLING_SECONDS="0.1" is not accepted: expected a number of 0.5 or more',
      'JOB_SCHEMA="drop table" is not accepted: expected a database schema name: lower-case letters, digits and underscores, not starting with a digit',
    ]);
    expect(problems({ DATABASE_URL: 'mysql://db/stagedoor' })[0]).toMatch(/^DATABASE_URL=.*postgres:\/\//);
    expect(problems({ RATE_LIMIT_CHECKOUT: '0x10' })[0]).toMatch(/^RATE_LIMIT_CHECKOUT="0x10" is not accepted/);
  });

  it('documents every setting in the README', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    expect(SETTING_NAMES.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('reads a whole S3 configuration and refuses half of one', () => {
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'uploads',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
    });
    // Without keys the SDK's own credential chain (environment, instance role) is used.
    expect(loadConfig({ ...base, S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });

    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toEqual([
      'S3_BUCKET is required once any S3 setting is given (S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
      'S3_REGION is required with S3_BUCKET',
    ]);
    expect(problems({ S3_BUCKET: 'uploads', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'a' })).toEqual([
      'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID (give both, or neither to use the AWS default credentials)',
    ]);
    expect(problems({ S3_BUCKET: 'Uploads_Bucket', S3_REGION: 'auto', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_BUCKET="Uploads_Bucket" is not accepted: expected a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
      'S3_ENDPOINT="minio:9000" is not accepted: expected a URL starting with http:// or https://, e.g. https://s3.eu-central-1.amazonaws.com',
    ]);
  });
});

describe('starting the built server with a bad setting', () => {
  const main = path.resolve(import.meta.dirname, '../dist/main.js');

  it.skipIf(!existsSync(main))('exits non-zero with the message instead of serving on the default port', async () => {
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH, PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dataDir, WEB_DIST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration, the server does not start:');
    expect(output).toContain('PORT="abc" is not accepted: expected a whole number from 0 to 65535');
    expect(output).toContain('LOG_LEVEL="loud" is not accepted: expected one of fatal, error, warn, info, debug, trace, silent');
    expect(output).not.toContain('Stagedoor is running');
  });
});
