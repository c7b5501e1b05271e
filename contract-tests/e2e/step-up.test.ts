/**
 * Step-up for administrators in Chromium against the real BFF and platform: a sensitive action of a sign-in
 * whose last password is older than the window opens the step-up dialog, and the action goes through once the
 * password is given again; with the admin-two-factor setting on, an administrator without 2FA sees, inside the
 * frame, why the admin pages are closed and where 2FA is turned on. Both states pass axe.
 *
 * No call makes a sign-in's step-up old and the window is 5 minutes: the test ages it in the platform's SQLite
 * file, and puts the setting back there too (only administrators with 2FA, which the demo has none of, could).
 */
import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { appUrl, DEMO_PASSWORD, exactly, expectNoAxeViolations, signedInPage, text } from './support.ts';

const { databaseFile } = inject('e2eHarness');

function inDatabase(statement: string, ...values: string[]): void {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare(statement).run(...values);
  } finally {
    db.close();
  }
}

let browser: Browser;
let page: Page;

describe('step-up for administrators', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInPage(browser, 'demo-admin2');
  });
  afterAll(async () => {
    inDatabase(`UPDATE settings SET document = ? WHERE key = 'admin-two-factor'`, JSON.stringify({ required: false }));
    await browser?.close();
  });

  it('asks for the password before a sensitive action of an old sign-in, then does it', async () => {
    await page.goto(appUrl('/admin/setting/transaction'));
    // At the top of the admin menu on a desktop (the page's own copy shows on a phone only).
    await page.getByText(text('fr', 'shell.adminTwoFactor.off')).first().waitFor();
    inDatabase(
      `UPDATE refresh_token_families SET stepped_up_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)`,
      '2000-01-01T00:00:00.000Z',
      'demo-admin2',
    );
    // A higher threshold weakens a money control: proposing it is a sensitive action.
    const threshold = page.getByRole('textbox', {
      name: exactly(text('fr', 'configuration.depositApproval.threshold')),
    });
    await threshold.fill('999999');
    await page.getByRole('button', { name: exactly(text('fr', 'configuration.depositApproval.save')) }).click();
    const dialog = page.getByRole('dialog', { name: text('fr', 'stepUp.title') });
    await dialog.waitFor();
    const password = dialog.getByLabel(exactly(text('fr', 'stepUp.password')));
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'the step-up dialog');
    await password.fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: exactly(text('fr', 'stepUp.confirm')) }).click();
    await dialog.getByText(text('fr', 'error.PASSWORD_INVALID')).first().waitFor();
    await password.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: exactly(text('fr', 'stepUp.confirm')) }).click();
    await dialog.waitFor({ state: 'detached' });
    // Sent again once stepped up: it now waits for another administrator.
    await page.getByText(text('fr', 'adminRequest.proposed')).first().waitFor();
  });

  it('with 2FA required, shows an administrator without it why, and where to turn it on', async () => {
    inDatabase(`UPDATE settings SET document = ? WHERE key = 'admin-two-factor'`, JSON.stringify({ required: true }));
    await page.goto(appUrl('/admin/user'));
    await page.getByRole('heading', { level: 1, name: text('fr', 'shell.adminTwoFactor.requiredTitle') }).waitFor();
    const link = page.getByRole('link', { name: text('fr', 'shell.adminTwoFactor.requiredLink') });
    expect(await link.getAttribute('href')).toBe('/account/setting/profile/security');
    // Inside the frame: the admin menu is still there.
    expect(await page.getByRole('navigation', { name: text('fr', 'shell.adminMenu.label') }).count()).toBe(1);
    await expectNoAxeViolations(page, 'the page of an administrator without 2FA');
    await link.click();
    await page.waitForURL((url) => url.pathname.endsWith('/setting/profile/security'));
  });
});
