/**
 * Identity verification and the profile in Chromium against the real BFF and platform. A member who has
 * never been verified (registered for this run) starts a verification as a person and sends a PNG and a PDF,
 * one per step; an administrator approves both from the review queue, and the member then reads 'Verified' (in French, 'Vérifiée').
 * The member changes the profile and uploads a photo, which then shows (the browser decoded it). Every new
 * page passes axe.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { EXAMPLE_PNG, solveCaptcha } from '../lib/contract.ts';
import { appUrl, bffUrl, exactly, expectNoAxeViolations, signInThroughUi } from './support.ts';

const PASSWORD = 'Kyc-Browser-Pass-7301';
const USERNAME = `kyc-${randomBytes(4).toString('hex')}`;
const TOAST_TIMEOUT = 20_000;

/** The smallest PDF a viewer opens: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let browser: Browser;
let memberContext: BrowserContext;
let member: Page;

/** Registers the member of this run through the BFF, as the sign-up form would. */
async function register(): Promise<void> {
  const headers = { 'x-csrf': '1', origin: bffUrl, 'sec-fetch-site': 'same-origin' };
  const captcha = await solveCaptcha(`${bffUrl}/account/api`, headers);
  const response = await fetch(`${bffUrl}/account/api/auth/signup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      username: USERNAME,
      password: PASSWORD,
      repeat_password: PASSWORD,
      email: `${USERNAME}@example.com`,
      first_name: 'Kyc',
      last_name: 'Browser',
      parrain: 'demo-admin',
      country: 'FR',
      privacy_accepted: true,
      captcha,
    }),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

const toast = (page: Page, message: string): Promise<void> =>
  page.getByText(message, { exact: true }).first().waitFor({ timeout: TOAST_TIMEOUT });

const step = (page: Page, name: string) => page.getByRole('article', { name });

async function sendDocument(name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const panel = step(member, name);
  await panel.getByLabel(`Document : ${name}`).setInputFiles(file);
  await panel.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await panel.getByText('En cours de vérification').waitFor({ timeout: TOAST_TIMEOUT });
}

beforeAll(async () => {
  await register();
  browser = await launchChromium();
  memberContext = await browser.newContext();
  member = await memberContext.newPage();
  await signInThroughUi(member, USERNAME, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
});

describe('identity verification in the browser', () => {
  it('a member starts as a person and sends a PNG and a PDF, one per step', async () => {
    await member.goto(appUrl('/setting/verification-identity'));
    await member.getByText('Non vérifiée').first().waitFor({ timeout: TOAST_TIMEOUT });
    await expectNoAxeViolations(member, 'setting/verification-identity, not started');
    await member.getByRole('button', { name: exactly('Commencer') }).click();
    await toast(member, 'Vérification commencée');
    await sendDocument('Pièce d’identité', { name: 'id.png', mimeType: 'image/png', buffer: EXAMPLE_PNG });
    await sendDocument('Justificatif de domicile', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoAxeViolations(member, 'setting/verification-identity, sent');
  });

  it('an administrator approves both steps from the review queue, each document readable', async () => {
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signInThroughUi(admin, 'demo-admin');
      await admin.goto(appUrl('/admin/setting/kyc'));
      const rows = admin.getByRole('row').filter({ hasText: USERNAME });
      await rows.first().waitFor({ timeout: TOAST_TIMEOUT });
      expect(await rows.count()).toBe(2);
      await expectNoAxeViolations(admin, 'admin/setting/kyc with the review queue');

      // The document opens at its link, with its own type, for the administrator.
      const href = await rows.first().getByRole('link').first().getAttribute('href');
      const document = await adminContext.request.get(`${bffUrl}${href}`);
      expect(document.status()).toBe(200);
      expect(document.headers()['content-type']).toBe('image/png');
      expect(document.headers()['x-content-type-options']).toBe('nosniff');

      for (let left = 2; left > 0; left -= 1) {
        await rows.first().getByRole('button', { name: 'Valider' }).click();
        await toast(admin, 'Étape validée');
        await expect.poll(() => rows.count(), { timeout: TOAST_TIMEOUT }).toBe(left - 1);
      }
    } finally {
      await adminContext.close();
    }
  });

  it("the member then reads 'Verified', in the page's language", async () => {
    await member.goto(appUrl('/setting/verification-identity'));
    await member.getByText('Vérifiée', { exact: true }).first().waitFor({ timeout: TOAST_TIMEOUT });
    expect(await member.getByText('Votre identité est vérifiée.').count()).toBe(1);
  });
});

describe('the profile in the browser', () => {
  it('a member changes the names and uploads a photo that then shows', async () => {
    await member.goto(appUrl('/setting/profile/edit'));
    const first = member.getByRole('textbox', { name: exactly('Prénom') });
    await first.waitFor({ timeout: TOAST_TIMEOUT });
    await first.fill('Katia');
    await member.getByRole('button', { name: exactly('Enregistrer') }).click();
    await toast(member, 'Profil enregistré');
    await expectNoAxeViolations(member, 'setting/profile/edit');

    await member
      .getByLabel('Nouvelle photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: EXAMPLE_PNG });
    await member.getByRole('button', { name: 'Envoyer la photo' }).click();
    await toast(member, 'Photo enregistrée');

    await member.goto(appUrl('/setting/profile/detail'));
    const photo = member.getByRole('main').getByRole('img', { name: `Photo de ${USERNAME}` });
    await photo.waitFor({ timeout: TOAST_TIMEOUT });
    expect(await photo.getAttribute('src')).toMatch(/^\/account\/api\/user\/profile\/photo\?v=[0-9a-f]{32}$/);
    // The browser fetched and decoded it: a re-encoded WebP of the uploaded image.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: TOAST_TIMEOUT,
      })
      .toBe(1);
    expect(await member.getByText('Katia', { exact: true }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(member, 'setting/profile/detail with a photo');
  });
});
