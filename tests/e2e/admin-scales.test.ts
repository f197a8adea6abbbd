/**
 * « Barèmes » in Chromium (issue 27): an admin enters a fictitious + 1 % IRL revaluation dated 1 December 2026,
 * is told per field what is missing (the sources), gives one source for every changed series, and sees the impact
 * on the site's households before → after; « Activer » stays disabled for them (four eyes) and is open to a second
 * admin; an editor reads without entering. At 1440 and 375 px, nothing overflows. The draft is not activated here
 * (the API test activates and withdraws one: api/routes/admin/scales.test.ts), so the shared site stays as it is.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const SOURCE_DIR = join(import.meta.dirname, '../../src/core/apl/parameters/source');
const databasePath = siteServer().databasePath;
let browser: Browser;
let versionUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'saisie.baremes@example.fr', ['admin']);
  await createAccount(databasePath, 'second.baremes@example.fr', ['admin']);
  await createAccount(databasePath, 'lecture.baremes@example.fr', ['editor']);
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signIn(page, base, email);
  await page.waitForURL(`${base}/admin`);
  return page;
}

const SHOTS = process.env.SHOTS_DIR ?? '';
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/baremes-${name}.png`, fullPage: true });
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('une nouvelle version des barèmes', () => {
  it('se saisit par une revalorisation IRL, refusée sans source, puis enregistrée avec son impact (1440 px)', async () => {
    const page = await signedIn('saisie.baremes@example.fr');
    await page.getByRole('link', { name: 'Barèmes', exact: true }).click();
    await page.getByRole('link', { name: 'Nouvelle version' }).click();
    await page.getByLabel('Date d’effet', { exact: true }).fill('2026-12-01');
    await page.getByRole('button', { name: 'Charger les valeurs en vigueur' }).click();
    await page.getByLabel('Taux de revalorisation IRL (%)').fill('1');
    await page.getByRole('button', { name: 'Revaloriser de 1 % (IRL)' }).click();
    const plafonds = page.getByRole('group', { name: 'Source légale de « Loyers plafonds mensuels »' });
    await plafonds.waitFor();

    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Le formulaire contient des erreurs').waitFor();
    await plafonds.getByText(/Source : titre du texte requis/).waitFor();
    await shoot(page, 'saisie-1440');

    await plafonds.getByLabel('Titre du texte').fill('Arrêté fictif du 1er décembre 2026');
    await plafonds.getByLabel('Adresse du texte').fill('https://www.legifrance.gouv.fr/');
    await plafonds
      .getByRole('button', { name: 'Reprendre cette source pour toutes les séries modifiées' })
      .click();
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.waitForURL(/\/admin\/baremes\/\d+$/);
    versionUrl = page.url();

    const etudiant = page.locator('tr[data-id="etudiant-zone2"]');
    await etudiant.waitFor();
    expect(await etudiant.locator('td').last().textContent()).toMatch(/^\+\s3,09\s€$/);
    // And how many pages the rebuild will change: every city page of the site's store among them.
    const pages = (await page.getByTestId('pages-changees').textContent()) ?? '';
    expect(pages).toMatch(/page\(s\) changeront/);
    expect(pages).toMatch(/page\(s\) ville\(s\), 3 page\(s\) de zone, l’accueil/);
    // And the reference cases of OpenFisca-France, recomputed at the effective date.
    expect(await page.getByTestId('cas-de-reference').textContent()).toMatch(
      /^\d+ cas sur \d{3} change\(nt\)/,
    );
    expect(await page.getByRole('button', { name: 'Activer' }).isDisabled()).toBe(true);
    await page.getByText('un autre administrateur doit l’activer').waitFor();
    await shoot(page, 'version-1440');
    expect(await overflows(page)).toBe(false);
  }, 60_000);

  it('s’active par un second administrateur, pas par un éditeur qui la lit', async () => {
    const second = await signedIn('second.baremes@example.fr');
    await second.goto(versionUrl);
    expect(await second.getByRole('button', { name: 'Activer' }).isEnabled()).toBe(true);

    const editor = await signedIn('lecture.baremes@example.fr');
    await editor.goto(`${base}/admin/baremes`);
    await editor
      .getByRole('link', { name: /1er décembre 2026/ })
      .first()
      .waitFor();
    expect(await editor.getByRole('link', { name: 'Nouvelle version' }).count()).toBe(0);
    await editor.goto(versionUrl);
    await editor.getByText('Seul un administrateur active une version.').waitFor();
    expect(await editor.getByRole('button', { name: 'Activer' }).isDisabled()).toBe(true);
  }, 60_000);

  it('se pré-remplit des fichiers d’OpenFisca-France, sources comprises (1440 px)', async () => {
    // The repository's blocks file with a block of 1 December 2026 whose zone 2 single ceiling is 300 €.
    const src = JSON.parse(readFileSync(join(SOURCE_DIR, 'openfisca-parameters.json'), 'utf8'));
    const bloc = structuredClone(src.blocks[Object.keys(src.blocks).sort().at(-1) as string]);
    bloc.loyers_plafonds.value.zone_2.personne_seule = 300;
    if (bloc.loyer_reference) bloc.loyer_reference.value.personne_seule = 300;
    bloc._meta = { effective_from: '2026-12-01', historical: false, effective_until_exclusive: null };
    src.blocks['2026-12-01'] = bloc;
    const file = join(mkdtempSync(join(tmpdir(), 'openfisca-')), 'parameters.json');
    writeFileSync(file, JSON.stringify(src));

    const page = await signedIn('saisie.baremes@example.fr');
    await page.goto(`${base}/admin/baremes/nouvelle`);
    const form = page.getByRole('form', { name: 'Importer d’OpenFisca-France' });
    await form.getByLabel('Blocs du secteur locatif (parameters.json)').setInputFiles(file);
    await form.getByRole('button', { name: 'Importer' }).click();
    await form.getByText(/Importé d’OpenFisca-France 176\.0\.7/).waitFor();
    expect(await page.getByLabel('Date d’effet', { exact: true }).inputValue()).toBe('2026-12-01');
    await page.getByText('1 série modifiée').waitFor();
    const plafonds = page.getByRole('group', { name: 'Source légale de « Loyers plafonds mensuels »' });
    expect(await plafonds.getByLabel('Titre du texte').inputValue()).not.toBe('');
    expect(await plafonds.getByLabel('Adresse du texte').inputValue()).toMatch(/^https:\/\//);
    await shoot(page, 'import-1440');
    expect(await overflows(page)).toBe(false);
    // A file that is not OpenFisca's is refused on its field, in French.
    const other = join(mkdtempSync(join(tmpdir(), 'openfisca-')), 'autre.json');
    writeFileSync(other, '{"blocks": 3}');
    await form.getByLabel('Blocs du secteur locatif (parameters.json)').setInputFiles(other);
    await form.getByRole('button', { name: 'Importer' }).click();
    await form.getByText(/Fichier d’OpenFisca-France inattendu/).waitFor();
  }, 60_000);

  it('se lit et se saisit à 375 px sans débordement', async () => {
    const page = await signedIn('saisie.baremes@example.fr', 'mobile');
    await page.goto(`${base}/admin/baremes/nouvelle`);
    await page.getByRole('button', { name: 'Loyers plafonds mensuels' }).click();
    await shoot(page, 'saisie-375');
    expect(await overflows(page)).toBe(false);
    await page.goto(versionUrl);
    await page.locator('tr[data-id="etudiant-zone2"]').waitFor();
    await shoot(page, 'version-375');
    expect(await overflows(page)).toBe(false);
  }, 60_000);
});
