/**
 * The admin user pages in Debian's Chromium against the real BFF and platform: demo-admin finds a member
 * who signed up for this test in the user list by a search, opens their profile and deactivates them; the
 * member, signed in meanwhile in their own browser, lands on /login at their next page load and is refused
 * with the reason when they sign in again. demo-admin then picks a member on /admin/wallet-detail by typing
 * the username. axe passes on the three admin pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { solveCaptcha } from '../lib/contract.ts';
import {
  appUrl,
  escapeRegExp,
  exactly,
  expectHeading,
  expectNoAxeViolations,
  platformUrl,
  signedInPage,
  submitSignIn,
  text,
} from './support.ts';

const PASSWORD = 'A-long-Password-42';
const username = `e2e-m-${Date.now().toString(36)}`;

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let member: { context: BrowserContext; page: Page };

async function signedIn(login: string, password?: string) {
  const page = await signedInPage(browser, login, password);
  return { context: page.context(), page };
}

beforeAll(async () => {
  // A member of this test's own: deactivating a demo account would change what the other suites see.
  const answer = await fetch(`${platformUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      username,
      password: PASSWORD,
      repeat_password: PASSWORD,
      email: `${username}@example.com`,
      first_name: 'Zoé',
      last_name: 'Désactivée',
      parrain: 'demo-member',
      country: 'FR',
      privacy_accepted: true,
      captcha: await solveCaptcha(platformUrl),
    }),
  });
  if (!answer.ok) throw new Error(`sign-up of ${username}: ${answer.status} ${await answer.text()}`);
  browser = await launchChromium();
  admin = await signedIn('demo-admin');
  member = await signedIn(username, PASSWORD);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the admin user pages', () => {
  it('finds a member in the user list, deactivates them, and their next page load lands on /login', async () => {
    const { page } = admin;
    await page.goto(appUrl('/admin/user'));
    await expectHeading(page, 'fr', 'page.admin.user');
    await page.getByRole('textbox', { name: exactly(text('fr', 'members.users.search')) }).fill(username);
    // The search applies as it is typed, once the typing pauses.
    await page.waitForURL((url) => url.searchParams.get('q') === username);
    const table = page.getByRole('grid', { name: exactly(text('fr', 'members.users.table')) });
    const row = table.getByRole('row').filter({ hasText: username });
    // The unfiltered first page may already list the new member: wait for the search's answer instead.
    await expect
      .poll(() => table.getByRole('row').count(), { message: 'the header and one member', timeout: 20_000 })
      .toBe(2);
    await row.waitFor();
    expect(await row.textContent()).toContain('Zoé Désactivée');
    await expectNoAxeViolations(page, '/admin/user');

    await row.getByRole('link').click();
    await expectHeading(page, 'fr', 'page.admin.userProfil');
    const actions = page.getByRole('region', { name: exactly(text('fr', 'members.profile.actions')) });
    await actions.getByRole('button', { name: exactly(text('fr', 'members.action.deactivate')) }).click();
    await expectNoAxeViolations(page, '/admin/user/profil (confirming)');
    await actions.getByRole('button', { name: exactly(text('fr', 'members.profile.confirm')) }).click();
    await actions.getByRole('button', { name: exactly(text('fr', 'members.action.activate')) }).waitFor();
    const account = page.getByRole('region', { name: exactly(text('fr', 'members.profile.account')) });
    expect(await account.textContent()).toContain(text('fr', 'members.status.inactive'));

    // The member's sign-in ended at once: the next page they load sends them to /login.
    await member.page.goto(appUrl('/wallets/my-transactions'));
    await member.page.waitForURL(/\/account\/login/, { timeout: 20_000 });
    await submitSignIn(member.page, 'fr', username, PASSWORD);
    // A refused sign-in says the platform's message (product spec, section 8).
    const alert = member.page.getByRole('alert').filter({ hasText: 'This account has been deactivated.' });
    await alert.waitFor({ timeout: 20_000 });
    expect(new URL(member.page.url()).pathname).toBe('/account/login');
  });

  it('picks a member on wallet-detail by typing the username', async () => {
    const { page } = admin;
    await page.goto(appUrl('/admin/wallet-detail'));
    await expectHeading(page, 'fr', 'page.admin.walletDetail');
    const search = page.getByRole('combobox', { name: exactly(text('fr', 'walletsAdmin.walletDetail.member')) });
    await search.pressSequentially('demo-mem', { delay: 20 });
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp('demo-member · Demo Member')}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('uid') === 'KNT-100002');
    const identity = page.getByRole('region', { name: exactly(text('fr', 'walletsAdmin.walletDetail.identity')) });
    await identity.getByText('demo-member@example.com').waitFor();
    await expectNoAxeViolations(page, '/admin/wallet-detail');
  });
});
