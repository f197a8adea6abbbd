/**
 * City pages keep their promises (issue 29), in Chromium at 375 and 1440 px:
 * - « Simuler mon APL à Lyon » opens the main simulator with Lyon filled in at the postal-code step (its postal
 *   code, the commune chosen, its zone), in French from the button and in English from a link that names the city
 *   page; the visitor can still change the city;
 * - « Recommencer la simulation » asks first, in a modal dialog: cancelling (Escape or « Garder ») keeps every
 *   answer, confirming wipes them;
 * - homonyms are named with their department (title, h1, breadcrumb) and rent caps are told where they apply
 *   (Paris, Lyon, Lille, Saint-Denis in Seine-Saint-Denis), from the sourced list, and nowhere else (Marseille).
 * Screenshots go to SHOTS_DIR when it is set.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { answerSteps, studentInLyon } from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const SHOTS = process.env.SHOTS_DIR ?? '';
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/villes-${name}.png`, fullPage: false });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LABELS = {
  fr: {
    email: 'Adresse e-mail',
    continue: 'Continuer',
    postalCode: 'Code postal du logement',
    restart: 'Recommencer la simulation',
    dialog: 'Recommencer la simulation ?',
    keep: 'Garder mes réponses',
    erase: 'Effacer mes réponses',
    base: '/v2/simulateur',
  },
  en: {
    email: 'E-mail address',
    continue: 'Continue',
    postalCode: 'Postcode of the home',
    restart: 'Start again',
    dialog: 'Start the simulation again?',
    keep: 'Keep my answers',
    erase: 'Erase my answers',
    base: '/en/simulator',
  },
} as const;

/** From the e-mail step (ready) to the postal-code step, where Lyon must already be there. */
async function toPostalCode(page: Page, locale: 'fr' | 'en', email: string) {
  const l = LABELS[locale];
  await page.locator('form[data-ready="true"]').waitFor();
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: l.continue }).click();
  await page.waitForURL(`**${l.base}/code-postal`);
  await page.locator('form[data-ready="true"]').waitFor();
  const field = page.getByLabel(l.postalCode, { exact: true });
  await expect.poll(() => field.inputValue()).toBe('69001');
  await expect.poll(() => page.locator('.sim-found').textContent()).toMatch(/^Lyon\s*:\s*zone 2$/);
}

