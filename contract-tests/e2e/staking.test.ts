/**
 * Staking in Debian's Chromium against the real BFF and platform: demo-member reads the staking notice,
 * subscribes 20 USDT for 90 days through the review step and the transaction password, sees the stake on
 * /staking and exactly 20 USDT more locked (not gone: moved from available) on /wallets/my-wallets;
 * demo-admin opens the member's stakes.
 * axe passes on the pages on the way.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import {
  appUrl,
  exactly,
  expectHeading,
  expectNoAxeViolations,
  SHOWN_DECIMALS,
  shownUnits,
  signedInPage,
  text,
} from './support.ts';

let browser: Browser;
const signedIn = (login: string): Promise<Page> => signedInPage(browser, login);
/** A USDT amount as the page shows it in French ("1 020,50"), in hundredths. */
const usdt = (shown: string): bigint => shownUnits(shown, 'fr', SHOWN_DECIMALS.USDT!);

/** The USDT row of /wallets/my-wallets: its balance, locked and available, read under their column headers. */
async function usdtWallet(page: Page): Promise<{ balance: bigint; locked: bigint; available: bigint }> {
  await page.goto(appUrl('/wallets/my-wallets'));
  await expectHeading(page, 'fr', 'page.myWallets');
  const table = page.getByRole('table', { name: exactly(text('fr', 'wallets.table')) });
  await table.waitFor({ timeout: 20_000 });
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^USDT\b/ }) });
  const cell = async (column: string): Promise<bigint> => {
    const index = headers.indexOf(text('fr', column));
    expect(index, headers.join(', ')).toBeGreaterThanOrEqual(0);
    return usdt(await row.locator('th, td').nth(index).innerText());
  };
  return {
    balance: await cell('wallets.balance'),
    locked: await cell('wallets.locked'),
    available: await cell('wallets.available'),
  };
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('staking in the browser', () => {
  it('a member subscribes 20 USDT, sees the stake and the amount locked; an admin opens their stakes', async () => {
    const page = await signedIn('demo-member');
    // The seed already locks 1,000 USDT: only the change from before says this stake was locked.
    const before = await usdtWallet(page);
    await page.goto(appUrl('/staking/new'));
    await expectHeading(page, 'fr', 'page.stakingNew');
    await page.getByText(text('fr', 'staking.notice'), { exact: true }).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, '/staking/new (fr, light)');

    await page.getByRole('button', { name: new RegExp(text('fr', 'staking.product')) }).click();
    await page.getByRole('option', { name: /^USDT · 90 / }).click();
    await page.getByRole('textbox', { name: exactly(text('fr', 'staking.amount')) }).fill('20');
    await page.getByRole('button', { name: exactly(text('fr', 'staking.review')) }).click();
    await page.getByRole('heading', { name: exactly(text('fr', 'staking.reviewTitle')) }).waitFor();
    await page.getByRole('button', { name: exactly(text('fr', 'moneyAction.confirm')) }).click();
    await page.getByLabel(text('fr', 'transactionPassword.password')).fill('Demo-Tx-1');
    await page.getByRole('button', { name: exactly(text('fr', 'staking.submit')) }).click();
    await page.waitForURL(/\/staking$/, { timeout: 20_000 });
    await expectHeading(page, 'fr', 'page.staking');
    const stake = page
      .getByRole('article')
      .filter({ hasText: /20,00 USDT · 90 jours/ })
      .first();
    await stake.waitFor({ timeout: 20_000 });
    expect(await stake.innerText()).toContain(text('fr', 'staking.status.active'));
    await expectNoAxeViolations(page, '/staking (fr, light)');

    // Locked, not gone: the 20 USDT move from available to locked, and the balance holds both.
    const after = await usdtWallet(page);
    const stakeAmount = usdt('20');
    expect(after.locked, 'USDT locked after the stake').toBe(before.locked + stakeAmount);
    expect(after.available, 'USDT available after the stake').toBe(before.available - stakeAmount);
    expect(after.balance, 'USDT balance after the stake').toBe(before.balance);

    const admin = await signedIn('demo-admin');
    await admin.goto(appUrl('/admin/user/stake/KNT-100002'));
    await expectHeading(admin, 'fr', 'page.admin.userStake');
    await admin
      .getByRole('article')
      .filter({ hasText: /20,00 USDT · 90 jours/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await admin.getByRole('button', { name: exactly(text('fr', 'staking.cancel')) }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(admin, '/admin/user/stake (fr, light)');
  }, 180_000);
});
