/**
 * What the browser suites share: the web app's own words (from its catalogs, so a change of wording does
 * not break a test), signing in through the page, the axe check, and what the CSP refuses. Elements are
 * found by role and accessible name, the way a user of assistive technology finds them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { repoRoot } from '../../scripts/lib/processes.ts';

export const { bffUrl, platformUrl } = inject('e2eHarness');
export const DEMO_PASSWORD = 'Demo-Password-1';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Language = 'fr' | 'en';
export type Mode = 'light' | 'dark';

const catalogs = Object.fromEntries(
  (['fr', 'en'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(join(repoRoot, 'web', 'src', 'i18n', 'catalogs', `${language}.json`), 'utf8')) as Record<
      string,
      { defaultMessage: string }
    >,
  ]),
) as Record<Language, Record<string, { defaultMessage: string }>>;

export function text(language: Language, id: string): string {
  const message = catalogs[language][id]?.defaultMessage;
  if (message === undefined) throw new Error(`web catalog ${language} has no message ${id}`);
  return message;
}

export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An exact, whole-name match for getByRole: "Mot de passe" must not also find "Répéter le mot de passe". */
export const exactly = (name: string): RegExp => new RegExp(`^\\s*${escapeRegExp(name)}\\s*\\*?\\s*$`);

export const appUrl = (path: string): string => `${bffUrl}/account${path}`;

interface BuiltChunk {
  file: string;
  name?: string;
  css?: string[];
}

/**
 * The built web app's files as the browser asks for them (`/account/assets/DZDn8pyC.js`), from the
 * build's manifest: the lazy chunks and stylesheets are named by their hash alone. `names` gives each
 * chunk's module name (`mobile-drawer`), `entryStylesheets` the entry's stylesheets.
 */
export function builtFiles(): { names: Record<string, string>; entryStylesheets: string[] } {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    BuiltChunk
  >;
  const path = (file: string) => `/account/${file}`;
  return {
    names: Object.fromEntries(
      Object.values(manifest).flatMap((chunk) => (chunk.name ? [[path(chunk.file), chunk.name]] : [])),
    ),
    entryStylesheets: (manifest['index.html']?.css ?? []).map(path),
  };
}

/** Waits for the page's one h1 to read `id`'s text, with a useful message when it does not. */
export async function expectHeading(page: Page, language: Language, id: string): Promise<void> {
  const name = text(language, id);
  await page
    .getByRole('heading', { level: 1, name: exactly(name) })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: Error) => {
      const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
      throw new Error(
        `expected the h1 "${name}" at ${page.url()}, found ${JSON.stringify(headings)}: ${error.message}`,
      );
    });
}

/** Fills and sends the sign-in form of the page the browser is on. */
export async function submitSignIn(page: Page, language: Language, login: string, password: string): Promise<void> {
  await expectHeading(page, language, 'auth.login.title');
  await page.getByRole('textbox', { name: exactly(text(language, 'auth.field.login')) }).fill(login);
  await page.getByLabel(exactly(text(language, 'auth.field.password'))).fill(password);
  await page.getByRole('button', { name: exactly(text(language, 'auth.login.submit')) }).click();
}

/** Opens /login and signs in; resolves once the app has left the login page. */
export async function signInThroughUi(
  page: Page,
  login: string,
  password = DEMO_PASSWORD,
  language: Language = 'fr',
): Promise<void> {
  await page.goto(appUrl('/login'));
  await submitSignIn(page, language, login, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}

/** A page of its own context in `browser`, signed in through /login; closing the browser closes it. */
export async function signedInPage(browser: Browser, login: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, login, password);
  return page;
}

// The decimals the platform seeds each asset to be shown with: pages write every amount with exactly these.
export const SHOWN_DECIMALS: Record<string, number> = { USDT: 2, KNT: 4 };

/** An amount as a page shows it ("4 753,50", "4,753.50") in units of 10^-decimals. */
export function shownUnits(shown: string, language: Language, decimals: number): bigint {
  const plain =
    language === 'fr'
      ? shown.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
      : shown.replace(/[\s\u00a0\u202f,]/g, '');
  const match = /^(\d+)(?:\.(\d+))?/.exec(plain);
  if (!match) throw new Error(`not an amount: "${shown}"`);
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  if (fraction.length > decimals) throw new Error(`"${shown}" has more than ${decimals} decimals`);
  return BigInt(match[1]! + fraction);
}

/** What the BFF says of the browser's session now, with the browser's own cookies. */
export async function sessionUser(
  context: BrowserContext,
): Promise<{ status: number; username?: string; parrain?: string }> {
  const response = await context.request.get(`${bffUrl}/account/api/user/information`, { headers: { 'X-CSRF': '1' } });
  const body = (await response.json()) as { username?: string; parrain?: string };
  return { status: response.status(), ...body };
}

/** Stores the language and mode before any page script runs, as a returning visitor would have them. */
export async function presetLanguageAndMode(context: BrowserContext, language: Language, mode: Mode): Promise<void> {
  await context.addInitScript(
    ([lang, m]) => {
      localStorage.setItem('app-language', lang);
      localStorage.setItem('app-mode', m);
    },
    [language, mode] as const,
  );
}

/**
 * What the Content-Security-Policy refuses on every page the context opens from now on, as
 * "path: directive blocked-URI sample"; the array fills as the pages run.
 */
export async function cspRefusals(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.exposeFunction('reportRefused', (what: string) => refused.push(what));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportRefused: (what: string) => void }).reportRefused;
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return refused;
}

/** Runs axe (WCAG 2.1 A/AA) on the page and fails with a readable report of any violation. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // axe runs in the page itself, injected once per document: the pages have no frames, and axe's
  // Playwright wrapper opens a second page per check to merge frame results (five times slower).
  // Evaluated through the browser's protocol, the source is not subject to the page's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // react-aria's live announcer keeps each spoken message for seven seconds; a pending button
  // announces itself by `aria-labelledby` its own id, so once the button is replaced (the quote
  // that answered it, the page a sign-in opens) the already spoken entry points at nothing. The
  // region is off screen and not navigable; everything else on the page is checked.
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> } }).axe;
    const run = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
    );
    return {
      passes: run.passes.length,
      violations: run.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 300)}`),
      })),
    };
  }, WCAG_TAGS);
  // An empty or unloaded page would have nothing to violate: axe must have checked real rules.
  expect(results.passes, `axe checked nothing on ${where}`).toBeGreaterThan(0);
  const report = results.violations
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.join('\n  ')}`)
    .join('\n');
  expect(results.violations.length, `axe violations on ${where}:\n${report}`).toBe(0);
}