/** The built page's HTML, as a visitor's browser receives it. */
const html = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('the city pages as built', () => {
  it('name a homonym with its department in the title, h1 and breadcrumb, and a unique name alone', async () => {
    const reunion = await html('/apl-saint-denis');
    expect(reunion).toMatch(/<h1>[^<]*Saint-Denis \(La Réunion\)/);
    expect(reunion).toMatch(/<title>[^<]*Saint-Denis \(La Réunion\)/);
    const seine = await html('/apl-saint-denis-93');
    expect(seine).toMatch(/<h1>[^<]*Saint-Denis \(Seine-Saint-Denis\)/);
    expect(seine).toContain('APL Saint-Denis (Seine-Saint-Denis)');
    const lyon = await html('/apl-lyon');
    expect(lyon).toMatch(/<h1>APL à Lyon</);
  });

  it('frame the English search results in the English site: its language, header and title', async () => {
    const res = await fetch(`${base}/en/recherche?ville=Saint-Denis`);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    const page = await res.text();
    expect(page).toMatch(/<html lang="en"/);
    expect(page).toContain('class="site-header"');
    expect(page).toMatch(/<title>Search “Saint-Denis” \| /);
    expect(page).toContain('2 cities for “Saint-Denis”');
    expect(page).toContain('Saint-Denis (La Réunion)');
    expect(page).not.toContain('id="recherche-resultats"');
    // The frame itself is never served as it is, nor listed in the sitemap.
    expect(await (await fetch(`${base}/sitemap-0.xml`)).text()).not.toContain('/recherche');
  });

  it('say where rents are capped, since when, where to check, on what basis and from which list', async () => {
    for (const [path, since] of [
      ['/apl-paris', '1er juillet 2019'],
      ['/apl-lyon', '1er novembre 2021'],
      ['/apl-lille', '1er mars 2020'],
      ['/apl-saint-denis-93', '1er juin 2021'],
    ]) {
      const page = await html(path as string);
      expect(page, path).toContain('id="encadrement"');
      expect(page, path).toContain(`Depuis le ${since}`);
      expect(page, path).toContain('article 140 de la loi n° 2018-1021');
      expect(page, path).toContain('Liste établie le 27 novembre 2026');
    }
    expect(await html('/apl-paris')).toContain(
      'href="https://www.referenceloyer.drihl.ile-de-france.developpement-durable.gouv.fr/"',
    );
    for (const path of ['/apl-marseille', '/apl-saint-denis'])
      expect(await html(path), path).not.toContain('id="encadrement"');
  });
});

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('city promises (%s)', (viewport) => {
  it('the search results page has the full header of the site, homonyms told apart, a typo forgiven', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/recherche?ville=Saint-Denis`);
    // The same header as every static page: language switch, phone menu, account links, and the footer.
    expect(await page.locator('header.site-header details.mobile-menu').count()).toBe(1);
    expect(await page.locator('header.site-header .account-links').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    await page.getByRole('link', { name: /Saint-Denis \(La Réunion\)/ }).waitFor();
    await page.getByRole('link', { name: /Saint-Denis \(Seine-Saint-Denis\)/ }).waitFor();
    expect(await page.title()).toContain('Saint-Denis');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shoot(page, `recherche-${viewport}`);
    // « Lyom »: straight to Lyon's page.
    await page.getByRole('main').getByRole('searchbox').fill('Lyom');
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(`**/apl-lyon`);
    await page.context().close();
  });

  it('shows the rent cap block of Lyon', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/apl-lyon`);
    const block = page.locator('#encadrement').locator('..');
    await block.scrollIntoViewIfNeeded();
    expect(await block.isVisible()).toBe(true);
    if (SHOTS) await block.screenshot({ path: `${SHOTS}/villes-encadrement-lyon-${viewport}.png` });
    await page.context().close();
  });

  it('« Simuler mon APL à Lyon » opens the simulator with Lyon filled in, which the visitor can change', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/apl-lyon`);
    await page.getByRole('link', { name: 'Simuler mon APL à Lyon' }).click();
    await page.waitForURL(`**/v2/simulateur/email`);
    await toPostalCode(page, 'fr', `ville.${viewport}@exemple.fr`);
    await shoot(page, `lyon-code-postal-${viewport}`);
    // Still the visitor's to change.
    await page.getByLabel(LABELS.fr.postalCode, { exact: true }).fill('33000');
    await expect.poll(() => page.locator('.sim-found').textContent()).toContain('Bordeaux');
    await page.context().close();
  });

  it("opens on Lyon even after Bordeaux was answered in this browser: the link is the visitor's choice", async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel(LABELS.fr.email, { exact: true }).fill(`avant.${viewport}@exemple.fr`);
    await page.getByRole('button', { name: LABELS.fr.continue }).click();
    await page.waitForURL('**/v2/simulateur/code-postal');
    await page.getByLabel(LABELS.fr.postalCode, { exact: true }).fill('33000');
    await expect.poll(() => page.locator('.sim-found').textContent()).toContain('Bordeaux');
    await page.getByRole('button', { name: LABELS.fr.continue }).click();
    await page.waitForURL('**/v2/simulateur/loyer');

    await page.goto(`${base}/apl-lyon`);
    await page.getByRole('link', { name: 'Simuler mon APL à Lyon' }).click();
    await page.waitForURL(`**/v2/simulateur/email`);
    // The e-mail given before is still there; Lyon replaces Bordeaux.
    await toPostalCode(page, 'fr', `avant.${viewport}@exemple.fr`);
    await page.context().close();
  });

  it('the English simulator does the same from a link naming the city page', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/en/simulator/email?ville=apl-lyon`);
    // The slug became Lyon's INSEE code, then the island dropped the query once applied.
    await page.waitForURL(`**/en/simulator/email`);
    await toPostalCode(page, 'en', `city.${viewport}@example.com`);
    await shoot(page, `lyon-postcode-en-${viewport}`);
    await page.context().close();
  });

  for (const locale of ['fr', 'en'] as const) {
    it(`« ${LABELS[locale].restart} » asks before wiping the answers (${locale})`, async () => {
      const l = LABELS[locale];
      const page = await newPage(browser, viewport);
      await page.goto(`${base}${l.base}/email?ville=69123`);
      await toPostalCode(page, locale, `restart.${viewport}@exemple.fr`);

      await page.getByRole('button', { name: l.restart, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: l.dialog });
      await dialog.waitFor();
      // The safe choice has the focus; the page behind is inert (modal).
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(l.keep);
      await shoot(page, `recommencer-${locale}-${viewport}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByLabel(l.postalCode, { exact: true }).inputValue()).toBe('69001');

      await page.getByRole('button', { name: l.restart, exact: true }).click();
      await dialog.getByRole('button', { name: l.keep }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(`${l.base}/code-postal`);

      await page.getByRole('button', { name: l.restart, exact: true }).click();
      await dialog.getByRole('button', { name: l.erase }).click();
      await page.waitForURL(`**${l.base}/email`);
      await page.locator('form[data-ready="true"]').waitFor();
      expect(await page.getByLabel(l.email, { exact: true }).inputValue()).toBe('');
      const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
      expect(stored).not.toContain('restart.');
      expect(stored).not.toContain('69001');
      await page.context().close();
    });
  }
});

it('« Nouvelle simulation » on the results asks too, and keeps the results when cancelled', async () => {
  const page = await newPage(browser, 'desktop');
  await page.goto(`${base}/v2/simulateur/email`);
  await page.locator('form[data-ready="true"]').waitFor();
  await answerSteps(page, { ...studentInLyon, email: 'resultats.nouvelle@exemple.fr' }, '/v2/simulateur');
  const amount = await page.locator('.sim-amount-value').textContent();
  await page.getByRole('button', { name: 'Nouvelle simulation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recommencer la simulation ?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Garder mes réponses' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/v2/simulateur/resultats');
  expect(await page.locator('.sim-amount-value').textContent()).toBe(amount);
  await page.getByRole('button', { name: 'Nouvelle simulation' }).click();
  await dialog.getByRole('button', { name: 'Effacer mes réponses' }).click();
  await page.waitForURL('**/v2/simulateur/email');
  await page.locator('form[data-ready="true"]').waitFor();
  expect(await page.getByLabel('Adresse e-mail', { exact: true }).inputValue()).toBe('');
  await page.context().close();
});
