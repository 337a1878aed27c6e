import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { liveEvent, type LiveEvent } from './selling-factories.js';

/** API.md "Integrations": a webhook may only reach globally reachable addresses (special-addresses.ts). */
let t: TestApp;
let live: LiveEvent;
beforeAll(async () => {
  t = await createTestApp();
  live = await liveEvent(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
});

const save = (url: string) =>
  request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/webhooks`, {
    token: live.owner.token,
    body: { url, event_types: ['event.archived'] },
  });

/** The addresses the issue found let through. */
const REPORTED = [
  'http://192.0.2.1/hook',
  'http://198.51.100.7/hook',
  'http://203.0.113.9/hook',
  'http://192.88.99.1/hook',
  'http://[2001:db8::1]/hook',
  'http://[100::1]/hook',
  'http://[::ffff:0:127.0.0.1]/hook',
  'http://[64:ff9b:1::7f00:1]/hook',
];

const REFUSED = [
  'http://0.1.2.3/hook', // this network
  'http://10.255.255.255/hook',
  'http://100.64.0.1/hook', // carrier-grade NAT
  'http://100.127.255.254/hook',
  'http://127.1.2.3/hook',
  'http://2130706433/hook', // 127.0.0.1 written as one number
  'http://0x7f.1/hook',
  'http://169.254.169.254/latest/meta-data',
  'http://172.31.255.255/hook',
  'http://192.0.0.8/hook', // IETF protocol assignments
  'http://192.0.0.170/hook', // NAT64 discovery
  'http://192.168.0.1/hook',
  'http://198.18.0.1/hook', // benchmarking
  'http://198.19.255.255/hook',
  'http://224.0.0.1/hook', // multicast
  'http://239.255.255.250/hook',
  'http://240.0.0.1/hook', // reserved
  'http://255.255.255.255/hook', // broadcast
  'http://[::]/hook',
  'http://[::1]/hook',
  'http://[::127.0.0.1]/hook', // IPv4-compatible, deprecated
  'http://[::ffff:10.0.0.1]/hook', // IPv4-mapped
  'http://[::ffff:0:a9fe:a9fe]/hook', // IPv4-translated 169.254.169.254
  'http://[64:ff9b::a00:1]/hook', // NAT64 of 10.0.0.1
  'http://[64:ff9b::7f00:1]/hook', // NAT64 of 127.0.0.1
  'http://[64:ff9b:1::808:808]/hook', // local-use NAT64, whatever it embeds
  'http://[2002:7f00:1::1]/hook', // 6to4 of 127.0.0.1
  'http://[2002:c0a8:101::1]/hook', // 6to4 of 192.168.1.1
  'http://[2001::1]/hook', // Teredo
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', // Teredo
  'http://[2001:2::1]/hook', // benchmarking
  'http://[3fff::1]/hook', // documentation
  'http://[5f00::1]/hook', // SRv6
  'http://[100:0:0:1::1]/hook', // dummy prefix
  'http://[fc00::1]/hook',
  'http://[fd12:3456::1]/hook',
  'http://[fe80::1]/hook',
  'http://[fec0::1]/hook',
  'http://[ff02::1]/hook',
  'http://[4000::1]/hook', // outside global unicast
  'http://localhost:8080/hook',
];

const ALLOWED = [
  'http://8.8.8.8/hook',
  'http://1.1.1.1/hook',
  'http://100.128.0.1/hook', // just past carrier-grade NAT
  'http://172.32.0.1/hook',
  'http://192.169.0.1/hook',
  'http://198.20.0.1/hook',
  'http://223.255.255.254/hook',
  'https://[2606:4700:4700::1111]/hook',
  'http://[2a00:1450:4001:80b::200e]/hook',
  'http://[::ffff:8.8.8.8]/hook', // IPv4-mapped public address
  'http://[64:ff9b::808:808]/hook', // NAT64 of 8.8.8.8
  'http://[2002:808:808::1]/hook', // 6to4 of 8.8.8.8
];

describe('webhook addresses (SSRF): every special-purpose range is refused', () => {
  it.each([...REPORTED, ...REFUSED])('refuses %s on save with 422', async (url) => {
    const loopback = await save('http://127.0.0.1/hook');
    const response = await save(url);
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    // The same answer as loopback gets: refused for where it points, not for how it is written.
    expect(response.body.errors).toEqual(loopback.body.errors);
  });

  it.each(ALLOWED)('accepts the globally reachable %s', async (url) => {
    const response = await save(url);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it('refuses them again at delivery, after the setting that allowed them was turned off', async () => {
    const own = await liveEvent(t.app, t.ctx);
    t.ctx.config.webhooksAllowPrivateNetworks = true;
    let webhookId: number;
    try {
      const created = await request(t.app, 'POST', `/api/accounts/${own.owner.account.id}/webhooks`, {
        token: own.owner.token,
        body: { url: 'http://[64:ff9b:1::7f00:1]/hook', event_types: ['event.archived'] },
      });
      expect(created.status).toBe(201);
      webhookId = created.body.data.id;
    } finally {
      t.ctx.config.webhooksAllowPrivateNetworks = false;
    }
    expect(
      (await request(t.app, 'PUT', `/api/events/${own.eventId}/status`, { token: own.owner.token, body: { status: 'ARCHIVED' } })).status,
    ).toBe(200);
    const deadline = Date.now() + 15_000;
    let rows: { attempts: number; error: string | null; response_status: number | null }[] = [];
    while (Date.now() < deadline) {
      rows = (
        await request(t.app, 'GET', `/api/accounts/${own.owner.account.id}/webhooks/${webhookId}/deliveries`, { token: own.owner.token })
      ).body.data;
      if ((rows[0]?.attempts ?? 0) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows[0]).toMatchObject({ attempts: 1, response_status: null, error: 'The address resolves to a private network' });
  });
});
