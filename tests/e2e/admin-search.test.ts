/**
 * « Search everywhere in the admin » in Chromium (issue 30), at 1440 and 375 px: an editor types a word found only
 * in an article's body (accents left out) into the header's box, sees the article among the results, grouped by
 * kind with the word marked in its snippet, opens it, and lands on its editor. A city page is found by its name
 * from the same box; the featured-image picker finds an image by a word of its alternative text with the same
 * search; nothing overflows the screen.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../api/routes/admin/articles.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn, uploadMedia } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.SHOTS_DIR ?? '';
const EDITOR = 'recherche.redaction@example.fr';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, EDITOR, ['editor']);
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signIn(page, base, EDITOR);
  await page.waitForURL(`${base}/admin`);
  return page;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `recherche-${name}.png`) });
}

/** An article written through the admin API from the page (same origin, the session's cookie). */
function newArticle(page: Page, title: string, content: string): Promise<Article> {
  return page.evaluate(
    async (body) => {
      const res = await fetch('/api/admin/articles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST /api/admin/articles : ${res.status}`);
      return res.json();
    },
    { title, content },
  ) as Promise<Article>;
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the admin's search box", () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    const width = VIEWPORTS[viewport].width;
    it(`finds an article by a word of its body and opens it (${width} px)`, async () => {
      const page = await signedIn(viewport);
      // A word that only this article's body holds, with accents; the editor types it without.
      const word = `Zébrûre${width}`;
      const title = `Les papiers du bail (${width})`;
      const article = await newArticle(
        page,
        title,
        `## Pièces\n\nGardez la **${word}** du bailleur avec le contrat.`,
      );

      const box = page.getByRole('searchbox', { name: 'Chercher dans tout le contenu' });
      await box.fill(`zebrure${width}`);
      const results = page.locator('#global-search-results');
      const hit = results.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
      await hit.waitFor();
      expect(await results.getByRole('heading', { name: /Articles/ }).count()).toBe(1);
      expect(await hit.locator('mark').textContent()).toBe(word);
      expect(await overflows(page)).toBe(false);
      await shot(page, `article-${width}`);

      await hit.click();
      await page.waitForURL(`${base}/admin/articles/${article.id}/edit`);
      await expect.poll(() => page.getByLabel('Titre', { exact: true }).inputValue()).toBe(title);
      // The results close once an item is open.
      expect(await results.count()).toBe(0);
      await page.context().close();
    });
  }

  it('finds a city page by its name from any screen, under « Pages villes » (1440 px)', async () => {
    const page = await signedIn('desktop');
    await page.goto(`${base}/admin/media`);
    await page.getByRole('searchbox', { name: 'Chercher dans tout le contenu' }).fill('grenoble');
    const results = page.locator('#global-search-results');
    await results.getByRole('heading', { name: /Pages villes/ }).waitFor();
    const city = results.getByRole('link', { name: /Grenoble/ }).first();
    expect(await city.getAttribute('href')).toMatch(/^\/admin\/cities\/\d+\/edit$/);
    await shot(page, 'ville-1440');
    await page.context().close();
  });

  it('the featured image picker finds an image by a word of its alternative text (1440 px)', async () => {
    const page = await signedIn('desktop');
    await page.goto(`${base}/admin/media`);
    const files: Array<[name: string, alt: string]> = [
      ['facade.jpg', 'Façade fleurie d’une résidence'],
      ['cuisine.jpg', 'Cuisine partagée en colocation'],
    ];
    const buffer = await photo();
    await uploadMedia(
      page,
      files.map(([name, alt]) => ({ name, alt, mimeType: 'image/jpeg', buffer })),
    );
    const article = await newArticle(page, 'Article illustré', 'Un texte.');
    await page.goto(`${base}/admin/articles/${article.id}/edit`);
    const picker = page.getByRole('group', { name: 'Image à la une' });
    await picker.getByLabel('Rechercher une image').fill('facade fleurie');
    const thumbs = picker.locator('.thumbs button');
    await expect.poll(() => thumbs.count()).toBe(1);
    expect(await thumbs.first().getAttribute('title')).toBe('Façade fleurie d’une résidence');
    await thumbs.first().click();
    expect(await thumbs.first().getAttribute('aria-pressed')).toBe('true');
    await picker.scrollIntoViewIfNeeded();
    await shot(page, 'image-une-1440');
    await picker.getByLabel('Rechercher une image').fill('introuvablexyz');
    await picker.getByText('Aucune image ne correspond à « introuvablexyz ».').waitFor();
    await page.context().close();
  });
});

/** A real 400 × 240 JPEG, made by sharp. */
async function photo(): Promise<Buffer> {
  const raw = Buffer.alloc(400 * 240 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
  return sharp(raw, { raw: { width: 400, height: 240, channels: 3 } })
    .jpeg()
    .toBuffer();
}
