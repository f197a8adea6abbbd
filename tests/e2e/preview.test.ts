/**
 * « Aperçu dans le site » in Chromium: an editor types a change in a city page and in a new article, clicks the
 * button, and sees the page in the site's own layout in a new tab (at 375 and 1440 px), before anything is saved
 * or published; the live page is unchanged. Screenshots go to /tmp/issue15/shots/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { cityPages } from '../../db/schema.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.PREVIEW_SHOTS_DIR || '/tmp/issue15/shots';
const PREVIEW_URL = /\/api\/admin\/preview\/site\/[a-f0-9]{32}\/$/;
let browser: Browser;
let editor: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  await createAccount(databasePath, 'apercu.e2e@example.fr', ['editor']);
  editor = await newPage(browser, 'desktop');
  await signIn(editor, base, 'apercu.e2e@example.fr');
  await editor.waitForURL(`${base}/admin`);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Clicks « Aperçu dans le site », checks the progress message, waits for the editor's link to the preview, and
 * returns the preview loaded in a tab of the same session, with the time from the click, and what its scripts
 * answered. (The button also opens a tab at once; the link beside it is what this test follows.)
 */
async function openPreview(page: Page, name: string) {
  const started = Date.now();
  await page.getByRole('button', { name: 'Aperçu dans le site' }).click();
  await expect.poll(() => page.getByText("Préparation de l'aperçu…").count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/preview-${name}-editeur-1440.png` });
  const link = page.getByRole('link', { name: "ouvrir l'aperçu" });
  try {
    await link.waitFor({ timeout: 180_000 });
  } catch (err) {
    // The editor's screen says why (a field refused, the build failed…).
    const alert = page.locator('.site-preview [role="alert"]');
    await alert.waitFor({ timeout: 5000 }).catch(() => {});
    throw new Error(`pas d'aperçu : ${(await alert.allTextContents()).join(' ') || String(err)}`);
  }
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(PREVIEW_URL);
  const tab = await page.context().newPage();
  const scripts: Array<{ url: string; status: number }> = [];
  const cspErrors: string[] = [];
  tab.on('response', (r) => {
    if (r.url().includes('/_astro/')) scripts.push({ url: r.url(), status: r.status() });
  });
  tab.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await tab.goto(`${base}${href}`);
  await tab.waitForLoadState('networkidle');
  const ms = Date.now() - started;
  return { tab, ms, scripts, cspErrors };
}

/** The preview in the site layout, at 1440 then 375 px, screenshots included. */
async function checkLayout(tab: Page, name: string, marker: string) {
  for (const size of ['desktop', 'mobile'] as const) {
    await tab.setViewportSize(VIEWPORTS[size]);
    await expect.poll(() => tab.getByText("Aperçu — cette page n'est pas en ligne").isVisible()).toBe(true);
    expect(await tab.locator('header.site-header').isVisible()).toBe(true);
    expect(await tab.locator('footer.site-footer').isVisible()).toBe(true);
    expect(await tab.getByText(marker).first().isVisible()).toBe(true);
    // The layout holds at this width: nothing wider than the window.
    expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const shot = `${SHOTS}/preview-${name}-${VIEWPORTS[size].width}`;
    await tab.screenshot({ path: `${shot}.png` });
    await tab.screenshot({ path: `${shot}-page.png`, fullPage: true });
  }
  expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
}

describe('Aperçu dans le site', () => {
  it('shows a city page as edited, unsaved, in the site layout', async () => {
    const db = openDb(databasePath);
    const lyon = db
      .select()
      .from(cityPages)
      .all()
      .find((p) => p.slug === 'apl-lyon');
    db.$client.close();
    if (!lyon) throw new Error('apl-lyon manquante');

    await editor.goto(`${base}/admin/cities/${lyon.id}/edit`);
    const marker = 'Quartiers étudiants repère-E2E-ville';
    await editor
      .getByLabel('Texte de la page (Markdown)')
      .fill(
        `## ${marker}\n\nLa Guillotière et la Croix-Rousse accueillent beaucoup d'étudiants ; les loyers y varient fortement.`,
      );
    const { tab, ms, scripts, cspErrors } = await openPreview(editor, 'ville');
    console.info(`aperçu de la page ville affiché ${ms} ms après le clic`);
    await checkLayout(tab, 'ville', marker);
    expect(await tab.locator('h1').textContent()).toContain('Lyon');
    // Its scripts come from the preview's own folder, under its address, and the CSP lets them run: the cookie
    // island (not loaded for a headless browser until asked) opens its dialog.
    await tab.getByRole('button', { name: 'Gérer les cookies' }).click();
    await tab.getByRole('heading', { name: 'Gérer les cookies' }).waitFor({ timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s.url).toMatch(/\/api\/admin\/preview\/site\/[a-f0-9]{32}\/_astro\//);
      expect(s.status, s.url).toBe(200);
    }
    expect(cspErrors).toEqual([]);
    // Nothing was saved nor published: the live page does not have the change.
    expect(await (await fetch(`${base}/apl-lyon`)).text()).not.toContain('repère-E2E-ville');
    await tab.close();
  }, 240_000);

  it('shows a new article, never saved, in the site layout', async () => {
    await editor.goto(`${base}/admin/articles/new`);
    const title = 'Caution et APL : repère-E2E-article';
    await editor.getByLabel('Titre', { exact: true }).fill(title);
    await editor
      .getByLabel('Contenu (Markdown)')
      .fill("## Ce qu'il faut savoir\n\nLe dépôt de garantie ne change pas le montant de l'aide.");
    const { tab, ms, cspErrors } = await openPreview(editor, 'article');
    console.info(`aperçu de l'article affiché ${ms} ms après le clic`);
    await checkLayout(tab, 'article', title);
    expect(await tab.locator('h1').textContent()).toBe(title);
    expect(await tab.getByText('Le dépôt de garantie ne change pas le montant').isVisible()).toBe(true);
    expect(cspErrors).toEqual([]);
    // The article was not created by the preview.
    expect(await editor.getByRole('button', { name: 'Aperçu dans le site' }).isEnabled()).toBe(true);
    expect(editor.url()).toBe(`${base}/admin/articles/new`);
    await tab.close();
  }, 240_000);
});
