/**
 * The language switch of the header (issue 16), at both widths: visible without opening any menu, it leads from
 * a French guide to its English translation and back, on one line with the brand, without horizontal scroll.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('language switch (%s)', (viewport) => {
  it('goes from a French guide to its English translation and back', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/guide/calcul-montant-apl`);
    const toEnglish = page.locator('header .lang-switch:visible');
    await expect(toEnglish.count()).resolves.toBe(1);
    await toEnglish.click();
    await page.waitForURL(`${base}/en/guide/how-apl-is-calculated`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await expect(page.locator('h1').textContent()).resolves.toContain('housing aid (APL)');
    // The header keeps one line: the brand is not wrapped, nothing overflows.
    const brand = await page.locator('.brand').boundingBox();
    expect(brand?.height ?? 0).toBeLessThan(40);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.locator('header .lang-switch:visible', { hasText: 'Français' }).click();
    await page.waitForURL(`${base}/guide/calcul-montant-apl`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await page.context().close();
  });
});
