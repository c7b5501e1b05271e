/**
 * Account security in Debian's Chromium against the real BFF and platform, on a member of its own (signed up
 * for this test, so no other test's account changes): two-factor authentication turned on from the security
 * page (the code computed from the key the page shows), then a sign-in with a code of the app and one with a
 * recovery code the page handed out.
 */
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { solveCaptcha } from '../lib/contract.ts';
import {
  appUrl,
  exactly,
  expectHeading,
  platformUrl,
  sessionUser,
  signInThroughUi,
  submitSignIn,
  text,
} from './support.ts';

const STEP_MS = 30_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function signUp(username: string, password: string): Promise<void> {
  const response = await fetch(`${platformUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      username,
      password,
      repeat_password: password,
      email: `${username}@example.com`,
      first_name: 'Sam',
      last_name: 'Secure',
      parrain: 'demo-member',
      country: 'FR',
      privacy_accepted: true,
      captcha: await solveCaptcha(platformUrl),
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

async function signOut(): Promise<void> {
  await page.goto(appUrl('/logout'));
  await page.waitForURL(/\/account\/login/, { timeout: 20_000 });
  expect((await sessionUser(context)).status).toBe(401);
}

describe('account security in the browser', () => {
  it('turns 2FA on, then signs in with a code and with a recovery code', async () => {
    const username = `e2e-sec-${Date.now().toString(36)}`;
    const password = 'A-long-Security-Password-7';
    await signUp(username, password);
    await signInThroughUi(page, username, password);

    await page.goto(appUrl('/setting/profile/security'));
    await expectHeading(page, 'fr', 'page.profileSecurity');
    const twoFactor = page.getByRole('region', { name: exactly(text('fr', 'security.2fa.title')) });
    await twoFactor.getByLabel(text('fr', 'security.tx.loginPassword')).fill(password);
    await twoFactor.getByRole('button', { name: exactly(text('fr', 'security.2fa.enable')) }).click();
    await twoFactor.getByRole('img', { name: exactly(text('fr', 'security.2fa.qrLabel')) }).waitFor();
    const secret = (await twoFactor.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const enabledAt = Date.now();
    await twoFactor
      .getByRole('textbox', { name: exactly(text('fr', 'security.code')) })
      .fill(await generate({ secret, epoch: Math.floor(enabledAt / 1000) }));
    await twoFactor.getByRole('button', { name: exactly(text('fr', 'security.2fa.confirm')) }).click();
    const list = twoFactor.getByRole('list', { name: exactly(text('fr', 'security.2fa.recoveryTitle')) });
    await list.waitFor({ timeout: 20_000 });
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await twoFactor.getByRole('button', { name: exactly(text('fr', 'security.2fa.done')) }).click();
    await twoFactor.getByText(/Codes de secours restants : 10/).waitFor();

    await signOut();
    await submitSignIn(page, 'fr', username, password);
    await expectHeading(page, 'fr', 'auth.twoFactor.title');
    // The code that turned 2FA on is used: the app's next one, which the platform accepts one step early
    // (as it does for a phone whose clock runs ahead).
    await page
      .getByRole('textbox', { name: exactly(text('fr', 'auth.twoFactor.code')) })
      .fill(await generate({ secret, epoch: Math.floor((enabledAt + STEP_MS) / 1000) }));
    await page.getByRole('button', { name: exactly(text('fr', 'auth.twoFactor.submit')) }).click();
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    expect(await sessionUser(context)).toMatchObject({ status: 200, username });

    await signOut();
    await submitSignIn(page, 'fr', username, password);
    await expectHeading(page, 'fr', 'auth.twoFactor.title');
    await page.getByRole('button', { name: exactly(text('fr', 'auth.twoFactor.useRecovery')) }).click();
    await page.getByRole('textbox', { name: exactly(text('fr', 'auth.twoFactor.recoveryCode')) }).fill(codes[0]!);
    await page.getByRole('button', { name: exactly(text('fr', 'auth.twoFactor.submit')) }).click();
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    expect(await sessionUser(context)).toMatchObject({ status: 200, username });

    // The recovery code is spent; the page says so.
    await page.goto(appUrl('/setting/profile/security'));
    await page
      .getByRole('region', { name: exactly(text('fr', 'security.2fa.title')) })
      .getByText(/Codes de secours restants : 9/)
      .waitFor();
  }, 120_000);
});
