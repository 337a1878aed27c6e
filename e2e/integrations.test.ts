import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, expectNoA11yViolations, launchBrowser, logIn, newPage } from './browser';
import { buyGeneralAdmission, demoEvent } from './demo-event';

let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stagedoor`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('integrations', () => {
  it('creates an API token and a webhook, then shows the signed delivery of a purchase in the log', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page);
    await page.goto('/account/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'New token' }).click();
    const tokenDialog = page.getByRole('dialog', { name: 'New API token' });
    await tokenDialog.getByLabel(/^Name/).fill('Door scanner');
    await tokenDialog.getByRole('checkbox', { name: /check-in:write/ }).check();
    await expectNoA11yViolations(page);
    await tokenDialog.getByRole('button', { name: 'Create token' }).click();
    await tokenDialog.waitFor({ state: 'hidden' });
    const token = (await page.getByTestId('secret').textContent())!.trim();
    expect(token).toMatch(/^sd_live_/);
    const events = await fetch(`${baseUrl()}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(events.status).toBe(200);
    const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(403);
    await page.getByRole('row').filter({ hasText: 'Door scanner' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'New webhook' }).click();
    const hookDialog = page.getByRole('dialog', { name: 'New webhook' });
    await hookDialog.getByLabel(/^Endpoint URL/).fill(receiverUrl);
    await expectNoA11yViolations(page);
    await hookDialog.getByRole('button', { name: 'Create webhook' }).click();
    await hookDialog.waitFor({ state: 'hidden' });
    const secret = (await page.getByTestId('secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('row').filter({ hasText: receiverUrl }).getByText('Enabled').waitFor();

    const buyer = await newPage(browser);
    await buyer.page.goto((await demoEvent()).path);
    await buyGeneralAdmission(buyer.page, { firstName: 'Hook', lastName: 'Buyer', email: `hook-${Date.now()}@example.com` });
    await buyer.context.close();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const delivery = received[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['stagedoor-signature']))!;
    expect(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'order.completed', data: { order: { status: 'COMPLETED' } } });

    await page.getByRole('row').filter({ hasText: receiverUrl }).getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const row = log.getByRole('row').filter({ hasText: 'order.completed' });
    await row.getByText('Delivered').waitFor();
    await row.getByText('200').waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });
});
