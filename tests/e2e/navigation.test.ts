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

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('navigation (%s)', (viewport) => {
  it('goes from the home page to a city page, then to a nearby city', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/`);
    await expect(page.locator('h1').textContent()).resolves.toContain("Combien d'APL");

    await page
      .locator('#villes-populaires')
      .locator('..')
      .getByRole('link', { name: /APL Lyon/ })
      .click();
    await page.waitForURL(`${base}/apl-lyon`);
    await expect(page.locator('h1').textContent()).resolves.toBe('APL à Lyon');

    const nearby = page.locator('#proches + ul a').first();
    const target = await nearby.getAttribute('href');
    await nearby.click();
    await page.waitForURL(`${base}${target}`);
    const heading = await page.locator('h1').textContent();
    expect(heading).toMatch(/^APL à /);
    expect(heading).not.toBe('APL à Lyon');
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('opens the zone menu and reaches a zone page', async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/apl-lyon`);
    if (viewport === 'mobile') {
      await page.getByLabel('Ouvrir le menu').click();
      await page
        .locator('.mobile-panel')
        .getByRole('link', { name: /Zone 2/ })
        .click();
    } else {
      await page.locator('.nav summary', { hasText: 'Zones APL' }).click();
      await page
        .locator('.nav .dropdown')
        .getByRole('link', { name: /Zone 2/ })
        .click();
    }
    await page.waitForURL(`${base}/apl-zone-2`);
    await expect(page.locator('h1').textContent()).resolves.toContain('zone 2');
    await page.context().close();
  });
});
