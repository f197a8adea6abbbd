/**
 * The situations the simulator now computes by the law (issue 12): a CROUS student in Lyon, an employee in
 * Saint-Denis (La Réunion), a jobseeker without benefits and a saver. Each completes the journey in Chromium
 * and sees the amount the engine computes for the same answers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAid } from '#core/apl/index.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const month = () => new Date().toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
};

const euros = (n: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);

function engine(input: Record<string, unknown>): number {
  const r = calculateAid(input, { date: month() });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result.montantFinal;
}

async function next(page: Page, slug: string) {
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.waitForURL(`**/v2/simulateur/${slug}`);
}

async function start(page: Page, email: string, postalCode: string, found: RegExp) {
  await page.goto(`${base}/v2/simulateur/email`);
  await page.locator('form[data-ready="true"]').waitFor();
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await next(page, 'code-postal');
  await page.getByLabel('Code postal du logement', { exact: true }).fill(postalCode);
  await expect.poll(() => page.locator('.sim-found').textContent()).toMatch(found);
  await next(page, 'loyer');
}

const radio = (page: Page, group: RegExp, label: string | RegExp) =>
  page.getByRole('group', { name: group }).getByLabel(label).check();

async function person(
  page: Page,
  p: { birthDate: string; status: RegExp; livingAlone: boolean },
  afterStatus?: () => Promise<void>,
) {
  await page.getByLabel('Date de naissance', { exact: true }).fill(p.birthDate);
  await next(page, 'statut');
  await page.getByRole('radio', { name: p.status }).check();
  await afterStatus?.();
  await radio(page, /nationalité/, /^Française/);
  await next(page, 'enfants');
  await page.getByRole('radio', { name: 'Aucun', exact: true }).check();
  await next(page, 'situation');
  await page.getByRole('radio', { name: p.livingAlone ? /^Seul\(e\)/ : /^En couple/ }).check();
  await next(page, 'revenus');
}

async function amountShown(page: Page): Promise<string> {
  await page.locator('.sim-amount-value').waitFor();
  return (await page.locator('.sim-amount-value').textContent()) ?? '';
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('situations (%s)', (viewport) => {
  it('a scholarship student in a CROUS room in Lyon gets the residence amount', async () => {
    const page = await newPage(browser, viewport);
    await start(page, `crous-${viewport}@exemple.fr`, '69007', /zone 2/);
    await page.getByRole('radio', { name: /résidence universitaire du CROUS/ }).check();
    await page.getByLabel('Redevance mensuelle', { exact: true }).fill('271');
    // No screen without a question (issue 29): no « charges » (in the redevance), no « colocation » (none in a
    // residence); « Précédent » passes over them too.
    await next(page, 'meuble');
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.waitForURL('**/v2/simulateur/loyer');
    await next(page, 'meuble');
    await radio(page, /vous occupez/, /^Une chambre/);
    await radio(page, /conventionnée/, 'Oui');
    await next(page, 'naissance');
    await person(page, { birthDate: '2005-03-01', status: /^Étudiant\(e\)/, livingAlone: true }, () =>
      radio(page, /boursier/, 'Oui'),
    );
    await page.getByLabel(/Revenus mensuels nets imposables/).fill('0');
    await radio(page, /impôt sur la fortune immobilière/, 'Non');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/resultats');
    const expected = engine({
      zone: 2,
      housing: 'crous',
      redevance: 271,
      furnished: true,
      chambre: true,
      colocation: false,
      conventionne: true,
      birthDate: '2005-03-01',
      status: 'student',
      boursier: true,
      livingAlone: true,
      children: 0,
      income: 0,
    });
    expect(expected).toBeGreaterThan(0);
    await expect(amountShown(page)).resolves.toContain(euros(expected));
    const recap = (await page.locator('.sim-recap').textContent()) ?? '';
    expect(recap).toContain('Résidence CROUS');
    // What was inferred is still said.
    expect(recap).toContain('comprises dans la redevance');
    expect(recap).toContain('non : en résidence, chacun demande pour sa redevance');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('an employee in Saint-Denis (La Réunion) gets the overseas amount (AL only)', async () => {
    const page = await newPage(browser, viewport);
    await start(page, `reunion-${viewport}@exemple.fr`, '97400', /outre-mer/);
    await page.getByLabel('Loyer mensuel hors charges', { exact: true }).fill('550');
    await next(page, 'charges');
    await page.getByLabel('Charges mensuelles', { exact: true }).fill('50');
    await next(page, 'meuble');
    await radio(page, /meublé/, 'Non');
    await page.getByRole('radio', { name: /^Un logement entier/ }).check();
    await radio(page, /logement social/, 'Non');
    await radio(page, /appartient-il/, 'Non');
    await next(page, 'colocation');
    await radio(page, /colocataires/, 'Non');
    await next(page, 'naissance');
    await person(page, { birthDate: '1994-09-10', status: /^Salarié\(e\)/, livingAlone: true });
    await page.getByRole('radio', { name: 'Non' }).check(); // no savings above 30 000 €
    await page.getByLabel(/Revenus mensuels nets imposables/).fill('1200');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/resultats');
    const input = {
      zone: 2,
      rent: 550,
      charges: 50,
      furnished: false,
      chambre: false,
      colocation: false,
      conventionne: false,
      birthDate: '1994-09-10',
      status: 'employee',
      boursier: false,
      livingAlone: true,
      children: 0,
      income: 1200,
    };
    const overseas = engine({ ...input, overseas: true });
    expect(overseas).not.toBe(engine(input));
    await expect(amountShown(page)).resolves.toContain(euros(overseas));
    await expect(page.locator('.sim-amount-note').textContent()).resolves.toContain('ALS');
    await page.context().close();
  });
});

describe('jobseekers and savers', () => {
  it('a jobseeker without benefits for six months: salaries and benefits count for nothing', async () => {
    const page = await newPage(browser, 'mobile');
    await start(page, 'chomage@exemple.fr', '69007', /zone 2/);
    await page.getByLabel('Loyer mensuel hors charges', { exact: true }).fill('520');
    await next(page, 'charges');
    await page.getByLabel('Charges mensuelles', { exact: true }).fill('40');
    await next(page, 'meuble');
    await radio(page, /meublé/, 'Non');
    await page.getByRole('radio', { name: /^Un logement entier/ }).check();
    await radio(page, /logement social/, 'Non');
    await radio(page, /appartient-il/, 'Non');
    await next(page, 'colocation');
    await radio(page, /colocataires/, 'Non');
    await next(page, 'naissance');
    const start6 = monthsAgo(6);
    await person(
      page,
      { birthDate: '1992-05-05', status: /Demandeur\(se\) d'emploi/, livingAlone: true },
      async () => {
        await page.getByLabel('Depuis quel mois êtes-vous au chômage ?').fill(start6);
        await radio(page, /allocation chômage/, 'Non');
        await page.getByLabel(/salaire mensuel net imposable avant le chômage/).fill('1600');
      },
    );
    await expect(page.locator('.sim-note').textContent()).resolves.toContain('Sans allocation chômage');
    await page.getByRole('radio', { name: 'Non' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/resultats');
    const expected = engine({
      zone: 2,
      rent: 520,
      charges: 40,
      furnished: false,
      chambre: false,
      colocation: false,
      conventionne: false,
      birthDate: '1992-05-05',
      status: 'unemployed',
      boursier: false,
      livingAlone: true,
      children: 0,
      income: 0,
      unemploymentStart: `${start6}-01`,
      unemploymentIndemnified: false,
      salaryBeforeUnemployment: 1600,
    });
    await expect(amountShown(page)).resolves.toContain(euros(expected));
    await page.context().close();
  });

  it('a saver above 30 000 € is asked the amount, and it counts', async () => {
    const page = await newPage(browser, 'desktop');
    await start(page, 'epargne@exemple.fr', '69007', /zone 2/);
    await page.getByLabel('Loyer mensuel hors charges', { exact: true }).fill('600');
    await next(page, 'charges');
    await page.getByLabel('Charges mensuelles', { exact: true }).fill('40');
    await next(page, 'meuble');
    await radio(page, /meublé/, 'Non');
    await page.getByRole('radio', { name: /^Un logement entier/ }).check();
    await radio(page, /logement social/, 'Non');
    await radio(page, /appartient-il/, 'Non');
    await next(page, 'colocation');
    await radio(page, /colocataires/, 'Non');
    await next(page, 'naissance');
    await person(page, { birthDate: '1985-01-20', status: /^Salarié\(e\)/, livingAlone: true });
    await page.getByLabel(/Revenus mensuels nets imposables/).fill('1100');
    await radio(page, / d'épargne ?/, 'Oui');
    await page.getByLabel('Montant total de votre épargne').fill('60000');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/resultats');
    const input = {
      zone: 2,
      rent: 600,
      charges: 40,
      furnished: false,
      chambre: false,
      colocation: false,
      conventionne: false,
      birthDate: '1985-01-20',
      status: 'employee',
      boursier: false,
      livingAlone: true,
      children: 0,
      income: 1100,
    };
    const withSavings = engine({ ...input, assets: 60_000 });
    expect(withSavings).toBeLessThan(engine(input));
    await expect(amountShown(page)).resolves.toContain(euros(withSavings));
    await page.context().close();
  });
});
