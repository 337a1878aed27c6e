import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_EMAIL, DEMO_PASSWORD, expectNoA11yViolations, launchBrowser, logIn, newPage, waitForMail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NEW_PASSWORD = 'organizer-secret-1';

function coverPng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .png()
    .toBuffer();
}

describe('account screens in the browser', () => {
  it('invites an organizer who joins, is denied the settings, then gets a new role and is deactivated', async () => {
    const admin = await newPage(browser);
    const page = admin.page;
    const email = `olivia-${Date.now()}@example.test`;
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);

    await page.goto('/account/users');
    const ownerRow = page.getByRole('row').filter({ hasText: DEMO_EMAIL });
    await expect.poll(() => ownerRow.textContent()).toContain("The account owner's role and status cannot be changed.");
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite user' });
    await invite.getByLabel(/^First name/).fill('Olivia');
    await invite.getByLabel(/^Last name/).fill('Organizer');
    await invite.getByLabel(/^Email/).fill(email);
    await invite.getByRole('radio', { name: 'Organizer' }).check();
    await expectNoA11yViolations(page);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.textContent()).toContain('Invited');
    await expectNoA11yViolations(page);

    const mail = await waitForMail(email);
    const link = /https?:\/\/\S+\/auth\/accept-invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    const invitee = await newPage(browser);
    // Everything the page said on the way, however briefly: an accepted invitation never calls its link invalid.
    await invitee.context.addInitScript(() => {
      const seen = ((window as Window & { seen?: string[] }).seen = [] as string[]);
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Invalid invitation link')) seen.push(document.title);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await invitee.page.goto(new URL(link!).pathname);
    await invitee.page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await invitee.page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.page.waitForURL(/\/manage\/events/);
    await invitee.page.getByRole('heading', { level: 1 }).first().waitFor();
    const said = await invitee.page.evaluate(() => (window as Window & { seen?: string[] }).seen ?? []);
    expect(said).toEqual([]);
    await invitee.page.goto('/account/settings');
    await expect
      .poll(() => invitee.page.getByText('You do not have permission to access this page', { exact: false }).count())
      .toBeGreaterThan(0);
    await invitee.context.close();

    await page.goto(`/account/users?query=${encodeURIComponent(email)}`);
    await expect.poll(() => row.textContent()).toContain('Active');
    await row.getByRole('button', { name: 'Actions for Olivia Organizer' }).click();
    await page.getByRole('menuitem', { name: 'Change role to Administrator' }).click();
    await expect.poll(() => row.textContent()).toContain('Administrator');

    await row.getByRole('button', { name: 'Actions for Olivia Organizer' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => row.textContent()).toContain('Inactive');
    await admin.context.close();
  });

  it('edits the profile name, the account settings and an organizer with a cover image', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);

    await page.goto('/manage/profile');
    await page.getByLabel(/^First name/).fill('Dana');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.getByText('Your profile was saved.').count()).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    await page.reload();
    await expect.poll(() => page.getByLabel(/^First name/).inputValue()).toBe('Dana');

    for (const path of ['/account/settings', '/account/event-defaults']) {
      await page.goto(path);
      await page.getByRole('button', { name: /^Save/ }).waitFor();
      await expectNoA11yViolations(page);
    }

    await page.getByRole('link', { name: 'Stagedoor Live' }).click();
    await page.getByRole('button', { name: 'Edit organizer' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit organizer/ });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload cover' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
    await dialog.getByRole('img', { name: 'Current cover image' }).waitFor();
    const replace = dialog.getByRole('button', { name: 'Replace cover' });
    await expect.poll(() => replace.getAttribute('data-loading')).toBeNull();
    // The pointer still rests on the button it clicked; axe checks the page at rest.
    await page.mouse.move(0, 0);
    await expectNoA11yViolations(page);

    await dialog.getByLabel(/^Description/).fill('Open-air concerts all summer long.');
    await dialog.getByRole('button', { name: 'Save organizer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Open-air concerts all summer long.').count()).toBeGreaterThan(0);
    await context.close();
  });
});
