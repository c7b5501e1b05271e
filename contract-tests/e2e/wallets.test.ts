/**
 * The wallets in Debian's Chromium against the real BFF and platform, one sign-in per role:
 *   - demo-member swaps USDT to KNT (quote, confirm, toast) and /wallets/my-wallets moves by exactly the
 *     quoted amounts; requests a USDT withdrawal with the transaction password, sees it pending and the
 *     amount plus fee held;
 *   - demo-admin opens it in the drawer of /admin/withdrawal-request (the member's KYC level and balance,
 *     the network, the address's explorer link and earlier use), approves it with the outgoing hash after
 *     the confirmation, and the member sees `sent` with that hash in the request's timeline;
 *   - demo-admin records a deposit on /admin/deposit and the member's balance shows it; the member's
 *     deposit page shows an address and its QR code;
 *   - axe passes on each of these pages in fr/light (during the flows) and en/dark;
 *   - the books balance at the end (getAccounting, as demo-admin, through the BFF).
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import {
  appUrl,
  builtFiles,
  escapeRegExp,
  exactly,
  expectHeading,
  expectNoAxeViolations,
  SHOWN_DECIMALS,
  shownUnits,
  signedInPage,
  text,
  type Language,
  type Mode,
} from './support.ts';

// A valid Tron address nobody owns (the secp256k1 generator point's), as the demo seed uses.
const DESTINATION = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';
const SWAP_AMOUNT = '100';
const WITHDRAWAL_AMOUNT = '30';
const DEPOSIT_AMOUNT = '250';
const TOAST_TIMEOUT = 20_000;

let browser: Browser;
let member: { context: BrowserContext; page: Page };
let admin: { context: BrowserContext; page: Page };
let withdrawalReference: string;
// The member's USDT once the request is placed, and the request's amount plus fee: the admin's drawer says them.
let usdtWithRequest: WalletRow;
let requestTotal: bigint;
const sentHash = randomBytes(32).toString('hex');

async function signedIn(login: string): Promise<{ context: BrowserContext; page: Page }> {
  // No preset script: it would run again on every load and undo the switch to English and dark mode below.
  const page = await signedInPage(browser, login);
  return { context: page.context(), page };
}

beforeAll(async () => {
  browser = await launchChromium();
  member = await signedIn('demo-member');
  admin = await signedIn('demo-admin');
});
afterAll(async () => {
  await browser?.close();
});

/** Fills a template of the web catalog as react-intl would with plain string values. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The withdraw page's title names the asset and its network: "Retirer USDT · Tron". */
async function expectWithdrawHeading(page: Page, language: Language): Promise<void> {
  const title = fill(text(language, 'wallets.withdraw.title'), {
    asset: 'USDT',
    network: text(language, 'wallets.withdraw.network.tron'),
  });
  await page.getByRole('heading', { level: 1, name: exactly(title) }).waitFor({ timeout: 20_000 });
}

interface WalletRow {
  balance: bigint;
  held: bigint;
  available: bigint;
}

/** One wallet's row of /wallets/my-wallets, read from the cells under their column headers. */
async function walletRow(page: Page, asset: string): Promise<WalletRow> {
  const table = page.getByRole('table', { name: exactly(text('fr', 'wallets.table')) });
  await table.waitFor({ timeout: 20_000 });
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${asset}\\b`) }) });
  const cell = async (id: string): Promise<bigint> => {
    const index = headers.indexOf(text('fr', id));
    expect(index, `my-wallets has no column ${text('fr', id)}: ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return shownUnits(await row.locator('th, td').nth(index).innerText(), 'fr', SHOWN_DECIMALS[asset]!);
  };
  return {
    balance: await cell('wallets.balance'),
    held: await cell('wallets.held'),
    available: await cell('wallets.available'),
  };
}

async function openMyWallets(page: Page): Promise<void> {
  await page.goto(appUrl('/wallets/my-wallets'));
  await expectHeading(page, 'fr', 'page.myWallets');
}

/** The description of a `<dt>` term in the page's facts. */
const fact = (scope: Page | Locator, term: string): Locator =>
  scope.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');

/**
 * axe on what is on screen now, its failure kept for the end of the test: a violation must not hide
 * whether the money flow itself works.
 */
