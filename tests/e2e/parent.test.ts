/**
 * « Pour qui faites-vous cette simulation ? » (issue 29): a parent who simulates for a 20-year-old child answers
 * with the child's birth date, rent and income (0), reads every question about the child (« Sa date de naissance »,
 * « ceux de votre enfant, pas les vôtres »), keeps their own e-mail, and gets exactly the engine's amount for the
 * child, with the parents' section and its sources — at 375 and 1440 px. For someone close, the words say « votre
 * proche » and there is no parents' section.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { answerSteps, euros, expectedAmount, type Household } from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const SHOTS = process.env.SHOTS_DIR ?? '';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A birth date `years` years and three months ago: that age on the first day of the aid's month. */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 3);
  return `${d.getUTCFullYear() - years}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-10`;
}

/** The child's answers, given by the parent: the child's birth date, rent and income (none). */
const childOf = (viewport: string, forWhom: 'enfant' | 'proche' = 'enfant'): Household => ({
  email: `parent.${forWhom}.${viewport}@exemple.fr`,
  forWhom,
  postalCode: '69007',
  zone: 2,
  rent: 450,
  charges: 30,
  furnished: false,
  birthDate: bornYearsAgo(20),
  status: 'student',
  boursier: false,
  children: 0,
  livingAlone: true,
  income: 0,
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/parent-${name}.png`, fullPage: true });
}

const heading = (page: Page) => page.locator('#sim-question').textContent();

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('a parent (%s)', (viewport) => {
  it('simulating for a 20-year-old child gets the child’s amount, asked about the child, with the parents’ section', async () => {
    const page = await newPage(browser, viewport);
    const h = childOf(viewport);
    const amount = expectedAmount(h);
    expect(amount).toBeGreaterThan(0);

    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    // « Pour moi » is the default; « Pour mon enfant » says the e-mail stays the parent's own.
    await expect(page.getByRole('radio', { name: /^Pour moi/ }).isChecked()).resolves.toBe(true);
    await expect(page.locator('#forWhom-note').count()).resolves.toBe(0);
    await page.getByRole('radio', { name: /^Pour mon enfant/ }).check();
    await expect(page.locator('#forWhom-note').textContent()).resolves.toMatch(
      /l’adresse où recevoir les résultats, la vôtre\. Les questions suivantes portent sur votre enfant/,
    );
    await shot(page, `question-${viewport}`);

    await answerSteps(page, h, '/v2/simulateur', {
      afterLoyer: async () => {
        await expect(heading(page)).resolves.toBe('Et ses charges ?');
      },
      atNaissance: async () => {
        await expect(heading(page)).resolves.toBe('Quelle est la date de naissance de votre enfant ?');
        await expect(page.getByLabel('Sa date de naissance', { exact: true }).isVisible()).resolves.toBe(
          true,
        );
        await shot(page, `naissance-${viewport}`);
      },
    });

    // Exactly the engine's amount for the child's answers, and the result speaks of the child.
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount));
    await expect(page.locator('#sim-result-title').textContent()).resolves.toBe(
      'Votre enfant est éligible aux APL',
    );
    // The plain words too: the child's rent and what is left to the child, never « vous ».
    const plain = (await page.locator('.sim-plain').textContent()) ?? '';
    expect(plain).toMatch(/Son loyer de .*Il lui reste/s);
    expect(plain).not.toMatch(/\b(?:vous|votre|vos)\b/i);
    // The section comes with those under the next steps, loaded as the visitor nears them.
    await page.locator('.sim-sections').scrollIntoViewIfNeeded();
    const section = page.locator('section.sim-parents');
    await section.waitFor();
    await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Ce qui change pour votre famille',
    );
    await expect(section.textContent()).resolves.toContain(
      `Votre enfant peut recevoir ${euros(amount)} par mois`,
    );
    // Each statement with its article and a link to an official text or page; the CAF's simulator for amounts.
    const statements = section.locator('li[data-statement]');
    await expect(statements.count()).resolves.toBe(4);
    for (const i of [0, 1, 2, 3]) {
      const hrefs = await statements
        .nth(i)
        .locator('a')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(href).toMatch(
          /^https:\/\/(www\.legifrance\.gouv\.fr|bofip\.impots\.gouv\.fr|www\.service-public\.fr)\//,
        );
    }
    await expect(section.textContent()).resolves.toMatch(/L\. 512-1.*art\. 6, 3.*L\. 822-8/s);
    await expect(
      section.getByRole('link', { name: /simulateur de la CAF/ }).getAttribute('href'),
    ).resolves.toBe('https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-simulation');
    await shot(page, `resultats-${viewport}`);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/parent-section-${viewport}.png` });
    await page.context().close();
  }, 240_000);

  it('for someone close, says « votre proche » and shows no parents’ section', async () => {
    const page = await newPage(browser, viewport);
    const h = childOf(viewport, 'proche');
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await answerSteps(page, h, '/v2/simulateur', {
      atNaissance: async () => {
        await expect(heading(page)).resolves.toBe('Quelle est la date de naissance de votre proche ?');
      },
    });
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(
      euros(expectedAmount(h)),
    );
    await expect(page.locator('#sim-result-title').textContent()).resolves.toBe(
      'Votre proche est éligible aux APL',
    );
    // The sections under the next steps are in (« Mes justificatifs »), the parents' section is not.
    await page.locator('.sim-sections').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Mes justificatifs' }).waitFor();
    await expect(page.locator('section.sim-parents').count()).resolves.toBe(0);
    await page.context().close();
  }, 240_000);
});
