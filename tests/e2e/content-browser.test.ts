/**
 * The content site in Chromium: the cookie banner (accept, refuse, settings, bots), the FAQ accordion, the city
 * comparison tool, the contact form, the Conseil search, and an axe audit of one page of each kind.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const HUMAN_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor the banner treats as a person (the test browser announces automation otherwise). */
async function humanContext(viewport: keyof typeof VIEWPORTS = 'mobile'): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'fr-FR',
    userAgent: HUMAN_UA,
  });
  await ctx.addInitScript(() => {
    Object.defineProperty(navigator, 'webdriver', { get: () => false });
    const w = window as unknown as { __consentEvents: unknown[] };
    w.__consentEvents = [];
    window.addEventListener('consent-changed', (e) => w.__consentEvents.push((e as CustomEvent).detail));
  });
  return ctx;
}
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix sur les cookies' });

describe('cookie banner', () => {
  it('appears about 1 s after load, and « Tout refuser » stores a refusal and tells the page', async () => {
    const ctx = await humanContext();
    const page = await ctx.newPage();
    await page.goto(`${base}/apl-lyon`);
    await page.waitForLoadState('load');
    expect(await banner(page).count()).toBe(0);
    await banner(page).waitFor({ timeout: 5000 });
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    expect(await banner(page).count()).toBe(0);
    const consent = await stored(page);
    expect(consent).toMatchObject({ necessary: true, preferences: false, analytics: false });
    expect(Number.isNaN(Date.parse(consent.timestamp))).toBe(false);
    expect(
      await page.evaluate(() => (window as unknown as { __consentEvents: unknown[] }).__consentEvents.length),
    ).toBe(1);

    // A returning visitor: no banner, and not one byte of the island's JavaScript.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.reload();
    await page.waitForTimeout(1800);
    expect(await banner(page).count()).toBe(0);
    expect(scripts).toEqual([]);
    await ctx.close();
  });

  it('« Tout accepter » stores consent for preferences and analytics', async () => {
    const ctx = await humanContext('desktop');
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    expect(await stored(page)).toMatchObject({ preferences: true, analytics: true });
    await ctx.close();
  });

  it('« Personnaliser » opens the settings; the footer button reopens them later with the saved choice', async () => {
    const ctx = await humanContext();
    const page = await ctx.newPage();
    await page.goto(`${base}/faq`);
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gérer les cookies' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Nécessaires/).isDisabled()).toBe(true);
    await dialog.getByLabel(/Mesure d'audience/).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await stored(page)).toMatchObject({ preferences: false, analytics: true });

    await page.reload();
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Mesure d'audience/).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Tout refuser' }).click();
    expect(await stored(page)).toMatchObject({ analytics: false });
    await ctx.close();
  });

  it('speaks English on the English pages, and the choice holds for the whole site', async () => {
    const ctx = await humanContext('desktop');
    const page = await ctx.newPage();
    await page.goto(`${base}/en/guide`);
    const english = page.getByRole('region', { name: 'Your cookie choices' });
    await english.waitFor({ timeout: 5000 });
    expect(await english.textContent()).not.toMatch(/refuser|accepter|audience du site/i);
    await english.getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Necessary/).isDisabled()).toBe(true);
    await dialog.getByLabel(/Audience measurement/).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    expect(await stored(page)).toMatchObject({ preferences: false, analytics: true });
    // One choice for both languages: the French pages ask no more.
    await page.goto(`${base}/guide`);
    await page.waitForTimeout(1800);
    expect(await banner(page).count()).toBe(0);
    await ctx.close();
  });

  it('stays away from automated browsers', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    await page.waitForTimeout(2000);
    expect(await banner(page).count()).toBe(0);
    await ctx.close();
  });

  it('the settings button is on content pages and the postal-code step, not on the other simulator steps', async () => {
    const html = async (path: string) => (await fetch(`${base}${path}`)).text();
    const button = 'class="cookie-settings-button"';
    expect(await html('/')).toContain(button);
    expect(await html('/apl-lyon')).toContain(button);
    expect(await html('/v2/simulateur/code-postal')).toContain(button);
    expect(await html('/v2/simulateur/loyer')).not.toContain(button);
    expect(await html('/v2/simulateur/revenus')).not.toContain(button);
    expect(await html('/en/simulator/code-postal')).toContain(button);
    expect(await html('/en/simulator/loyer')).not.toContain(button);
  });
});

