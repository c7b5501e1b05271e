/**
 * The shell in Debian's Chromium against the real BFF and platform: the page as served (its loader
 * styled before any script, nothing refused by the CSP), the notification bell (marking one seen goes to
 * the database), language and mode chosen with the page's own controls and kept across a reload, the
 * side menu's order, the mobile menu at a phone's size, maintenance for members versus administrators
 * (the BFF's MAINTENANCE_MODE), and on every page of the router in both modes: axe, the CSP, and what a
 * person sees at a desktop's and a phone's size (what-a-person-sees.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { repoRoot, startBff } from '../../scripts/lib/processes.ts';
import {
  appUrl,
  builtFiles,
  cspRefusals,
  escapeRegExp,
  exactly,
  expectHeading,
  expectNoAxeViolations,
  platformUrl,
  presetLanguageAndMode,
  signInThroughUi,
  submitSignIn,
  text,
  type Language,
  type Mode,
} from './support.ts';
import { DESKTOP, PHONE, whatAPersonSees } from './what-a-person-sees.ts';

interface Notification {
  id: string;
  title: string;
  description: string;
  is_seen: boolean;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser profile signed in as `login`, optionally with a stored language and mode. */
async function signedIn(
  login: string,
  options: {
    base?: string;
    preset?: [Language, Mode];
    viewport?: { width: number; height: number };
    reducedMotion?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(options.viewport && { viewport: options.viewport }),
    ...(options.reducedMotion && { reducedMotion: 'reduce' as const }),
  });
  if (options.preset) await presetLanguageAndMode(context, ...options.preset);
  const page = await context.newPage();
  if (options.base) {
    await page.goto(`${options.base}/account/silent/login`);
    await submitSignIn(page, options.preset?.[0] ?? 'fr', login, 'Demo-Password-1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
  } else {
    await signInThroughUi(page, login, 'Demo-Password-1', options.preset?.[0] ?? 'fr');
  }
  return { context, page };
}

