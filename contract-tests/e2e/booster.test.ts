/**
 * Booster packs in Debian's Chromium against the real BFF and platform: demo-admin, whose demo pack has ended,
 * buys the first tier on /pack-booster (review, transaction password, toast), then upgrades to the second
 * for the difference, keeping the end date; then, as an administrator, finds both orders on
 * /admin/pack-booster-order filtered by member and kind, and on the member's booster page. axe passes on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { appUrl, exactly, expectHeading, expectNoAxeViolations, signedInPage, text } from './support.ts';

const TOAST_TIMEOUT = 20_000;
const TX_PASSWORD = 'Demo-Tx-1';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await signedInPage(browser, 'demo-admin');
});
afterAll(async () => {
  await browser?.close();
});

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const toast = (message: string): Promise<void> =>
  page.getByText(message, { exact: true }).first().waitFor({ timeout: TOAST_TIMEOUT });

/** Chooses a tier's button, confirms the review, then pays with the transaction password. */
async function pay(button: string, reviewTitle: string): Promise<void> {
  await page.getByRole('button', { name: exactly(button) }).click();
  await page.getByRole('heading', { level: 2, name: exactly(reviewTitle) }).waitFor();
  await page.getByRole('button', { name: exactly(text('fr', 'moneyAction.confirm')) }).click();
  await page.getByLabel(exactly(text('fr', 'transactionPassword.password'))).fill(TX_PASSWORD);
  await page.getByRole('button', { name: new RegExp(`^${fill(text('fr', 'booster.pay'), { amount: '' })}`) }).click();
}

/** The pack's facts as the summary lists them: term → description. */
async function packFacts(): Promise<Record<string, string>> {
  const section = page.getByRole('region', { name: exactly(text('fr', 'booster.current')) });
  const terms = await section.locator('dt').allInnerTexts();
  const values = await section.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

describe('booster packs in the browser', () => {
  it('buys the first tier, then upgrades to the second and keeps the end date', async () => {
    await page.goto(appUrl('/pack-booster'));
    await expectHeading(page, 'fr', 'page.packBooster');
    await expect.poll(async () => (await packFacts())[text('fr', 'booster.status')]).toBe(text('fr', 'booster.ended'));
    await expectNoAxeViolations(page, '/pack-booster with an ended pack');

    await pay(
      fill(text('fr', 'booster.buy'), { name: 'Challenger' }),
      fill(text('fr', 'booster.reviewPurchase'), { name: 'Challenger' }),
    );
    await toast(fill(text('fr', 'booster.bought'), { name: 'Challenger' }));
    const bought = await packFacts();
    expect(bought[text('fr', 'booster.tier')]).toBe('Challenger');
    expect(bought[text('fr', 'booster.status')]).toBe(text('fr', 'booster.active'));

    // The upgrade costs the difference of the prices: 500 − 100.
    await page
      .getByText(fill(text('fr', 'booster.difference'), { amount: '400,00 USDT' }))
      .first()
      .waitFor();
    await pay(
      fill(text('fr', 'booster.upgrade'), { name: 'Pro' }),
      fill(text('fr', 'booster.reviewUpgrade'), { name: 'Pro' }),
    );
    await toast(fill(text('fr', 'booster.upgraded'), { name: 'Pro' }));
    const upgraded = await packFacts();
    expect(upgraded[text('fr', 'booster.tier')]).toBe('Pro');
    expect(upgraded[text('fr', 'booster.endsAt')]).toBe(bought[text('fr', 'booster.endsAt')]);
    expect(upgraded[text('fr', 'booster.paid')]).toMatch(/^500,00\sUSDT$/);

    // The header, the two orders of this pack and the ended pack's purchase.
    const history = page.getByRole('grid', { name: exactly(text('fr', 'booster.orders.table')) });
    await expect.poll(() => history.getByRole('row').count()).toBe(4);
    await expectNoAxeViolations(page, '/pack-booster with a pack');
  });

  it('shows the orders to the administrator, filtered in the address, and on the member’s page', async () => {
    await page.goto(appUrl('/admin/pack-booster-order?user=demo-admin&kind=upgrade'));
    await expectHeading(page, 'fr', 'page.admin.packBoosterOrder');
    const table = page.getByRole('grid', { name: exactly(text('fr', 'booster.orders.table')) });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    const row = await rows.nth(1).innerText();
    expect(row).toContain('demo-admin');
    expect(row).toContain(text('fr', 'booster.orders.upgrade'));
    expect(row).toContain(fill(text('fr', 'booster.orders.upgradeFrom'), { from: 'Challenger', to: 'Pro' }));
    await expectNoAxeViolations(page, '/admin/pack-booster-order');

    await table.getByRole('link', { name: 'demo-admin' }).first().click();
    await expectHeading(page, 'fr', 'page.admin.userBooster');
    await expect.poll(() => page.getByRole('grid').getByRole('row').count()).toBe(4);
    await page.getByText('Pro', { exact: true }).first().waitFor();
  });
});
