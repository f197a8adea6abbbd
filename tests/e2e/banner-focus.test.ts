/**
 * The cookie banner never covers the focused element (WCAG 2.2, 2.4.11; issue 29): with the banner open, a visitor
 * tabs through a step of the simulator at 375 and 1440 px, and every element that takes the focus is in view and
 * not under the banner. Errors of a refused « Continuer » are in a live region.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newHumanPage, newPage, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the focused element is against the viewport and the banner (in CSS pixels). */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const banner = document.querySelector('.cookie-banner');
    if (!el || el === document.body || !banner) return null;
    const r = el.getBoundingClientRect();
    const b = banner.getBoundingClientRect();
    return {
      what: `${el.tagName.toLowerCase()} « ${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)} » at ${Math.round(r.top)}–${Math.round(r.bottom)} (banner ${Math.round(b.top)}–${Math.round(b.bottom)}, scroll ${Math.round(window.scrollY)}, class ${el.className})`,
      inBanner: banner.contains(el),
      inView: r.bottom > 0 && r.top < window.innerHeight,
      underBanner: r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right,
    };
  });
}

/** Waits for the page's smooth scrolling to the newly focused element to end. */
async function scrolled(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(60);
  }
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'the cookie banner (%s)',
  (viewport) => {
    it('never covers the element that has the focus, tabbing through a step', async () => {
      const page = await newHumanPage(browser, viewport);
      await page.goto(`${base}/v2/simulateur/email`);
      await page.locator('form[data-ready="true"]').waitFor();
      await page.locator('.cookie-banner').waitFor();
      await page.getByLabel('Adresse e-mail', { exact: true }).fill('camille@exemple.fr');
      await page.locator('body').focus();
      const seen: string[] = [];
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press('Tab');
        await scrolled(page);
        const s = await focusState(page);
        if (!s || s.inBanner) continue;
        seen.push(s.what);
        expect(s.inView, s.what).toBe(true);
        expect(s.underBanner, s.what).toBe(false);
      }
      // The step's own controls were among them, « Continuer » included.
      expect(seen.some((w) => w.includes('Continuer'))).toBe(true);
      await page.context().close();
    });
  },
);

describe('the errors of a step', () => {
  it('are announced in a live region when « Continuer » is refused', async () => {
    const page = await newPage(browser, 'mobile');
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const live = page.locator('form [role="status"][aria-live="assertive"]');
    await expect.poll(() => live.textContent()).toMatch(/^Une erreur : .+/);
    await page.context().close();
  });
});
