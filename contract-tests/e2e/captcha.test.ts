/**
 * The captcha in Debian's Chromium against the real BFF and platform, with the real altcha widget solving the
 * platform's proof of work in the browser: no friction on the first sign-in failures, the widget after the
 * third without losing what was typed, a sign-in after solving it; a reset link asked with it; and axe on the
 * pages with the widget shown, unsolved and solved, in French and in English.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { solveCaptcha } from '../lib/contract.ts';
import {
  appUrl,
  bffUrl,
  DEMO_PASSWORD,
  exactly,
  expectHeading,
  expectNoAxeViolations,
  presetLanguageAndMode,
  sessionUser,
  submitSignIn,
  text,
  type Language,
} from './support.ts';

/** The widget's own label (altcha's catalogs), the name of its checkbox. */
const WIDGET_LABEL: Record<Language, string> = { fr: 'Je ne suis pas un robot', en: 'I’m not a robot' };
const CAPTCHA_REQUIRED = 'Solve the captcha to continue';

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

const widget = () => page.locator('altcha-widget');
const widgetCheckbox = (language: Language) =>
  page.getByRole('checkbox', { name: new RegExp(WIDGET_LABEL[language].replace(/[’']/g, "['’]")) });

/** Ticks the real widget from the keyboard, as a keyboard user would, and waits until its proof of work is done. */
async function solveWidget(language: Language): Promise<void> {
  await widgetCheckbox(language).focus();
  await page.keyboard.press('Space');
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
}

/**
 * The browser tests share one address: earlier failures of other suites may still count against it. A sign-in
 * that needed and passed a captcha forgives the address, so this starts every story from no failure at all.
 */
async function forgiveThisAddress(): Promise<void> {
  const signIn = (password: string, captcha?: string) =>
    context.request.post(appUrl('/api/auth/sign-in'), {
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
      data: { login: 'demo-admin', password, ...(captcha && { captcha }) },
    });
  for (let attempt = 0; attempt < 4; attempt++) {
    const refused = await signIn('Wrong-Password-0');
    if (refused.status() === 428) break;
    expect(refused.status()).toBe(401);
  }
  const captcha = await solveCaptcha(`${bffUrl}/account/api`, { 'x-csrf': '1' });
  const forgiven = await signIn(DEMO_PASSWORD, captcha);
  expect(forgiven.status(), await forgiven.text()).toBe(200);
  await context.clearCookies();
}

describe('the captcha of the sign-in', () => {
  for (const language of ['fr', 'en'] as Language[]) {
    it(`appears after three failures, keeps what was typed, and lets the member in once solved (${language})`, async () => {
      await forgiveThisAddress();
      await presetLanguageAndMode(context, language, 'light');
      await page.goto(appUrl('/login'));
      const login = page.getByRole('textbox', { name: exactly(text(language, 'auth.field.login')) });
      const password = page.getByLabel(exactly(text(language, 'auth.field.password')));
      const signInAnswer = () => page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in'));

      for (let failure = 1; failure <= 3; failure++) {
        const answered = signInAnswer();
        await submitSignIn(page, language, 'demo-member', `Wrong-Password-${failure}`);
        expect((await answered).status(), `failure ${failure} is a plain refusal`).toBe(401);
        expect(await widget().count(), `no captcha after ${failure} failure(s)`).toBe(0);
      }

      await password.fill(DEMO_PASSWORD);
      const asked = signInAnswer();
      await page.getByRole('button', { name: exactly(text(language, 'auth.login.submit')) }).click();
      expect((await asked).status(), 'the fourth try needs the captcha').toBe(428);
      await widgetCheckbox(language).waitFor({ timeout: 20_000 });
      await page.getByText(CAPTCHA_REQUIRED).waitFor();
      expect(await login.inputValue(), 'the login is kept').toBe('demo-member');
      expect(await password.inputValue(), 'the password is kept').toBe(DEMO_PASSWORD);
      expect((await sessionUser(context)).status).toBe(401);
      await expectNoAxeViolations(page, `/login with the captcha (${language})`);

      await solveWidget(language);
      await expectNoAxeViolations(page, `/login with the captcha solved (${language})`);
      await page.getByRole('button', { name: exactly(text(language, 'auth.login.submit')) }).click();
      await page.waitForURL(/\/account\/wallets\/my-wallets$/, { timeout: 20_000 });
      expect((await sessionUser(context)).username).toBe('demo-member');
    });
  }
});

describe('the captcha of the forgot-password page', () => {
  it('goes with the request, solved in the browser', async () => {
    await page.goto(appUrl('/forgot-password'));
    await expectHeading(page, 'fr', 'auth.forgot.title');
    await page.getByRole('textbox', { name: exactly(text('fr', 'auth.field.email')) }).fill('demo-member@example.com');
    await page.getByRole('button', { name: exactly(text('fr', 'auth.forgot.submit')) }).click();
    await page.getByText(text('fr', 'auth.captcha.missing')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/forgot-password');

    await solveWidget('fr');
    await page.getByRole('button', { name: exactly(text('fr', 'auth.forgot.submit')) }).click();
    await page.waitForURL(/\/account\/email$/, { timeout: 20_000 });
  });
});

describe('pages with the captcha have no WCAG 2.1 A/AA violation', () => {
  const pages: [string, string][] = [
    ['/register/demo-member', 'auth.register.title'],
    ['/forgot-password', 'auth.forgot.title'],
  ];
  for (const language of ['fr', 'en'] as Language[]) {
    it(`in ${language}, with the widget unsolved and solved`, async () => {
      await presetLanguageAndMode(context, language, 'dark');
      for (const [route, title] of pages) {
        await page.goto(appUrl(route));
        await expectHeading(page, language, title);
        await widgetCheckbox(language).waitFor({ timeout: 20_000 });
        await expectNoAxeViolations(page, `${route} with the captcha (${language})`);
        await solveWidget(language);
        await expectNoAxeViolations(page, `${route} with the captcha solved (${language})`);
      }
    });
  }
});
