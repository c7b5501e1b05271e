/**
 * The built web app in Debian's Chromium, served by the real BFF over the real platform: the member,
 * signed in through the page, sees their notifications, marks an unseen one as seen, and it stays seen
 * after a reload (it went through BFF -> platform -> database). Then axe checks WCAG 2.1 A/AA in both
 * modes and both languages, each chosen with the page's own controls.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import {
  appUrl,
  escapeRegExp,
  expectNoAxeViolations,
  signInThroughUi,
  text,
  type Language,
  type Mode,
} from './support.ts';

const { bffUrl } = inject('e2eHarness');

interface Notification {
  id: string;
  title: string;
  description: string;
  is_seen: boolean;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  await signInThroughUi(page, 'demo-member');
});

afterAll(async () => {
  await browser?.close();
});

/** What the BFF says now, with the browser's own cookies. */
async function notificationsFromApi(): Promise<Notification[]> {
  const response = await context.request.get(`${bffUrl}/account/api/notification`, { headers: { 'X-CSRF': '1' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Notification[];
}

async function openList(language: Language): Promise<Locator> {
  const list = page.getByRole('list', { name: text(language, 'notifications.title') });
  await list.waitFor({ timeout: 20_000 }).catch((error: Error) => {
    throw new Error(`no list named "${text(language, 'notifications.title')}" at ${page.url()}: ${error.message}`);
  });
  return list;
}

describe('notifications in the browser', () => {
  it('lists the notifications and marks an unseen one as seen, for good', async () => {
    await page.goto(appUrl('/dashboard'));
    const list = await openList('fr');
    const notifications = await notificationsFromApi();
    expect(notifications.length).toBeGreaterThan(0);

    const items = list.getByRole('listitem');
    await items.nth(notifications.length - 1).waitFor();
    expect(await items.count()).toBe(notifications.length);
    for (const notification of notifications) {
      expect(await items.filter({ hasText: notification.title }).count(), notification.title).toBeGreaterThan(0);
    }

    // One whose title no other notification repeats, so finding it by name is unambiguous.
    const target = notifications.find(
      (n) =>
        !n.is_seen &&
        notifications.every((o) => o === n || (!o.title.includes(n.title) && !o.description.includes(n.title))),
    );
    expect(target, 'the demo member has no unseen notification').toBeDefined();
    const button = list.getByRole('button', { name: new RegExp(escapeRegExp(target!.title)) });
    const item = items.filter({ hasText: target!.title });
    const unseenBadge = text('fr', 'notifications.unseen');
    expect(await item.textContent()).toContain(unseenBadge);

    await button.click();
    await button.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await item.textContent()).not.toContain(unseenBadge);

    await page.reload();
    await (await openList('fr')).getByRole('listitem').filter({ hasText: target!.title }).waitFor();
    expect(await button.count(), 'the notification is unseen again after a reload').toBe(0);
    expect(await item.textContent()).not.toContain(unseenBadge);
    expect((await notificationsFromApi()).find((n) => n.id === target!.id)?.is_seen).toBe(true);
  });

  async function chooseLanguage(language: Language): Promise<void> {
    const name = text(language, language === 'fr' ? 'shell.language.french' : 'shell.language.english');
    // react-aria renders a single-selection toggle group as radios; accept either role.
    await page.getByRole('radio', { name }).or(page.getByRole('button', { name })).click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  }

  async function chooseMode(mode: Mode, language: Language): Promise<void> {
    const toggle = page.getByRole('button', { name: text(language, 'shell.mode.dark') });
    const pressed = (await toggle.getAttribute('aria-pressed')) === 'true';
    if (pressed !== (mode === 'dark')) await toggle.click();
    await page.waitForFunction((m) => document.documentElement.classList.contains(m), mode);
  }

  for (const mode of ['light', 'dark'] as const) {
    for (const language of ['fr', 'en'] as const) {
      it(`has no WCAG 2.1 A/AA violation in ${mode} mode, ${language}`, async () => {
        await page.goto(appUrl('/dashboard'));
        await openList(readLanguage(await page.evaluate(() => document.documentElement.lang)));
        await chooseLanguage(language);
        await chooseMode(mode, language);
        // The choice is stored and comes back on the next visit.
        await page.reload();
        await openList(language);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await page.evaluate(() => document.documentElement.className)).toContain(mode);

        await expectNoAxeViolations(page, `the notifications page (${mode} mode, ${language})`);
      });
    }
  }
});

function readLanguage(lang: string): Language {
  return lang === 'en' ? 'en' : 'fr';
}
