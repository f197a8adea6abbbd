/**
 * The simulator in English (/en/simulator/<step>, issue 16): the same island, answered by its English labels,
 * gives the amount the engine computes for the same answers; its results speak English; a validation message
 * is English; its shareable results link opens in English; and the language switch leads to the same step in
 * French with the same answers.
 */
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { answerSteps, euros, expectedAmount, studentInLyon } from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'English simulator (%s)',
  (viewport) => {
    it('answers in English to the amount of the French simulator, then switches to French', async () => {
      const page = await newPage(browser, viewport);
      await page.goto(`${base}/en/simulator/email`);
      await page.locator('form[data-ready="true"]').waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      await expect(page.locator('h1').textContent()).resolves.toBe('Your e-mail address');
      await expect(page.locator('.sim-progress span').textContent()).resolves.toBe('Step 1 of 11');

      // A schema's (French) message, shown in English.
      await page.getByLabel('E-mail address', { exact: true }).fill('not-an-address');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.locator('#email-error').textContent()).resolves.toBe('Invalid e-mail address');

      // An address of its own: the French journeys' results e-mails to theirs count against the daily limit.
      const household = { ...studentInLyon, email: `english.${viewport}@exemple.fr` };
      await answerSteps(page, household, '/en/simulator', {}, 'en');
      const amount = expectedAmount(household);
      expect(amount).toBeGreaterThan(0);
      await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount, 'en'));
      await expect(page.locator('h1').textContent()).resolves.toBe('You are eligible for housing aid (APL)');
      // The recap and the calculation are chunks loaded as the result shows: their headings come a moment later.
      for (const heading of [
        'Apply for your aid at the CAF (family allowance office)',
        'Summary',
        'Calculation details',
      ])
        await expect.poll(() => page.locator('main h2').allTextContents()).toContain(heading);
      expect((await page.locator('.sim-recap').textContent()) ?? '').toContain('per month');
      await expect(page.locator('.sim-verdict .sim-bareme').last().textContent()).resolves.toMatch(
        /^Calculated with the French scales as of \d{1,2} [A-Z][a-z]+ 20\d\d\./,
      );

      // The legal calculation, step by step, in English: the server's steps are French, the page writes its own.
      await page.getByRole('heading', { name: 'Calculation details' }).click();
      const steps = page.locator('.sim-steps > li');
      await steps.first().waitFor();
      const titles = await page.locator('.sim-step-title span').allTextContents();
      expect(titles[0]).toBe('Rent taken into account');
      expect(titles).toContain('Rent ceiling (loyer plafond)');
      expect(titles.at(-1)).toBe('Amount paid');
      await expect(steps.last().locator('strong').textContent()).resolves.toBe(
        new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: 2,
        }).format(amount),
      );
      const explained = (await page.locator('.sim-steps').textContent()) ?? '';
      expect(explained).toMatch(/€[\d,]+ \/ year/);
      expect(explained).not.toMatch(/Loyer pris en compte|Montant versé|\/ an\b/);
      // The references are the French texts' own citations, marked as French for screen readers.
      await expect(steps.first().locator('.sim-step-ref').getAttribute('lang')).resolves.toBe('fr');
      // The sections below, loaded when near, are English too.
      await page.locator('.sim-sections').scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'My documents' }).waitFor();
      await expect(page.getByRole('heading', { name: 'My calendar' }).count()).resolves.toBe(1);

      // The e-mail of the results is English, and its link opens them in English.
      const db = new Database(siteServer().databasePath, { readonly: true });
      const englishMail = () =>
        db
          .prepare('SELECT subject, text FROM email_logs WHERE recipient = ? AND template_key = ?')
          .get(household.email, 'apl-results-en') as { subject: string; text: string } | undefined;
      await expect.poll(englishMail, { timeout: 10_000 }).toBeTruthy();
      const sent = englishMail() as { subject: string; text: string };
      db.close();
      expect(sent.subject).toBe(`Your housing aid (APL) estimate: ${euros(amount, 'en')} a month`);
      expect(sent.text).toMatch(/\/en\/resultats\/[A-Za-z0-9_-]{22}/);

      // The shareable link of the English results is English too, with the same amount, and « Start again »
      // leads to the English simulator; a link with no result says so in English.
      const link = page.getByRole('link', { name: 'Link to these results' });
      await link.waitFor({ timeout: 10_000 });
      const shared = (await link.getAttribute('href')) ?? '';
      expect(shared).toMatch(/^\/en\/resultats\/[A-Za-z0-9_-]+$/);
      const other = await page.context().newPage();
      await other.goto(`${base}${shared}`);
      await expect(other.locator('html').getAttribute('lang')).resolves.toBe('en');
      await expect
        .poll(() => other.locator('.sim-amount-value').textContent(), { timeout: 10_000 })
        .toContain(euros(amount, 'en'));
      await expect(other.locator('h1').textContent()).resolves.toBe('You are eligible for housing aid (APL)');
      // The server stored it worded in French; the English page words it again from its recap.
      await expect(other.locator('.sim-verdict .sim-bareme').last().textContent()).resolves.toMatch(
        /^Calculated with the French scales as of /,
      );
      // Its calculation too, written again from the recap (no birth date) with the stored values.
      await other.getByRole('heading', { name: 'Calculation details' }).click();
      await other.locator('.sim-steps > li').first().waitFor();
      await expect(other.locator('.sim-steps').getAttribute('lang')).resolves.toBeNull();
      expect(await other.locator('.sim-step-title span').allTextContents()).toEqual(titles);
      const missing = await other.goto(`${base}/en/resultats/${'x'.repeat(22)}`);
      expect(missing?.status()).toBe(404);
      await expect(other.locator('h1').textContent()).resolves.toBe('Results not found');
      await expect(
        other.getByRole('link', { name: 'Start a simulation' }).getAttribute('href'),
      ).resolves.toBe('/en/simulator/email');
      await other.close();

      // The header's switch leads to the same step in French, where the same answers give the same amount.
      const switchTo = await page.locator('a.lang-switch[hreflang="fr"]').first().getAttribute('href');
      expect(switchTo).toBe('/v2/simulateur/resultats');
      await page.goto(`${base}${switchTo}`);
      await expect
        .poll(() => page.locator('.sim-amount-value').textContent(), { timeout: 10_000 })
        .toContain(euros(amount));
      await expect(page.locator('h1').textContent()).resolves.toBe('Vous êtes éligible aux APL');
      await page.context().close();
    });
  },
);
