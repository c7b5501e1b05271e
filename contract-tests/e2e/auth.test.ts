/**
 * Authentication in Debian's Chromium against the real BFF and platform: registering through a sponsor
 * link (solving the real captcha widget), signing out and in, a two-factor sign-in with a code computed from the demo secret, a protected
 * deep link that comes back after sign-in, a member refused the back-office, the sign-in error, and axe on
 * every authentication page in both languages and both modes.
 */
import { createGuardrails, generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import {
  appUrl,
  DEMO_PASSWORD,
  escapeRegExp,
  exactly,
  expectHeading,
  expectNoAxeViolations,
  presetLanguageAndMode,
  sessionUser,
  signInThroughUi,
  submitSignIn,
  text,
  type Language,
  type Mode,
} from './support.ts';

// The demo account's secret (platform/src/seed.ts): 80 bits, below otplib's default minimum.
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const path = (): string => new URL(page.url()).pathname;

/** Ticks the real altcha widget of the form and waits until its proof of work is done. */
async function solveCaptchaWidget(): Promise<void> {
  await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).focus();
  await page.keyboard.press('Space');
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
}
const accountConnected = (): Promise<string | null> => page.evaluate(() => localStorage.getItem('AccountConnected'));

describe('authentication in the browser', () => {
  it('registers through a sponsor link, signs out, and signs in again', async () => {
    const username = `e2e-${Date.now().toString(36)}`;
    const password = 'A-long-Password-42';
    await page.goto(appUrl('/register/demo-member'));
    await expectHeading(page, 'fr', 'auth.register.title');
    const field = (id: string) => page.getByRole('textbox', { name: exactly(text('fr', id)) });
    expect(await field('auth.field.parrain').inputValue(), 'the sponsor link fills the sponsor').toBe('demo-member');

    await field('auth.field.username').fill(username);
    await page.getByLabel(exactly(text('fr', 'auth.field.password'))).fill(password);
    await page.getByLabel(exactly(text('fr', 'auth.field.repeatPassword'))).fill(`${password}-typo`);
    await field('auth.field.email').fill(`${username}@example.com`);
    await field('auth.field.firstName').fill('Alice');
    await field('auth.field.lastName').fill('Martin');
    const country = page.getByRole('combobox', { name: exactly(text('fr', 'auth.field.country')) });
    await country.fill('Fran');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await page.getByRole('checkbox', { name: new RegExp(text('fr', 'auth.field.privacy').slice(0, 20)) }).check();
    // Every sign-up carries a solved captcha: the real proof-of-work widget, solved in the browser.
    await solveCaptchaWidget();
    await page.getByRole('button', { name: exactly(text('fr', 'auth.register.submit')) }).click();

    // The mismatch is caught before any call: still on the form, with the spec's words.
    await page.getByText('Password and repeat password does not match').first().waitFor();
    expect(path()).toBe('/account/register/demo-member');

    await page.getByLabel(exactly(text('fr', 'auth.field.repeatPassword'))).fill(password);
    await page.getByRole('button', { name: exactly(text('fr', 'auth.register.submit')) }).click();
    await page.waitForURL(/\/account\/login/, { timeout: 20_000 });

    await submitSignIn(page, 'fr', username, password);
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    await expectHeading(page, 'fr', 'page.myWallets');
    expect(await accountConnected()).toBe('yes');
    expect(await sessionUser(context)).toMatchObject({ status: 200, username, parrain: 'demo-member' });

    await page.getByRole('button', { name: new RegExp(escapeRegExp(text('fr', 'shell.profile.open'))) }).click();
    await page.getByRole('menuitem', { name: exactly(text('fr', 'shell.signOut')) }).click();
    await page.waitForURL(/\/account\/login/, { timeout: 20_000 });
    expect(await accountConnected()).toBe('false');
    expect((await sessionUser(context)).status).toBe(401);

    await submitSignIn(page, 'fr', username, password);
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    expect((await sessionUser(context)).username).toBe(username);
  });

  it('signs in demo-2fa with a code computed from its secret', async () => {
    await page.goto(appUrl('/login'));
    await submitSignIn(page, 'fr', 'demo-2fa', DEMO_PASSWORD);
    await expectHeading(page, 'fr', 'auth.twoFactor.title');
    expect((await sessionUser(context)).status, 'no session before the code').toBe(403);

    const code = await generate({ secret: DEMO_TOTP_SECRET, guardrails });
    await page.getByRole('textbox', { name: exactly(text('fr', 'auth.twoFactor.code')) }).fill(code);
    await page.getByRole('button', { name: exactly(text('fr', 'auth.twoFactor.submit')) }).click();
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    expect(await sessionUser(context)).toMatchObject({ status: 200, username: 'demo-2fa' });
    expect(await accountConnected()).toBe('yes');
  });

  it('sends an anonymous deep link to sign-in and back to it afterwards', async () => {
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(/\/account\/login\?/, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('/dashboard');
    await submitSignIn(page, 'fr', 'demo-member', DEMO_PASSWORD);
    await page.waitForURL(/\/account\/dashboard$/, { timeout: 20_000 });
  });

  it('keeps a member out of the back-office and lets an administrator in', async () => {
    await signInThroughUi(page, 'demo-member');
    await page.goto(appUrl('/admin'));
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    await expectHeading(page, 'fr', 'page.myWallets');

    const admin = await browser.newContext();
    try {
      const adminPage = await admin.newPage();
      await signInThroughUi(adminPage, 'demo-admin');
      await adminPage.goto(appUrl('/admin'));
      await expectHeading(adminPage, 'fr', 'page.admin.dashboard');
      // /admin opens the dashboard, at the spec's path.
      expect(new URL(adminPage.url()).pathname).toBe('/account/admin/dashboard');
    } finally {
      await admin.close();
    }
  });

  it('shows the server’s message when the sign-in is refused, and sends a signed-in visitor of /login on', async () => {
    await page.goto(appUrl('/login'));
    await submitSignIn(page, 'fr', 'demo-member', 'Not-the-password-1');
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.first().waitFor({ timeout: 20_000 });
    const refused = await context.request.post(appUrl('/api/auth/sign-in'), {
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
      data: { login: 'demo-member', password: 'Not-the-password-1' },
    });
    const { message } = (await refused.json()) as { message: string };
    expect(await alert.allTextContents()).toContainEqual(expect.stringContaining(message));
    expect(path()).toBe('/account/login');

    await submitSignIn(page, 'fr', 'demo-member', DEMO_PASSWORD);
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
    await page.goto(appUrl('/login'));
    await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
  });
});

describe('authentication pages have no WCAG 2.1 A/AA violation', () => {
  const pages: [string, string][] = [
    ['/login', 'auth.login.title'],
    ['/silent/login', 'auth.login.title'],
    ['/register', 'auth.register.title'],
    ['/silent/register/demo-member', 'auth.register.title'],
    ['/forgot-password', 'auth.forgot.title'],
    ['/reset-password?token=' + 'a'.repeat(64), 'auth.reset.title'],
    ['/email', 'auth.email.title'],
  ];
  for (const language of ['fr', 'en'] as Language[]) {
    for (const mode of ['light', 'dark'] as Mode[]) {
      it(`in ${language}, ${mode} mode`, async () => {
        await presetLanguageAndMode(context, language, mode);
        for (const [route, title] of pages) {
          await page.goto(appUrl(route));
          await expectHeading(page, language, title);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          expect(await page.evaluate(() => document.documentElement.className)).toContain(mode);
          await expectNoAxeViolations(page, `${route} (${language}, ${mode})`);
        }
        // The two-factor step, and a form showing its errors, are pages too.
        await page.goto(appUrl('/login'));
        await page.getByRole('button', { name: exactly(text(language, 'auth.login.submit')) }).click();
        await expectNoAxeViolations(page, `/login with errors (${language}, ${mode})`);
        await submitSignIn(page, language, 'demo-2fa', DEMO_PASSWORD);
        await expectHeading(page, language, 'auth.twoFactor.title');
        await expectNoAxeViolations(page, `the two-factor step (${language}, ${mode})`);
      });
    }
  }
});
