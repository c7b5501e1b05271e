/**
 * Arbitrage packs in Debian's Chromium against the real BFF and platform: demo-member subscribes to the
 * 30-day pack through the review (the spec's subscription confirmation) and the transaction password,
 * then sees it among the active subscriptions of /pack-arbitrage and counted on /service; axe passes on
 * both pages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { appUrl, exactly, expectHeading, expectNoAxeViolations, signedInPage, text } from './support.ts';

const PACK = 'Arbitrage 30';
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await signedInPage(browser, 'demo-member');
});
afterAll(async () => {
  await browser?.close();
});

describe('arbitrage packs in the browser', () => {
  it('a member subscribes to a pack and sees it on /pack-arbitrage and on /service', async () => {
    const subscribes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/arbitrage\/packs\/\d+\/subscriptions$/.test(request.url()))
        subscribes.push(request.url());
    });
    await page.goto(appUrl('/pack-arbitrage'));
    await expectHeading(page, 'fr', 'page.packArbitrage');
    // The section, not the table: below 75rem the table is drawn as cards, without a table's role.
    const mine = page.getByRole('region', { name: exactly(text('fr', 'arbitrage.mine')) });
    // Nobody has subscribed yet in this fresh harness: the list starts empty.
    await page.getByText(text('fr', 'arbitrage.none')).waitFor({ timeout: 20_000 });

    await page
      .getByRole('button', { name: exactly(fill(text('fr', 'arbitrage.subscribeTo'), { name: PACK })) })
      .click();
    const review = page.getByRole('region', { name: exactly(text('fr', 'arbitrage.reviewTitle')) });
    await review.waitFor();
    await expect.poll(() => review.innerText()).toContain(PACK);
    expect(await review.innerText()).toMatch(/100,00\s+USDT/);
    await expectNoAxeViolations(page, 'pack-arbitrage review (fr, light)');
    const password = page.getByLabel(exactly(text('fr', 'transactionPassword.password')));
    expect(await password.count(), 'no transaction password before the review is confirmed').toBe(0);
    await review.getByRole('button', { name: exactly(text('fr', 'moneyAction.confirm')) }).click();
    await password.fill('Demo-Tx-1');
    expect(subscribes).toEqual([]);
    await review.getByRole('button', { name: exactly(text('fr', 'arbitrage.submit')) }).click();
    await page
      .getByText(fill(text('fr', 'arbitrage.subscribed'), { name: PACK }))
      .first()
      .waitFor({ timeout: 20_000 });
    expect(subscribes).toHaveLength(1);
    await expect.poll(() => mine.getByText(PACK, { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expectNoAxeViolations(page, 'pack-arbitrage (fr, light)');

    await page.goto(appUrl('/service'));
    await expectHeading(page, 'fr', 'page.service');
    const card = page.getByRole('article', { name: exactly(text('fr', 'service.name.arbitrage')) });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.innerText()).toContain(text('fr', 'service.status.active'));
    expect(await card.getByRole('link').getAttribute('href')).toBe('/account/pack-arbitrage');
    // demo-member's seeded stake counts; the card is not sold yet.
    const staking = page.getByRole('article', { name: exactly(text('fr', 'service.name.staking')) });
    expect(await staking.innerText()).toContain(text('fr', 'service.status.active'));
    const visa = page.getByRole('article', { name: exactly(text('fr', 'service.name.card')) });
    expect(await visa.innerText()).toContain(text('fr', 'service.status.unavailable'));
    await expectNoAxeViolations(page, 'service (fr, light)');
  });
});