describe('the page as served', () => {
  it('paints its loader with its own styles before any script or stylesheet arrives, and the CSP refuses nothing, zod included', async () => {
    const context = await browser.newContext();
    const refused = await cspRefusals(context);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    const { entryStylesheets: entry } = builtFiles();
    expect(entry.length).toBeGreaterThan(0);
    const entryStylesheets = () => stylesheets.filter((path) => entry.includes(path));
    // The scripts wait until the loader has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/account/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    try {
      // Not until DOMContentLoaded: that waits for the module scripts held back here.
      await page.goto(appUrl('/login'), { waitUntil: 'commit' });
      const loader = page.locator('#startup-loader');
      await loader.waitFor({ state: 'attached' });
      // Fixed over the screen, one label shown: the styles the page carries apply, in French by default.
      expect(await loader.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      await expect.poll(() => loader.getByText(text('fr', 'auth.loader.label')).isVisible()).toBe(true);
      expect(await loader.getByText(text('en', 'auth.loader.label')).isVisible()).toBe(false);
      expect(entryStylesheets()).toEqual([]);

      release();
      await expectHeading(page, 'fr', 'auth.login.title');
      // An empty sign-in is checked against the contract's schemas: zod at work, which must not probe for eval.
      await page.getByRole('button', { name: exactly(text('fr', 'auth.login.submit')) }).click();
      await page.getByText(text('fr', 'auth.error.required')).first().waitFor();
      expect(entryStylesheets()).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });
});

describe('the notification bell', () => {
  it('shows the unseen ones and marks one seen, for good', async () => {
    const { context, page } = await signedIn('demo-member');
    try {
      const fromApi = async (): Promise<Notification[]> => {
        const response = await context.request.get(appUrl('/api/notification'), { headers: { 'X-CSRF': '1' } });
        expect(response.status()).toBe(200);
        return (await response.json()) as Notification[];
      };
      const notifications = await fromApi();
      const target = notifications.find(
        (n) => !n.is_seen && notifications.every((o) => o === n || !`${o.title} ${o.description}`.includes(n.title)),
      );
      expect(target, 'the demo member has an unseen notification').toBeDefined();

      const bell = page.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(text('fr', 'shell.notifications.open'))}`),
      });
      const openList = async () => {
        await bell.click();
        const list = page.getByRole('list', { name: exactly(text('fr', 'shell.notifications.title')) });
        await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
        return list;
      };
      let list = await openList();
      expect(await list.getByRole('listitem').count()).toBe(notifications.length);
      const item = list.getByRole('listitem').filter({ hasText: target!.title });
      const unseen = text('fr', 'shell.notifications.unseen');
      expect(await item.textContent()).toContain(unseen);

      await item.getByRole('button').first().click();
      await page.waitForFunction(
        ([title, badge]) =>
          [...document.querySelectorAll('li')].some(
            (li) => li.textContent?.includes(title!) && !li.textContent.includes(badge!),
          ),
        [target!.title, unseen],
        { timeout: 10_000 },
      );
      expect((await fromApi()).find((n) => n.id === target!.id)?.is_seen).toBe(true);

      await page.reload();
      list = await openList();
      expect(await list.getByRole('listitem').filter({ hasText: target!.title }).textContent()).not.toContain(unseen);
    } finally {
      await context.close();
    }
  });
});

describe('the member shell', () => {
  it('keeps the language and the mode chosen with its controls across a reload', async () => {
    const { context, page } = await signedIn('demo-member');
    try {
      // Once the signed-in page shows: the sign-in page has the same button, and a press on it as it
      // leaves the screen is lost.
      await expectHeading(page, 'fr', 'page.myWallets');
      await page.getByRole('button', { name: text('fr', 'shell.language.english') }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('button', { name: text('en', 'shell.mode.dark') }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      await page.reload();
      await expectHeading(page, 'en', 'page.myWallets');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
      expect(
        await page.evaluate(() => [localStorage.getItem('app-language'), localStorage.getItem('app-mode')]),
      ).toEqual(['en', 'dark']);
    } finally {
      await context.close();
    }
  });

  it('lists the side menu in the order of the spec, and the Administrator button only for admins', async () => {
    // The working pages, then the areas not built yet in their own group.
    const order = [
      'menu.myWallets',
      'menu.myTransactions',
      'menu.affiliationDashboard',
      'menu.services',
      'menu.staking',
      'menu.packBooster',
      'menu.packArbitrage',
      'menu.profile',
      'menu.editProfile',
      'menu.security',
      'menu.kyc',
      'menu.affiliationTree',
      'menu.advantages',
      'menu.settingsAffiliation',
      'menu.material',
      'menu.ficheCrypto',
      'menu.marketing',
      'menu.support',
      'menu.evenement',
    ].map((id) => text('fr', id));
    const { context, page } = await signedIn('demo-member');
    try {
      const nav = page.getByRole('navigation', { name: exactly(text('fr', 'shell.menu.label')) }).first();
      await nav.getByRole('link').first().waitFor();
      const links = (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
      expect(links.filter((label) => order.includes(label))).toEqual(order);
      expect(await page.getByRole('link', { name: exactly(text('fr', 'shell.admin')) }).count()).toBe(0);
      expect(await page.getByRole('link', { name: exactly(text('fr', 'shell.account')) }).count()).toBe(1);
    } finally {
      await context.close();
    }
    const admin = await signedIn('demo-admin');
    try {
      // The top bar's parts arrive after the first paint: a click on one being replaced can be lost.
      await admin.page.waitForLoadState('networkidle');
      await admin.page.getByRole('link', { name: exactly(text('fr', 'shell.admin')) }).click();
      await admin.page.waitForURL(/\/account\/admin\/dashboard$/);
      await expectHeading(admin.page, 'fr', 'page.admin.dashboard');
    } finally {
      await admin.context.close();
    }
  });

  it('opens the mobile menu at a phone’s size, with the language selector and sign-out', async () => {
    const { context, page } = await signedIn('demo-member', { viewport: { width: 375, height: 740 } });
    try {
      await page.getByRole('button', { name: exactly(text('fr', 'shell.menu.open')) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: text('fr', 'shell.language.english') }).waitFor();
      expect(await dialog.getByText(text('fr', 'shell.signOut')).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page, 'the mobile menu');
      await dialog.getByRole('link', { name: exactly(text('fr', 'menu.myTransactions')) }).click();
      await page.waitForURL(/\/account\/wallets\/my-transactions(\?page=1)?$/);
      await dialog.waitFor({ state: 'detached' });
      await expectHeading(page, 'fr', 'page.myTransactions');
    } finally {
      await context.close();
    }
  });

  it('lays a money record on one line of a table on a desktop, on two lines on a phone', async () => {
    const { context, page } = await signedIn('demo-member', { viewport: DESKTOP });
    try {
      await page.goto(appUrl('/wallets/my-transactions'));
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      const tops = async (selector: string) =>
        Promise.all((await row.locator(selector).all()).map(async (cell) => (await cell.boundingBox())!.y));
      // Every cell on the one line, of a row no taller than a line and its padding.
      expect(new Set(await tops('td, th')).size).toBe(1);
      const height = (await row.boundingBox())!.height;
      expect(height).toBeGreaterThanOrEqual(32);
      expect(height).toBeLessThanOrEqual(44);

      // Type and date, then the signed amount and the status.
      await page.setViewportSize(PHONE);
      const slot = (name: string) => row.locator(`[data-phone="${name}"]`);
      await expect
        .poll(async () => (await slot('figure').boundingBox())!.y > (await slot('title').boundingBox())!.y)
        .toBe(true);
      const [title, note, figure, status] = await Promise.all(
        ['title', 'note', 'figure', 'status'].map(async (name) => (await slot(name).boundingBox())!),
      );
      expect(Math.abs(title!.y + title!.height / 2 - (note!.y + note!.height / 2))).toBeLessThan(4);
      expect(Math.abs(figure!.y + figure!.height / 2 - (status!.y + status!.height / 2))).toBeLessThan(4);
      expect(await row.locator('td:not([data-phone]), th:not([data-phone])').first().isVisible()).toBe(false);
      expect((await row.boundingBox())!.height).toBeLessThan(80);
    } finally {
      await context.close();
    }
  });

  it('folds a list’s filters behind a button on a phone, its export on the count’s line, so its first record is on the first screen', async () => {
    const { context, page } = await signedIn('demo-member', { viewport: PHONE });
    try {
      await page.goto(appUrl('/wallets/my-transactions'));
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      // A select is named by its value, then its label ("Tous Type").
      const type = page.getByRole('button', { name: text('fr', 'wallets.transactions.type') });
      const toggle = page.getByRole('button', { name: 'Filtres', exact: true });
      expect(await type.isVisible()).toBe(false);
      expect((await row.boundingBox())!.y).toBeLessThan(PHONE.height);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      // The list's export sits at the end of the count's line, as on every list and every size.
      const csv = page.getByRole('button', { name: text('fr', 'wallets.transactions.exportCsv') });
      const count = page.getByRole('status').filter({ hasText: /transaction/ });
      const [csvBox, countBox] = [(await csv.boundingBox())!, (await count.boundingBox())!];
      expect(Math.abs(csvBox.y + csvBox.height / 2 - (countBox.y + countBox.height / 2))).toBeLessThan(8);
      expect(csvBox.x).toBeGreaterThan(countBox.x);

      await toggle.click();
      await type.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      await type.waitFor({ state: 'hidden' });

      // A wider screen shows the filters, folded or not, and no button.
      await page.setViewportSize(DESKTOP);
      await type.waitFor();
      expect(await toggle.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('signs out from the profile menu', async () => {
    const { context, page } = await signedIn('demo-member');
    try {
      await page.getByRole('button', { name: new RegExp(escapeRegExp(text('fr', 'shell.profile.open'))) }).click();
      await page.getByRole('menuitem', { name: exactly(text('fr', 'shell.signOut')) }).click();
      await page.waitForURL(/\/account\/login/, { timeout: 20_000 });
      const response = await context.request.get(appUrl('/api/user/information'), { headers: { 'X-CSRF': '1' } });
      expect(response.status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('maintenance, set by the BFF at run time', () => {
  for (const mode of ['partial', 'global'] as const) {
    it(`${mode}: members see the maintenance page where the spec says, administrators never`, async () => {
      const bff = await startBff({ platformUrl, env: { MAINTENANCE_MODE: mode } });
      const anonymous = await browser.newContext();
      try {
        const page = await anonymous.newPage();
        for (const path of ['/login', '/register/demo-member']) {
          await page.goto(`${bff.url}/account${path}`);
          await expectHeading(page, 'fr', 'maintenance.title');
        }
        await page.goto(`${bff.url}/account/silent/login`);
        await expectHeading(page, 'fr', 'auth.login.title');

        const member = await signedIn('demo-member', { base: bff.url });
        try {
          await member.page.goto(`${bff.url}/account/wallets/my-transactions`);
          await expectHeading(member.page, 'fr', mode === 'global' ? 'maintenance.title' : 'page.myTransactions');
          if (mode === 'global') await expectNoAxeViolations(member.page, 'the maintenance page');
        } finally {
          await member.context.close();
        }
        const admin = await signedIn('demo-admin', { base: bff.url });
        try {
          await admin.page.goto(`${bff.url}/account/wallets/my-transactions`);
          await expectHeading(admin.page, 'fr', 'page.myTransactions');
        } finally {
          await admin.context.close();
        }
      } finally {
        await anonymous.close();
        await bff.stop();
      }
    });
  }
});

/**
 * A demo record for each parameter of the router's paths (platform/src/seed.ts, the catalogues of the
 * platform's migrations), and words its page shows only with that record, in either language (`within`
 * the page's part that holds them): an id nothing has shows an error or an empty list, which the sweep
 * would judge as a page.
 */
const SAMPLES: Record<string, { path: string; shows?: string; within?: string }> = {
  '/admin/assets/edit/$id': { path: '/admin/assets/edit/USDT', shows: 'Tether USD' },
  '/admin/pack-arbitrage/edit/$id': { path: '/admin/pack-arbitrage/edit/1', shows: 'Arbitrage 30' },
  '/admin/pack-booster/edit/$id': { path: '/admin/pack-booster/edit/1', shows: 'Challenger' },
  // demo-member (KNT-100002) bought a Challenger pack, then upgraded it to Pro.
  '/admin/user/booster/$uid': { path: '/admin/user/booster/KNT-100002', shows: 'Challenger → Pro' },
  '/admin/user/profil/$uid': { path: '/admin/user/profil/KNT-100002', shows: 'demo-member@example.com' },
  // The seed's stake of 1,000 USDT for 180 days.
  '/admin/user/stake/$user_id': { path: '/admin/user/stake/KNT-100002', shows: 'USDT · 180' },
  // The id is a username, the list's filter; the filter's label names it even when the list is empty.
  '/admin/user/transact/$id': { path: '/admin/user/transact/demo-member', shows: 'demo-member', within: 'tbody' },
  // A signed-in person is sent to their wallets: the sign-up pages are auth.test.ts's.
  '/register/{-$parrain}': { path: '/register/demo-member' },
  '/silent/register/{-$parrain}': { path: '/silent/register/demo-member' },
  '/wallets/my-wallets/deposit/$origin': { path: '/wallets/my-wallets/deposit/USDT', shows: 'Tron (TRC-20)' },
  '/wallets/my-wallets/swap/$origin': { path: '/wallets/my-wallets/swap/USDT', shows: 'Tether USD' },
  // demo-admin's own withdrawal requests of USDT, from the seed.
  '/wallets/my-wallets/withdraw/$origin': { path: '/wallets/my-wallets/withdraw/USDT', shows: 'WDR-' },
};

/** Every path of the router, from the generated route tree, a path with parameters as its sample's. */
function routerPaths(): string[] {
  const tree = readFileSync(join(repoRoot, 'web', 'src', 'routeTree.gen.ts'), 'utf8');
  const paths = new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1]!));
  return [...paths]
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .filter((path) => path !== '/logout' && !path.startsWith('/ticket/'))
    .map((path) => {
      if (!path.includes('$')) return path;
      const sample = SAMPLES[path];
      if (!sample) throw new Error(`${path}: no demo record in SAMPLES for its parameters`);
      return sample.path;
    })
    .filter((path, index, all) => all.indexOf(path) === index);
}

/**
 * Opens `path` and waits for its h1. `inApp` goes there as a link would once the app is open, without
 * loading the document again: the router follows the history's popstate, and the h1s of the page left
 * are marked so that only the new page's counts.
 */
async function openPage(page: Page, path: string, { inApp = false } = {}): Promise<void> {
  const target = new URL(appUrl(path)).pathname;
  if (inApp && page.url().startsWith(appUrl('/'))) {
    await page.evaluate((pathname) => {
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.left = '';
      history.pushState(null, '', pathname);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    // A page that sends a signed-in person elsewhere may land on the page just left, whose h1 stays marked:
    // that one is loaded as a document instead.
    await page.waitForFunction(
      (pathname) => location.pathname !== pathname || document.querySelector('h1:not([data-left])'),
      target,
      { timeout: 20_000 },
    );
    if (new URL(page.url()).pathname !== target) await page.goto(appUrl(path));
  } else await page.goto(appUrl(path));
  await page
    .locator('h1:not([data-left])')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch((error: Error) => {
      throw new Error(`no h1 at ${path} (now ${page.url()}): ${error.message}`);
    });
}

// The shell's pages of a failure, and the retry a failed load offers (ui/page-state/error-state.tsx), in
// either language: a page opened in English must not pass with the French ones only.
const FAILURE_TITLES = ['shell.notFound.title', 'shell.error.title', 'shell.chunkError.title'].flatMap((id) =>
  (['fr', 'en'] as const).map((language) => text(language, id)),
);
const RETRIES = ['pageState.retry', 'shell.retry', 'wallets.transactions.retry'].flatMap((id) =>
  (['fr', 'en'] as const).map((language) => text(language, id)),
);

/**
 * What says the loaded page failed, one line each: the not-found or error page, a failed load with its
 * retry (the route's error screen in the page's frame, or a panel's), and for a path with a sample
 * record a page without it.
 */
async function whatFailed(page: Page, path: string, where: string): Promise<string[]> {
  const failed = await page.evaluate(
    ({ titles, retries }) => {
      const found: string[] = [];
      const h1 = document.querySelector('h1:not([data-left])')?.textContent?.trim() ?? '';
      if (titles.includes(h1)) found.push(`is the page "${h1}"`);
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const buttons = [...alert.querySelectorAll('button')].map((button) => button.textContent?.trim() ?? '');
        if (buttons.some((name) => retries.includes(name)))
          found.push(`failed to load: "${alert.textContent?.trim().replace(/\s+/g, ' ')}"`);
      }
      return found;
    },
    { titles: FAILURE_TITLES, retries: RETRIES },
  );
  const sample = Object.values(SAMPLES).find((candidate) => candidate.path === path);
  if (sample?.shows && !(await shows(page, sample.shows, sample.within)))
    failed.push(`does not show "${sample.shows}" of its demo record`);
  return failed.map((failure) => `${path} (${where}): ${failure}`);
}

/**
 * Whether the page's content (`within` a part of it) has `words`, its fields' values included, its h1 and
 * breadcrumb left out.
 */
async function shows(page: Page, words: string, within = 'main'): Promise<boolean> {
  return page
    .waitForFunction(
      ({ wanted, scope }) =>
        [...document.querySelectorAll(`main ${scope}, main:is(${scope})`)].some((part) => {
          const copy = part.cloneNode(true) as HTMLElement;
          for (const element of copy.querySelectorAll('h1, nav')) element.remove();
          const values = [...part.querySelectorAll('input, textarea')].map(
            (field) => (field as HTMLInputElement).value,
          );
          return [copy.textContent ?? '', ...values].some((content) => content.includes(wanted));
        }),
      { wanted: words, scope: within },
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

describe('every page of the router: no WCAG 2.1 A/AA violation, nothing refused by the CSP, nothing wrong to the eye', () => {
  it('the accessibility check itself fails on a page with a violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(appUrl('/login'));
      await expectHeading(page, 'fr', 'auth.login.title');
      await expectNoAxeViolations(page, '/login');
      await page.evaluate(() => document.querySelector('main')!.append(document.createElement('img')));
      await expect(expectNoAxeViolations(page, '/login with an image without text')).rejects.toThrow(/image-alt/);
    } finally {
      await context.close();
    }
  });

  it('what a person sees fails on a page with each fault it looks for', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const check = () =>
      whatAPersonSees(page, { path: '/what-a-person-sees.faults', mode: 'light', phone: true, loadingTimeout: 1_000 });
    try {
      await page.setContent(
        readFileSync(join(repoRoot, 'contract-tests', 'e2e', 'what-a-person-sees.faults.html'), 'utf8'),
      );
      expect(await check()).toEqual([]);
      await page.evaluate(() =>
        document.body.classList.add(
          'low-contrast',
          'cut-off',
          'scrolls',
          'too-wide',
          'two-rows',
          'broken',
          'record-below',
        ),
      );
      const found = (await check()).join('\n');
      for (const fault of [
        /text under 3:1 \([\d.]+:1\): <p quiet> "Quiet words"/,
        /icon under 3:1 \([\d.]+:1\): <p>/,
        /cut off \(\d+x\d+ in 60x\d+\): <p label> "A label longer than its box"/,
        /scrolls sideways \(600 in \d+\): <div scroller>/,
        /page wider than the window \(\d+ > 375\): <div wide>/,
        /top bar of more than one row: <button> "Account"/,
        /broken across lines: <p figure> "Sent −1\s234,56 USDT, 20 nov\. 2026" "−1\s234,56 USDT"/,
        /first record below the first screen \(at y=\d+\)/,
      ])
        expect(found).toMatch(fault);
      // On a desktop, a money list shows at least so many records on its first screen.
      await page.evaluate(() => document.body.classList.remove('record-below'));
      await page.setViewportSize(DESKTOP);
      const desktop = (
        await whatAPersonSees(page, { path: '/what-a-person-sees.faults', mode: 'light', phone: false, records: 13 })
      ).join('\n');
      expect(desktop).toMatch(/1 records in all, fewer than the 13 the first screen should show/);
      await page.setViewportSize(PHONE);
      await page.evaluate(() => document.querySelector('header')!.remove());
      expect((await check()).join('\n')).toMatch(/: no top bar$/m);
      // A loading bar that never goes: the page is not judged as it is.
      await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<div role="progressbar"></div>'));
      expect(await check()).toEqual(['/what-a-person-sees.faults (phone, light): still loading after 1 s']);
    } finally {
      await context.close();
    }
  });

  // Three browsers at once, signed in one after the other: the desktop in fr/light and en/dark with axe,
  // and the phone in fr (its words are the longer ones), seen in light then dark on the same load.
  // fr/light loads each page's document; the others go from page to page in the app, as people do.
  it('as an administrator: at a desktop’s size in fr/light and en/dark, at a phone’s size in fr, light and dark', async () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(50);
    const runs: EveryPageRun[] = [
      { language: 'fr', modes: ['light'], phone: false, inApp: false },
      { language: 'en', modes: ['dark'], phone: false, inApp: true },
      { language: 'fr', modes: ['light', 'dark'], phone: true, inApp: true },
    ];
    const sessions: { context: BrowserContext; page: Page }[] = [];
    try {
      for (const run of runs)
        sessions.push(
          await signedIn('demo-admin', {
            preset: [run.language, run.modes[0]!],
            viewport: run.phone ? PHONE : DESKTOP,
            reducedMotion: true,
          }),
        );
      const found = await Promise.all(runs.map((run, index) => visitEveryPage(sessions[index]!, run, paths)));
      expect(found.flat(), `on every page:\n${found.flat().join('\n')}`).toEqual([]);
    } finally {
      for (const { context } of sessions) await context.close();
    }
  }, 900_000);
});

// Pages shown in place of the whole app, without its top bar (maintenance-page.tsx).
const FULL_SCREEN = ['/maintenance'];

// Pages whose list follows what the page is about (a pack to buy, a member's pack, the account's security
// settings, whether the ledger balances): their first screen shows that, the list after it.
const LIST_AFTER_CONTENT = [
  '/pack-booster',
  '/admin/user/booster/KNT-100002',
  '/setting/profile/security',
  '/admin/accounting',
];

// The money lists a desktop's first screen shows at least 13 records of (the demo data has more).
const RECORDS_ON_DESKTOP: Record<string, number> = { '/wallets/my-transactions': 13, '/admin/all-transactions': 13 };

interface EveryPageRun {
  language: Language;
  /** The first is the stored mode; each next one is switched to on the same load. */
  modes: Mode[];
  phone: boolean;
  /** From page to page in the app rather than loading each page's document. */
  inApp: boolean;
}

/** Opens every path; on a desktop runs axe and records CSP refusals; returns what is wrong, one line each. */
async function visitEveryPage(
  { context, page }: { context: BrowserContext; page: Page },
  { language, modes, phone, inApp }: EveryPageRun,
  paths: string[],
): Promise<string[]> {
  const refused = phone ? [] : await cspRefusals(context);
  const found: string[] = [];
  const where = `${phone ? 'phone' : 'desktop'}, ${language}`;
  // An error the page did not catch: it may leave nothing on screen to see.
  let at = 'the page signed in on';
  page.on('pageerror', (error) => found.push(`${at} (${where}): page error: ${error.message}`));
  for (const path of paths) {
    at = path;
    await openPage(page, path, { inApp });
    for (const [index, mode] of modes.entries()) {
      // Mode is one class on the root (styles/mode.ts); the context prefers reduced motion, so no transition is
      // mid-way. A page opened in the app keeps the mode the page before it was left in.
      if (index > 0 || inApp)
        await page.evaluate(
          (to) => document.documentElement.classList.replace(to === 'dark' ? 'light' : 'dark', to),
          mode,
        );
      if (!phone) await expectNoAxeViolations(page, `${path} (${language}, ${mode})`);
      const records = phone ? undefined : RECORDS_ON_DESKTOP[path];
      found.push(
        ...(await whatAPersonSees(page, {
          path,
          mode,
          phone,
          topBar: !FULL_SCREEN.includes(path),
          listFirst: !LIST_AFTER_CONTENT.includes(path),
          ...(records === undefined ? {} : { records }),
        })),
      );
      // Once loaded, as whatAPersonSees waits for.
      if (index === 0) found.push(...(await whatFailed(page, path, where)));
    }
  }
  return [...refused.map((refusal) => `CSP (${language}): ${refusal}`), ...found];
}
