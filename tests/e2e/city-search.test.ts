/**
 * The city search box with JavaScript disabled, at both widths: the header's box (behind the magnifier on a
 * desktop, in the menu on a phone) leads « st etienne » to /apl-saint-etienne, and « Saint-Denis » to the list
 * of both homonyms. Route and matching: api/routes/city-search.test.ts, src/core/cities/search.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('city search (%s)', (viewport) => {
  /** Opens the header's search box (the magnifier, or the phone menu) and submits `text`. */
  async function searchFromHeader(page: Page, text: string) {
    if (viewport === 'mobile') {
      await page.getByLabel('Ouvrir le menu').click();
      await page.locator('.mobile-panel').getByRole('searchbox', { name: 'Rechercher une ville' }).fill(text);
    } else {
      await page.locator('.header-search-toggle').click();
      await page
        .locator('.header-search-panel')
        .getByRole('searchbox', { name: 'Rechercher une ville' })
        .fill(text);
    }
    await page.keyboard.press('Enter');
  }

  it('finds a city and lists homonyms without JavaScript', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      locale: 'fr-FR',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    // The home page has its own box, beside the popular cities.
    await expect(
      page.locator('#villes-populaires ~ form[action="/recherche"] input[name="ville"]').count(),
    ).resolves.toBe(1);

    await searchFromHeader(page, 'st etienne');
    await page.waitForURL(`${base}/apl-saint-etienne`);
    await expect(page.locator('h1').textContent()).resolves.toBe('APL à Saint-Étienne');

    await searchFromHeader(page, 'Saint-Denis');
    await page.waitForURL(`${base}/recherche?ville=Saint-Denis`);
    await expect(page.locator('h1').textContent()).resolves.toContain('2 villes');
    const links = page.locator('main .results a');
    await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).resolves.toEqual([
      '/apl-saint-denis',
      '/apl-saint-denis-93',
    ]);
    await expect(links.nth(1).textContent()).resolves.toContain('Seine-Saint-Denis (93)');
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
