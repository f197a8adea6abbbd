/**
 * Eligibility beside the amount (issue 25, DECISIONS 21), answered as a visitor would, in French and in English,
 * at both widths: since 1 July 2026 a non-EU student on a student permit without the grant's conditions sees no
 * amount but why (article, date) and what to do next; a refugee student, an EU student and a non-EU boursier see
 * the amount the engine computes; a student renting from a grandparent is told there is no aid.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import {
  answerSteps,
  euros,
  expectedAmount,
  type Household,
  type Locale,
  studentInLyon,
} from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BASE_PATH: Record<Locale, string> = { fr: '/v2/simulateur', en: '/en/simulator' };

/** A Moroccan student in Lyon, no grant, parents in Morocco: a student permit without the grant's conditions. */
const international: Household = {
  ...studentInLyon,
  boursier: false,
  nationality: 'other',
  studentPermit: true,
  bcsConditions: false,
};

async function journey(viewport: keyof typeof VIEWPORTS, h: Household, locale: Locale): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${base}${BASE_PATH[locale]}/email`);
  await page.locator('form[data-ready="true"]').waitFor();
  await answerSteps(page, h, BASE_PATH[locale], {}, locale);
  return page;
}

const noOverflow = (page: Page) =>
  expect(
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).resolves.toBeLessThanOrEqual(0);

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('eligibility (%s)', (viewport) => {
  it.each([
    ['fr', 'Pas d’aide au logement d’après vos réponses', '1er juillet 2026', 'Que faire maintenant ?'],
    ['en', 'No housing aid from your answers', '1 July 2026', 'What can you do now?'],
  ] as const)(
    'an excluded non-EU student (%s) sees no amount, the rule with its article and date, and what to do',
    async (locale, title, since, help) => {
      const page = await journey(
        viewport,
        { ...international, email: `maroc.${locale}.${viewport}@exemple.fr` },
        locale,
      );
      await expect(page.locator('h1').textContent()).resolves.toBe(title);
      // No amount anywhere in the verdict: a figure would be read as money to come.
      await expect(page.locator('.sim-amount-value').count()).resolves.toBe(0);
      const reason = (await page.locator('.sim-refus').textContent()) ?? '';
      expect(reason).toContain('L. 822-2');
      expect(reason).toContain(since);
      const card = page.locator('.sim-exclusion');
      await expect(card.locator('h2').textContent()).resolves.toBe(help);
      await expect(card.getByRole('link', { name: /messervices\.etudiant\.gouv\.fr/ }).count()).resolves.toBe(
        1,
      );
      // The unclear points, said rather than guessed.
      await expect(card.textContent()).resolves.toMatch(/CAF/);
      // The recap names the answers, and « Modifier » reaches the question.
      const recap = (await page.locator('.sim-recap').textContent()) ?? '';
      expect(recap).toMatch(
        locale === 'fr' ? /Autre nationalité, titre de séjour «\sétudiant\s»/ : /Another nationality/,
      );
      await noOverflow(page);
      await page.context().close();
    },
  );

  it.each([
    ['a refugee student (fr)', { nationality: 'other', studentPermit: false, boursier: false }, 'fr'],
    ['an EU student (en)', { nationality: 'eu', boursier: false }, 'en'],
    [
      'a non-EU boursier on a student permit (fr)',
      { nationality: 'other', studentPermit: true, boursier: true },
      'fr',
    ],
  ] as const)('%s sees the amount the engine computes', async (name, who, locale) => {
    const h: Household = { ...studentInLyon, ...who, email: `${name.split(' ')[1]}.${viewport}@exemple.fr` };
    const page = await journey(viewport, h, locale);
    const amount = expectedAmount(h);
    expect(amount).toBeGreaterThan(0);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount, locale));
    // « Éligible » comes with what remains to check, each with its article.
    const toCheck = (await page.locator('.sim-tocheck').textContent()) ?? '';
    expect(toCheck).toContain('R. 822-23');
    expect(toCheck).toContain('R. 822-25');
    await page.context().close();
  });

  it('a student renting from a grandparent is told there is no aid, with the article', async () => {
    const h: Household = {
      ...studentInLyon,
      landlordRelative: true,
      email: `grandparent.${viewport}@exemple.fr`,
    };
    const page = await journey(viewport, h, 'fr');
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Pas d’aide au logement d’après vos réponses',
    );
    await expect(page.locator('.sim-refus').textContent()).resolves.toContain('L. 822-3');
    await expect(page.locator('.sim-amount-value').count()).resolves.toBe(0);
    await noOverflow(page);
    await page.context().close();
  });
});