describe('interactive content, without page JavaScript', () => {
  it('the FAQ accordion opens and closes', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}/faq`);
    const first = page.locator('.faq-list details').first();
    expect(await first.getAttribute('open')).toBeNull();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();
    expect(await first.locator('.answer').isVisible()).toBe(true);
    await first.locator('summary').click();
    expect(await first.locator('.answer').isVisible()).toBe(false);
    await ctx.close();
  });

  it('the comparison tool shows the chosen city side by side', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}/apl-lyon`);
    const choice = page.locator('.compare .choices label').filter({ hasText: 'Paris' });
    const slug = await choice.locator('input').getAttribute('value');
    expect(await page.locator(`#panel-${slug}`).isVisible()).toBe(false);
    await choice.click();
    const panel = page.locator(`#panel-${slug}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('thead').textContent()).toContain('Paris');
    expect(await panel.locator('tbody').textContent()).toContain('Zone 1');
    expect(await page.locator('.compare-panel:visible').count()).toBe(1);
    await ctx.close();
  });

  it('the contact form sends a valid message', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}/contact`);
    await page.getByLabel('Votre nom').fill('Léa Martin');
    await page.getByLabel('Votre adresse e-mail').fill('lea@example.fr');
    await page.getByLabel('Sujet').selectOption('Question sur le simulateur');
    await page.getByLabel('Votre message').fill('Bonjour, le simulateur prend-il en compte la colocation ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.waitForURL(`${base}/contact/merci`);
    expect(await page.locator('h1').textContent()).toBe('Message envoyé');
    await ctx.close();
  });

  it('the contact form refuses an invalid e-mail and an over-long message, in French, keeping what was typed', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}/contact`);
    const long = 'Bonjour. '.repeat(600);
    await page.getByLabel('Votre nom').fill('Léa Martin');
    await page.getByLabel('Votre adresse e-mail').fill('lea@gmail');
    await page.getByLabel('Sujet').selectOption('Autre');
    await page.getByLabel('Votre message').fill(long);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.locator('#erreurs').waitFor();
    expect(await page.locator('#email-error').textContent()).toBe("Format d'email invalide");
    expect(await page.locator('#message-error').textContent()).toBe(
      'Votre message est trop long (5 000 caractères au plus)',
    );
    expect(await page.getByLabel('Votre nom').inputValue()).toBe('Léa Martin');
    expect(await page.getByLabel('Votre adresse e-mail').inputValue()).toBe('lea@gmail');
    expect(await page.getByLabel('Sujet').inputValue()).toBe('Autre');
    expect((await page.getByLabel('Votre message').inputValue()).trim()).toBe(long.trim());
    expect(await page.getByLabel('Votre adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    await ctx.close();
  });

  it('/conseil search finds articles from the search box', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}/conseil`);
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('garant');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/\/conseil\?q=garant/);
    expect(await page.locator('#resultats').textContent()).toMatch(/article.* pour «\s*garant\s*»/);
    await page.locator('.search-results a').first().click();
    await page.waitForURL(/\/conseil\/visale/);
    await ctx.close();
  });
});

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const audit = axeViolations;

  it.each([
    '/',
    '/apl-lyon',
    '/apl-zone-2',
    '/guide',
    '/guide/apl-etudiant',
    '/guide/nexiste-pas',
    '/conseil',
    '/conseil?q=colocation',
    '/conseil/apl-et-job-etudiant',
    '/faq',
    '/contact',
    '/privacy-policy',
    '/plan-du-site',
    '/partner/assurance-habitation',
  ])('%s has no violation', async (path) => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await page.goto(`${base}${path}`);
    expect(await audit(page)).toEqual([]);
    await ctx.close();
  });

  it('the banner, the settings dialog and a contact form with errors have no violation', async () => {
    const ctx = await humanContext();
    const page = await ctx.newPage();
    await page.goto(`${base}/guide`);
    await banner(page).waitFor({ timeout: 5000 });
    expect(await audit(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await audit(page)).toEqual([]);
    await page.goto(`${base}/contact`);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.locator('#erreurs').waitFor();
    expect(await audit(page)).toEqual([]);
    await ctx.close();
  });
});