function deferredAxe() {
  const failures: unknown[] = [];
  return {
    check: (page: Page, where: string): Promise<void> =>
      expectNoAxeViolations(page, where).catch((error: unknown) => {
        failures.push(error);
      }),
    report: (): void => {
      if (failures.length > 0)
        throw failures.length === 1 ? failures[0] : new AggregateError(failures, failures.map(String).join('\n\n'));
    },
  };
}

const toast = (page: Page, message: string): Promise<void> =>
  page.getByText(message, { exact: true }).first().waitFor({ timeout: TOAST_TIMEOUT });

describe('wallets in the browser', () => {
  it('swaps USDT to KNT: quote, confirm, toast, and the balances move by exactly the quoted amounts', async () => {
    const axe = deferredAxe();
    const { page } = member;
    await openMyWallets(page);
    const usdtBefore = await walletRow(page, 'USDT');
    const kntBefore = await walletRow(page, 'KNT');
    await axe.check(page, 'my-wallets (fr, light)');

    await page
      .getByRole('link', {
        name: exactly(
          fill(text('fr', 'wallets.actionFor'), { action: text('fr', 'wallets.action.swap'), asset: 'USDT' }),
        ),
      })
      .click();
    await page.waitForURL(/\/wallets\/my-wallets\/swap\/USDT$/);
    await expectHeading(page, 'fr', 'page.swap');
    await page.getByRole('textbox', { name: exactly(text('fr', 'wallets.amount')) }).fill(SWAP_AMOUNT);
    await page.getByRole('button', { name: exactly(text('fr', 'wallets.swap.getQuote')) }).click();
    const quote = page.getByRole('region', { name: exactly(text('fr', 'wallets.swap.quote')) });
    await quote.waitFor({ timeout: 20_000 });
    const given = (await fact(quote, text('fr', 'wallets.swap.given')).innerText()).trim();
    const received = (await fact(quote, text('fr', 'wallets.swap.received')).innerText()).trim();
    expect(given).toMatch(/ USDT$/);
    expect(received).toMatch(/ KNT$/);
    await axe.check(page, 'swap/USDT with a quote (fr, light)');

    await page.getByRole('button', { name: exactly(text('fr', 'wallets.swap.confirm')) }).click();
    await toast(page, fill(text('fr', 'wallets.swap.done'), { given, received }));

    await openMyWallets(page);
    const usdtAfter = await walletRow(page, 'USDT');
    const kntAfter = await walletRow(page, 'KNT');
    const gave = shownUnits(given, 'fr', SHOWN_DECIMALS.USDT!);
    const got = shownUnits(received, 'fr', SHOWN_DECIMALS.KNT!);
    expect(gave).toBe(shownUnits(SWAP_AMOUNT, 'fr', SHOWN_DECIMALS.USDT!));
    expect(usdtAfter.balance).toBe(usdtBefore.balance - gave);
    expect(usdtAfter.available).toBe(usdtBefore.available - gave);
    expect(kntAfter.balance).toBe(kntBefore.balance + got);
    expect(kntAfter.available).toBe(kntBefore.available + got);
    axe.report();
  });

  it('requests a USDT withdrawal with the transaction password: pending, amount and fee held', async () => {
    const axe = deferredAxe();
    const { page } = member;
    await openMyWallets(page);
    const before = await walletRow(page, 'USDT');

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/wallets/withdrawals')) posts.push(request.url());
    });
    await page.goto(appUrl('/wallets/my-wallets/withdraw/USDT'));
    await expectWithdrawHeading(page, 'fr');
    const address = page.getByRole('textbox', { name: exactly(text('fr', 'wallets.withdraw.address')) });
    const amount = page.getByRole('textbox', { name: exactly(text('fr', 'wallets.amount')) });
    // The amount's label follows the address with the form's gap, not a hole (a flex basis as a height).
    const gap = (await amount.boundingBox())!.y - (await address.boundingBox())!.y;
    expect(gap, 'from the address box to the amount box, px').toBeLessThan(100);
    await address.fill(DESTINATION);
    await amount.fill(WITHDRAWAL_AMOUNT);
    const password = page.getByLabel(exactly(text('fr', 'transactionPassword.password')));
    expect(await password.count(), 'no transaction password before the review').toBe(0);
    await page.getByRole('button', { name: exactly(text('fr', 'wallets.withdraw.review')) }).click();

    // The review: every figure in full, nothing sent, no password asked yet.
    const review = page.getByRole('region', { name: exactly(text('fr', 'wallets.withdraw.reviewTitle')) });
    await review.waitFor();
    const shown = async (id: string) => (await fact(review, text('fr', id)).innerText()).trim();
    expect((await shown('wallets.withdraw.recipient')).replace(/\s/g, '')).toBe(DESTINATION);
    expect(await shown('wallets.withdraw.network')).toBe(text('fr', 'wallets.network.tron'));
    expect(shownUnits(await shown('wallets.amount'), 'fr', SHOWN_DECIMALS.USDT!)).toBe(
      shownUnits(WITHDRAWAL_AMOUNT, 'fr', SHOWN_DECIMALS.USDT!),
    );
    const fee = shownUnits(await shown('wallets.withdraw.fee'), 'fr', SHOWN_DECIMALS.USDT!);
    const total = await shown('wallets.withdraw.total');
    expect(shownUnits(total, 'fr', SHOWN_DECIMALS.USDT!)).toBe(
      shownUnits(WITHDRAWAL_AMOUNT, 'fr', SHOWN_DECIMALS.USDT!) + fee,
    );
    expect(await shown('wallets.withdraw.usdValue')).toMatch(/^\d[\d\s\u202f]*,\d{2}\s\$US$/);
    await axe.check(page, 'withdraw/USDT review (fr, light)');
    expect(await password.count()).toBe(0);
    expect(posts, 'nothing is sent before the review is confirmed').toEqual([]);

    await review.getByRole('button', { name: exactly(text('fr', 'moneyAction.confirm')) }).click();
    await password.fill('Demo-Tx-1');
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: exactly(text('fr', 'wallets.withdraw.submit')) }).click();
    await toast(page, text('fr', 'wallets.withdraw.requested'));
    expect(posts).toHaveLength(1);

    // The newest request is listed first, with the amount plus fee that was held.
    const requests = page.getByRole('region', { name: exactly(text('fr', 'wallets.withdraw.requests')) });
    // Its name is its title and its status pill.
    const request = requests
      .getByRole('article', {
        name: new RegExp(
          `^WDR-\\d+ — ${escapeRegExp(total)} ${escapeRegExp(text('fr', 'wallets.withdraw.status.pending'))}$`,
        ),
      })
      .first();
    await request.waitFor({ timeout: 20_000 });
    withdrawalReference = /WDR-\d+/.exec(await request.getByRole('heading', { level: 3 }).innerText())![0];
    await axe.check(page, 'withdraw/USDT (fr, light)');

    await openMyWallets(page);
    const after = await walletRow(page, 'USDT');
    // The page says what holds the money: this request among the pending ones.
    const heldNote = page.getByRole('region', { name: exactly(text('fr', 'wallets.heldNote.title')) });
    await expect
      .poll(async () => heldNote.getByRole('listitem').allInnerTexts(), { timeout: 20_000 })
      .toContainEqual(
        expect.stringMatching(new RegExp(`^[\\d\\s\u202f,]+ USDT réservés — .*${withdrawalReference} en attente`)),
      );
    const held = shownUnits(total, 'fr', SHOWN_DECIMALS.USDT!);
    expect(held).toBeGreaterThan(shownUnits(WITHDRAWAL_AMOUNT, 'fr', SHOWN_DECIMALS.USDT!));
    expect(after.held).toBe(before.held + held);
    expect(after.available).toBe(before.available - held);
    expect(after.balance).toBe(before.balance);
    usdtWithRequest = after;
    requestTotal = held;
    axe.report();
  });

  it('the administrator approves it with the outgoing hash, and the member sees it sent with that hash', async () => {
    const axe = deferredAxe();
    const { page } = admin;
    await page.goto(appUrl('/admin/withdrawal-request'));
    await expectHeading(page, 'fr', 'page.admin.withdrawalRequest');
    await axe.check(page, 'admin/withdrawal-request (fr, light)');

    // The request opens in the drawer with what the decision is checked against.
    const open = fill(text('fr', 'moneyRecord.open'), { reference: withdrawalReference });
    await page.getByRole('button', { name: exactly(open) }).click();
    const drawer = page.getByRole('dialog', {
      name: exactly(fill(text('fr', 'walletsAdmin.review.requestTitle'), { reference: withdrawalReference })),
    });
    const field = (id: string) =>
      drawer.locator('dt', { hasText: exactly(text('fr', id)) }).locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(() => field('walletsAdmin.review.kyc').innerText(), { timeout: 20_000 })
      .toBe(text('fr', 'kyc.status.halfVerified'));
    // The member's USDT: what is held and available as their own page shows it, this request's amount and
    // fee among what is held. Its balance leaves out what stakes lock, unlike the member's page: not checked.
    const balance = (await field('walletsAdmin.review.balance').innerText()).trim();
    const figures =
      /^[\d\s\u00a0\u202f,]+ USDT \(retenu ([\d\s\u00a0\u202f,]+), disponible ([\d\s\u00a0\u202f,]+)\)$/.exec(balance);
    expect(figures, balance).not.toBeNull();
    const [held, available] = figures!.slice(1).map((shown) => shownUnits(shown, 'fr', SHOWN_DECIMALS.USDT!));
    expect({ held, available }, balance).toEqual({ held: usdtWithRequest.held, available: usdtWithRequest.available });
    expect(held, `held in "${balance}"`).toBeGreaterThanOrEqual(requestTotal);
    expect((await field('walletsAdmin.review.network').innerText()).trim()).toBe('Tron');
    await expect.poll(() => field('walletsAdmin.withdrawals.address').innerText()).toContain(DESTINATION);
    expect(await drawer.getByRole('link', { name: /Explorateur : adresse/ }).getAttribute('href')).toBe(
      `https://tronscan.org/#/address/${DESTINATION}`,
    );
    // The demo member's seeded requests went to the same address.
    const usedBefore = (await field('walletsAdmin.review.addressUse').innerText()).trim();
    expect(usedBefore).toMatch(/^Oui, depuis le .+ : \d+ autres? demandes? de ce membre, /);
    await axe.check(page, 'admin/withdrawal-request drawer (fr, light)');

    // Approval and rejection are apart; the approval is confirmed in its dialog before anything is sent.
    const approve = fill(text('fr', 'walletsAdmin.withdrawals.approveRequest'), { reference: withdrawalReference });
    const reject = fill(text('fr', 'walletsAdmin.withdrawals.rejectRequest'), { reference: withdrawalReference });
    const sectionOf = (name: string) =>
      drawer.locator('section').filter({ has: page.getByRole('button', { name: exactly(name) }) });
    await expect.poll(() => sectionOf(approve).count()).toBe(1);
    expect(
      await sectionOf(approve)
        .getByRole('button', { name: exactly(reject) })
        .count(),
    ).toBe(0);
    await drawer.getByRole('button', { name: exactly(approve) }).click();
    const dialog = page.getByRole('dialog', { name: exactly(approve) });
    await dialog.getByRole('textbox', { name: exactly(text('fr', 'walletsAdmin.withdrawals.txHash')) }).fill(sentHash);
    await dialog.getByRole('button', { name: exactly(text('fr', 'walletsAdmin.withdrawals.confirmSend')) }).click();
    await toast(page, fill(text('fr', 'walletsAdmin.withdrawals.sent'), { reference: withdrawalReference }));

    const memberPage = member.page;
    await memberPage.goto(appUrl('/wallets/my-wallets/withdraw/USDT'));
    await expectWithdrawHeading(memberPage, 'fr');
    const request = memberPage.getByRole('article', {
      name: new RegExp(`^${withdrawalReference} — .+ ${escapeRegExp(text('fr', 'wallets.withdraw.status.sent'))}$`),
    });
    await request.waitFor({ timeout: 20_000 });
    const timeline = request.getByRole('list', { name: exactly(text('fr', 'wallets.withdraw.timeline')) });
    // The hash is shortened in the middle, whole in its title, with its copy button.
    const shortHash = `${sentHash.slice(0, 6)}…${sentHash.slice(-6)}`;
    const sentStep = timeline.getByRole('listitem').filter({ has: memberPage.getByTitle(sentHash, { exact: true }) });
    expect((await sentStep.innerText()).replace(/\s+/g, ' ')).toMatch(
      new RegExp(
        `^${escapeRegExp(text('fr', 'wallets.withdraw.event.sent'))
          .replace(escapeRegExp('{at}'), '.+')
          .replace(escapeRegExp('{hash}'), escapeRegExp(shortHash))}`,
      ),
    );
    expect(
      await sentStep
        .getByRole('button', { name: exactly(fill(text('fr', 'moneyRecord.copyHash'), { value: shortHash })) })
        .count(),
    ).toBe(1);
    axe.report();
  });

  it('the administrator records a deposit for the member, whose balance shows it', async () => {
    const axe = deferredAxe();
    await openMyWallets(member.page);
    const before = await walletRow(member.page, 'USDT');

    const { page } = admin;
    await page.goto(appUrl('/admin/deposit'));
    await expectHeading(page, 'fr', 'page.admin.deposit');
    await axe.check(page, 'admin/deposit (fr, light)');
    const depositHash = randomBytes(32).toString('hex');
    // The deposits come first; the form opens from its button.
    await page.getByRole('button', { name: exactly(text('fr', 'walletsAdmin.deposits.formOpen')) }).click();
    await page
      .getByRole('textbox', { name: exactly(text('fr', 'walletsAdmin.deposits.username')) })
      .fill('demo-member');
    await page
      .getByRole('button', { name: new RegExp(escapeRegExp(text('fr', 'walletsAdmin.deposits.asset'))) })
      .click();
    await page.getByRole('option', { name: 'USDT (Tether USD)' }).click();
    await page.getByRole('textbox', { name: exactly(text('fr', 'walletsAdmin.deposits.amount')) }).fill(DEPOSIT_AMOUNT);
    await page.getByRole('textbox', { name: exactly(text('fr', 'walletsAdmin.deposits.txHash')) }).fill(depositHash);
    await page.getByRole('textbox', { name: exactly(text('fr', 'walletsAdmin.deposits.confirmations')) }).fill('20');
    await page.getByRole('button', { name: exactly(text('fr', 'walletsAdmin.deposits.submit')) }).click();
    const credited = new RegExp(
      `^${escapeRegExp(text('fr', 'walletsAdmin.deposits.credited'))
        .replace(escapeRegExp('{reference}'), 'DEP-\\d+')
        // Written with USDT's 2 shown decimals.
        .replace(escapeRegExp('{amount}'), `${escapeRegExp(DEPOSIT_AMOUNT)},00`)
        .replace(escapeRegExp('{asset}'), 'USDT')
        .replace(escapeRegExp('{username}'), 'demo-member')}$`,
    );
    const toast = page.getByText(credited).first();
    await toast.waitFor({ timeout: TOAST_TIMEOUT });
    const reference = /DEP-\d+/.exec(await toast.innerText())![0];

    // What reaches the wallet is the amount less the deposit fee the list shows.
    const list = page.getByRole('grid', { name: exactly(text('fr', 'walletsAdmin.deposits.listTitle')) });
    const headers = (await list.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    // One line per deposit, found by its reference; the hash is in its drawer.
    const row = list.getByRole('row').filter({ hasText: reference });
    const feeText = await row
      .locator('th, td')
      .nth(headers.indexOf(text('fr', 'walletsAdmin.deposits.fee')))
      .innerText();
    const credit =
      shownUnits(DEPOSIT_AMOUNT, 'fr', SHOWN_DECIMALS.USDT!) - shownUnits(feeText, 'fr', SHOWN_DECIMALS.USDT!);

    await openMyWallets(member.page);
    const after = await walletRow(member.page, 'USDT');
    expect(after.balance).toBe(before.balance + credit);
    expect(after.available).toBe(before.available + credit);
    axe.report();
  });

  it('shows the member a deposit address and its QR code', async () => {
    const axe = deferredAxe();
    const { page } = member;
    await page.goto(appUrl('/wallets/my-wallets/deposit/USDT'));
    await expectHeading(page, 'fr', 'page.deposit');
    const address = page.getByRole('textbox', { name: exactly(text('fr', 'wallets.deposit.address')) });
    // USDT lives on Tron: a base58 address starting with T, whole (shown in groups, read as one).
    expect(await address.textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const qr = page.getByRole('img', { name: exactly(fill(text('fr', 'wallets.deposit.qr'), { asset: 'USDT' })) });
    await qr.waitFor();
    expect((await qr.boundingBox())!.width).toBeGreaterThan(50);
    await axe.check(page, 'deposit/USDT (fr, light)');
    axe.report();
  });

  it('shows my wallets before asking for the menus, the toaster and the notifications', async () => {
    const page = await member.context.newPage();
    // When the heading enters the page, on the clock of the page's resource timings.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')) return;
        (window as unknown as { headingAt: number }).headingAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await openMyWallets(page);
      const LATER = ['mobile-drawer', 'notification', 'notification-dialog', 'profile-dropdown', 'toast-region'];
      // Each file by its module's name in the build's manifest; the bell's call by its path.
      const { names } = builtFiles();
      const later = async () =>
        page.evaluate(
          (names) =>
            performance
              .getEntriesByType('resource')
              .map((entry) => ({
                name: /\/api\/(notification)$/.exec(entry.name)?.[1] ?? names[new URL(entry.name).pathname] ?? '',
                startTime: entry.startTime,
              }))
              .filter(({ name }) => name !== ''),
          names,
        );
      await expect
        .poll(async () => {
          const asked = new Set((await later()).map(({ name }) => name));
          return LATER.filter((name) => asked.has(name));
        })
        .toEqual(LATER);
      const headingAt = await page.evaluate(() => (window as unknown as { headingAt: number }).headingAt);
      const requests = (await later()).filter(({ name }) => LATER.includes(name));
      expect(requests.length).toBeGreaterThanOrEqual(LATER.length);
      for (const { name, startTime } of requests) {
        expect(startTime, `${name} was asked for before the heading was on the page`).toBeGreaterThan(headingAt);
      }
    } finally {
      await page.close();
    }
  });

  it('passes axe in English and dark mode on the same pages', async () => {
    const axe = deferredAxe();
    const store = async (page: Page, language: Language, mode: Mode) =>
      page.evaluate(
        ([l, m]) => {
          localStorage.setItem('app-language', l);
          localStorage.setItem('app-mode', m);
        },
        [language, mode] as const,
      );
    const pages: [Page, string, string][] = [
      [member.page, '/wallets/my-wallets', 'page.myWallets'],
      [member.page, '/wallets/my-wallets/swap/USDT', 'page.swap'],
      [member.page, '/wallets/my-wallets/withdraw/USDT', 'page.withdraw'],
      [member.page, '/wallets/my-wallets/deposit/USDT', 'page.deposit'],
      [admin.page, '/admin/withdrawal-request', 'page.admin.withdrawalRequest'],
      [admin.page, '/admin/deposit', 'page.admin.deposit'],
    ];
    // The sign-ins are kept: only the stored language and mode change, as the page's own controls would.
    for (const page of [member.page, admin.page]) await store(page, 'en', 'dark');
    for (const [page, path, title] of pages) {
      await page.goto(appUrl(path));
      if (title === 'page.withdraw') await expectWithdrawHeading(page, 'en');
      else await expectHeading(page, 'en', title);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await axe.check(page, `${path} (en, dark)`);
    }
    axe.report();
  }, 180_000); // Six pages, each through axe: on a busy machine a minute is not enough.

  it('leaves the books balanced (getAccounting through the BFF, as the administrator)', async () => {
    const response = await admin.context.request.get(appUrl('/api/admin/accounting'), { headers: { 'X-CSRF': '1' } });
    expect(response.status()).toBe(200);
    const books = (await response.json()) as {
      balanced: boolean;
      assets: { asset: string; balanced: boolean; postings_sum: string; negative_balances: number }[];
    };
    expect(books.assets.length).toBeGreaterThan(0);
    expect(books.assets.filter((asset) => !asset.balanced)).toEqual([]);
    expect(books.balanced).toBe(true);
  });
});
