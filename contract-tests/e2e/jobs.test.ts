/**
 * The scheduled jobs in Debian's Chromium against the real BFF and platform, whose scheduler is off in this suite:
 * demo-admin opens /admin/setting/jobs, where the demo stake's days are due and no run is listed yet, starts the
 * staking rewards through the confirm dialog, and sees one run per day listed, done, with what it paid. axe
 * passes before and after.
 */
import { describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { appUrl, escapeRegExp, exactly, expectHeading, expectNoAxeViolations, signedInPage, text } from './support.ts';

const STAKING = text('fr', 'jobs.name.stakingRewards');

describe('scheduled jobs in the browser', () => {
  it('starts the staking rewards from the page, after saying what is due, and lists the runs', async () => {
    const browser = await launchChromium();
    try {
      const page = await signedInPage(browser, 'demo-admin');
      await page.goto(appUrl('/admin/setting/jobs'));
      await expectHeading(page, 'fr', 'jobs.title');
      const job = page.getByRole('article', { name: new RegExp(`^${escapeRegExp(STAKING)}`) });
      const runs = page.getByRole('grid', { name: exactly(text('fr', 'jobs.runsLabel')) });
      await runs.getByText(text('fr', 'jobs.noRun'), { exact: true }).waitFor({ timeout: 20_000 });
      // The demo stake started a week ago: its days are due, "7 périodes : du … au …".
      const due = Number(/(\d+) périodes? :/.exec(await job.innerText())?.[1]);
      expect(due).toBeGreaterThanOrEqual(1);
      await expectNoAxeViolations(page, '/admin/setting/jobs with nothing run (fr, light)');

      await job.getByRole('button', { name: exactly(text('fr', 'jobs.start')) }).click();
      const dialog = page.getByRole('alertdialog', { name: `Lancer « ${STAKING} » maintenant ?` });
      await dialog.waitFor();
      expect(await dialog.innerText()).toMatch(
        due === 1 ? /La tâche exécutera 1 période :/ : new RegExp(`La tâche exécutera ${due} périodes, du .+ au .+\\.`),
      );
      await dialog.getByRole('button', { name: exactly(text('fr', 'jobs.confirmStart')) }).click();
      await page
        .getByText(`${due} période${due === 1 ? '' : 's'} exécutée${due === 1 ? '' : 's'}.`, { exact: true })
        .first()
        .waitFor({ timeout: 20_000 });

      // One line per day, done, each with the USDT it paid; nothing is due any more.
      const rows = runs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: exactly(STAKING) }) });
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(due);
      for (const row of await rows.all()) {
        expect(await row.innerText()).toContain(text('fr', 'jobs.status.done'));
        expect(await row.innerText()).toMatch(/\d USDT/);
      }
      await expect.poll(() => job.innerText()).toContain(text('fr', 'jobs.nothingDue'));
      await expectNoAxeViolations(page, '/admin/setting/jobs with its runs (fr, light)');
    } finally {
      await browser.close();
    }
  });
});
