import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './webhook-urls.js';

/** A receiver has this long to answer (API.md "Integrations"). */
export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 1000;
const MAX_READ_BYTES = 64 * 1024;

export interface SendResult {
  status: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the webhook's secret. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * POSTs the body to the URL, connecting to the address that was checked rather than resolving
 * the name again (a name could resolve to a private address the second time). Redirects are
 * not followed.
 */
export function sendWebhook(options: {
  url: string;
  address: ResolvedAddress;
  secret: string;
  eventKey: string;
  body: string;
}): Promise<SendResult> {
  const started = Date.now();
  const url = new URL(options.url);
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [options.address]);
    else callback(null, options.address.address, options.address.family);
  };
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(options.body),
    'user-agent': 'Stagedoor-Webhooks/1.0',
    'stagedoor-event-id': options.eventKey,
    'stagedoor-signature': signatureHeader(options.secret, options.body, Math.floor(Date.now() / 1000)),
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: Date.now() - started });
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers, lookup, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_READ_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          finish({
            status: response.statusCode ?? null,
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS),
            error: null,
          }),
        );
        response.on('error', (error) => finish({ status: response.statusCode ?? null, excerpt: null, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, excerpt: null, error: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s` });
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error) => finish({ status: null, excerpt: null, error: error.message }));
    request.end(options.body);
  });
}
