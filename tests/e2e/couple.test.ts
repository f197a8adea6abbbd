/**
 * Couples counted as the law counts them (issue 29): the simulator asks the partner's status on « situation »
 * and each one's income on « revenus » (« vos revenus », « ceux de votre conjoint(e) »), and the amount is the
 * engine's for the two persons — at 375 and 1440 px. A couple of two students gets the students' forfait; a
 * student with an employee partner too (only the applicant's status counts, CCH R. 822-20). The recap shows the
 * partner's answers, and « Modifier » reaches their step.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAid } from '#core/apl/index.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { unfold } from '../support/folds.ts';
import {
  answerSteps,
  engineInputOf,
  euros,
  expectedAmount,
  type Household,
} from '../support/simulator-journey.ts';
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

const twoStudents = (viewport: string): Household => ({
  email: `deux.etudiants.${viewport}@exemple.fr`,
  postalCode: '69007',
  zone: 2,
  rent: 620,
  charges: 60,
  furnished: false,
  birthDate: bornYearsAgo(21),
  status: 'student',
  boursier: false,
  children: 0,
  livingAlone: false,
  income: 0,
  partner: { status: 'student', income: 0 },
});

const studentAndEmployee = (viewport: string): Household => ({
  ...twoStudents(viewport),
  email: `etudiant.salarie.${viewport}@exemple.fr`,
  income: 250,
  partner: { status: 'employee', income: 1450 },
});

/** The engine's resources mode for a household (the forfait for a student applicant under 28). */
function resourcesMode(h: Household): string {
  const month = new Date().toISOString().slice(0, 7);
  const r = calculateAid(engineInputOf(h), { date: month });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result.intermediaires.modeRessources;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // From the top: a full-page capture of a scrolled page paints the sticky header over the form.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/couple-${name}.png`, fullPage: true });
}

async function journey(page: Page, h: Household, shots: string | null) {
  await page.goto(`${base}/v2/simulateur/email`);
  await page.locator('form[data-ready="true"]').waitFor();
  await answerSteps(page, h, '/v2/simulateur', {
    atSituation: async () => {
      // The partner's question appears under « En couple », with its own legend.
      await expect(page.getByRole('group', { name: /^Votre conjoint\(e\) est/ }).count()).resolves.toBe(1);
      if (shots) await shot(page, `situation-${shots}`);
    },
    atRevenus: async () => {
      if (shots) await shot(page, `revenus-${shots}`);
    },
  });
}

/** The month `n` months before this one (AAAA-MM), as the month field takes it. */
function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
}

const recapRow = (page: Page, label: string) => page.locator('.sim-recap div').filter({ hasText: label });

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('couples (%s)', (viewport) => {
  it('a couple of two students (21 and 22, no income) gets the students’ forfait amount', async () => {
    const page = await newPage(browser, viewport);
    const h = twoStudents(viewport);
    expect(resourcesMode(h)).toBe('forfait-etudiant');
    const amount = expectedAmount(h);
    expect(amount).toBeGreaterThan(0);
    await journey(page, h, viewport);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount));
    // The recap (folded under its title, issue 29) shows the partner's answers, each with « Modifier » to its step.
    await unfold(page, 'Récapitulatif');
    const status = recapRow(page, 'Statut de votre conjoint(e)');
    await expect(status.textContent()).resolves.toContain('Étudiant(e)');
    await expect(status.getByRole('link', { name: /^Modifier/ }).getAttribute('href')).resolves.toContain(
      '/situation',
    );
    const income = recapRow(page, 'Revenus de votre conjoint(e)');
    await expect(income.getByRole('link', { name: /^Modifier/ }).getAttribute('href')).resolves.toContain(
      '/revenus',
    );
    await shot(page, `resultats-${viewport}`);
    await page.context().close();
  });

  it('a student with an employee partner gets the engine’s amount for the two of them', async () => {
    const page = await newPage(browser, viewport);
    const h = studentAndEmployee(viewport);
    const amount = expectedAmount(h);
    expect(amount).toBeGreaterThan(0);
    await journey(page, h, null);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount));
    await expect(recapRow(page, 'Vos revenus').textContent()).resolves.toContain(euros(250));
    await expect(recapRow(page, 'Revenus de votre conjoint(e)').textContent()).resolves.toMatch(/1\s450/);
    // « Modifier » the partner's status: the step opens with the answer given, and comes back to the results.
    await unfold(page, 'Récapitulatif');
    await recapRow(page, 'Statut de votre conjoint(e)')
      .getByRole('link', { name: /^Modifier/ })
      .click();
    await page.waitForURL('**/v2/simulateur/situation**');
    await expect(
      page
        .getByRole('group', { name: /^Votre conjoint\(e\) est/ })
        .getByRole('radio', { name: /^Salarié\(e\)/ })
        .isChecked(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it('an employee with a jobseeking partner: the partner is asked the jobseeker’s details, and the engine counts each', async () => {
    const page = await newPage(browser, viewport);
    const since = monthsAgo(6);
    const h: Household = {
      ...twoStudents(viewport),
      email: `salarie.chomeur.${viewport}@exemple.fr`,
      birthDate: bornYearsAgo(34),
      status: 'employee',
      income: 1300,
      partner: { status: 'other', income: 900 },
    };
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await answerSteps(page, h, '/v2/simulateur', {
      atSituation: async () => {
        await page
          .getByRole('group', { name: /^Votre conjoint\(e\) est/ })
          .getByRole('radio', { name: /^Demandeur\(se\) d'emploi/ })
          .check();
        await page.getByLabel(/^Depuis quel mois votre conjoint\(e\)/).fill(since);
        await page
          .getByRole('group', { name: /^Votre conjoint\(e\) perçoit-il \(elle\) l'allocation/ })
          .getByLabel('Oui', { exact: true })
          .check();
        await shot(page, `situation-jobseeker-${viewport}`);
      },
    });
    const month = new Date().toISOString().slice(0, 7);
    const r = calculateAid(
      {
        ...engineInputOf(h),
        partner: {
          status: 'unemployed',
          boursier: false,
          income: 900,
          unemploymentStart: `${since}-01`,
          unemploymentIndemnified: true,
          salaryBeforeUnemployment: 0,
        },
      },
      { date: month },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // The partner's own benefit, counted apart from the applicant's salary (10 % deduction each).
    expect(r.result.intermediaires.ressources).toBeGreaterThan(0);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(
      euros(r.result.montantFinal),
    );
    await expect(recapRow(page, 'Statut de votre conjoint(e)').textContent()).resolves.toMatch(
      /Demandeur\(se\) d'emploi depuis .+, indemnisé\(e\)/,
    );
    await expect(recapRow(page, 'Allocation chômage de votre conjoint(e)').textContent()).resolves.toContain(
      euros(900),
    );
    await page.context().close();
  });
});
