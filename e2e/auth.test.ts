import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, expectNoA11yViolations, launchBrowser, newPage, untilLoaded, waitForMail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'a-long-secret-1';

describe('accounts in the browser', () => {
  it('registers, confirms the email from the mailbox, logs out, returns to the remembered page after login', async () => {
    const { context, page } = await newPage(browser);
    const email = `e2e-${Date.now()}@example.test`;
    await page.goto('/auth/register');
    await page.getByLabel(/^First name/).fill('Erin');
    await page.getByLabel(/^Last name/).fill('Example');
    await page.getByLabel(/^Organization name/).fill('Example Stage Company');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));

    const mail = await waitForMail(email);
    const link = /https?:\/\/\S+\/manage\/profile\/confirm-email-address\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    // The link is opened in another tab: the reminder of the first goes by itself.
    const banner = page.getByText('Please confirm your email address');
    await banner.waitFor();
    const other = await context.newPage();
    await other.goto(new URL(link!).pathname);
    await other.getByText('Your email address is confirmed').waitFor();
    await banner.waitFor({ state: 'detached' });
    await other.close();
    await page.goto('/account/settings');
    await expect.poll(() => page.getByLabel(/^Account name/).inputValue()).toBe('Example Stage Company');

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/auth\/login|\/$/);

    await page.goto('/manage/profile');
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/manage\/profile$/);
    await context.close();
  });

  it('registers with an address that has a login, and joins that login from the mailed link', async () => {
    const email = `e2e-holder-${Date.now()}@example.test`;
    const holder = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Hana', email, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    expect(holder.status).toBe(201);

    const { context, page } = await newPage(browser);
    await page.goto('/auth/register');
    await page.getByLabel(/^First name/).fill('Hana');
    await page.getByLabel(/^Last name/).fill('Again');
    await page.getByLabel(/^Organization name/).fill('Second Stage Company');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('another-secret-2');
    await page.getByLabel(/^Confirm password/).fill('another-secret-2');
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));

    const notice = await waitForMail(email, 20_000, (mail) => mail.subject === 'Someone registered with your email address');
    expect(notice.text).toContain('Second Stage Company');
    const link = /https?:\/\/\S+\/manage\/profile\/confirm-email-address\/[A-Za-z0-9_-]+/.exec(notice.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await page.getByRole('heading', { name: 'The account is added to your login' }).waitFor();
    await expectNoA11yViolations(page);
    await page.goto('/account/settings');
    await expect.poll(() => page.getByLabel(/^Account name/).inputValue()).toBe('Second Stage Company');
    await context.close();
  });

  it('switches the language and keeps it in the locale cookie', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: /Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('has no accessibility violations on the auth pages', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/']) {
      await page.goto(path);
      await untilLoaded(page);
      await expectNoA11yViolations(page);
    }
    await context.close();
  });
});
