/**
 * The writing tools of the editors in Chromium (issue 30), at 1440 and 375 px: on a new article an editor selects a
 * word and makes it bold with the toolbar (Ctrl+Z undoes it), another italic from the keyboard, opens « Lien
 * interne », finds a guide by a word of its title, inserts it, sees the word count follow, saves — and the link she
 * typed to a page that does not exist is reported under the field. The site-wide « Liens cassés » screen lists an
 * article on the site whose guide is gone, and opens its editor. Screenshots go to SHOTS_DIR (when set).
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { indexItems } from '../../db/queries/search.ts';
import { articles, thematicPages } from '../../db/schema.ts';
import { readingLine } from '../../src/core/editorial/reading.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const EMAIL = 'outils.markdown@example.fr';
const GUIDE_TITLE = 'Les justificatifs de Zéphyrin pour la CAF';
const GUIDE_SLUG = `justificatifs-zephyrin-${Date.now()}`;
const MISSING = '/conseil/page-introuvable-outils';
let browser: Browser;
let db: Db;
let guideId = 0;
let publishedId = 0;
const PUBLISHED_TITLE = 'Outils : article en ligne au lien cassé';

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, EMAIL, ['editor']);
  db = openDb(databasePath);
  const [row] = await db
    .insert(thematicPages)
    .values({
      slug: GUIDE_SLUG,
      title: GUIDE_TITLE,
      content: 'Les pièces à joindre à la demande.',
      status: 'published',
    })
    .returning({ id: thematicPages.id });
  guideId = row?.id ?? 0;
  // On the site (for the store) with a link to a guide that is gone: the site-wide report lists it.
  const [published] = await db
    .insert(articles)
    .values({
      slug: `outils-en-ligne-${Date.now()}`,
      title: PUBLISHED_TITLE,
      content: 'Lire [l’ancien guide](/guide/guide-disparu-outils) avant de demander.',
      status: 'published',
    })
    .returning({ id: articles.id });
  publishedId = published?.id ?? 0;
  // Written past the API: indexed for the admin's search as the write paths do.
  await indexItems(db, 'guide', [guideId]);
});
afterAll(async () => {
  await browser?.close();
  if (db) {
    await db.delete(thematicPages).where(eq(thematicPages.id, guideId));
    await indexItems(db, 'guide', [guideId]);
    await db.delete(articles).where(eq(articles.id, publishedId));
    await db.delete(articles).where(eq(articles.title, 'Outils : article 1440'));
    await db.delete(articles).where(eq(articles.title, 'Outils : article 375'));
    await closeDb(db);
  }
});

const SHOTS = process.env.SHOTS_DIR ?? '';
async function shoot(page: Page, name: string, selector?: string) {
  if (!SHOTS) return;
  const path = `${SHOTS}/markdown-tools-${name}.png`;
  if (selector) await page.locator(selector).first().screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}
/** axe-core (WCAG 2.1 AA and best practices) on the Markdown field alone: its violations' rule ids. */
async function fieldViolations(page: Page): Promise<string[]> {
  await axeViolations(page); // loads axe in the page
  return page.evaluate(async () => {
    type Run = (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string }> }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const r = await axe.run({ include: [['.md-field']] }, { runOnly: { type: 'tag', values: tags } });
    return r.violations.map((v) => v.id);
  });
}
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the writing tools of the Markdown editor', () => {
  for (const [viewport, width] of [
    ['desktop', 1440],
    ['mobile', 375],
  ] as const) {
    it(`inserts an internal link with the picker, counts the words, reports a broken link at save (${width} px)`, async () => {
      const page = await newPage(browser, viewport);
      await signIn(page, base, EMAIL);
      await page.waitForURL(`${base}/admin`);
      await page.goto(`${base}/admin/articles/new`);
      await page.getByLabel('Titre', { exact: true }).fill(`Outils : article ${width}`);
      const content = page.getByLabel('Contenu (Markdown)');
      const stats = page.locator('.md-stats').first();
      await content.fill('Le loyer compte pour le calcul.');
      await expect.poll(() => stats.textContent(), { timeout: 5_000 }).toBe('6 mots · 1 min de lecture');

      // « loyer » selected, then the toolbar's bold.
      await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 8));
      const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' }).first();
      await toolbar.getByRole('button', { name: 'Gras (Ctrl+B)' }).click();
      await expect
        .poll(() => content.inputValue(), { timeout: 5_000 })
        .toBe('Le **loyer** compte pour le calcul.');
      // The selection is still the word, inside the marks, and the field kept the focus.
      expect(
        await content.evaluate((el: HTMLTextAreaElement) => [
          document.activeElement === el,
          el.value.slice(el.selectionStart, el.selectionEnd),
        ]),
      ).toEqual([true, 'loyer']);
      // Undone by Ctrl+Z like typing, and done again.
      await content.press('Control+z');
      await expect
        .poll(() => content.inputValue(), { timeout: 5_000 })
        .toBe('Le loyer compte pour le calcul.');
      await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 8));
      await toolbar.getByRole('button', { name: 'Gras (Ctrl+B)' }).click();
      // From the keyboard: « calcul » selected, the focus on « Italique », Enter.
      await content.evaluate((el: HTMLTextAreaElement) => {
        const at = el.value.indexOf('calcul');
        el.setSelectionRange(at, at + 'calcul'.length);
      });
      await toolbar.getByRole('button', { name: 'Italique' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => content.inputValue(), { timeout: 5_000 })
        .toBe('Le **loyer** compte pour le _calcul_.');
      await expect.poll(() => stats.textContent(), { timeout: 5_000 }).toBe('6 mots · 1 min de lecture');

      // The caret at the end, a space, then « Lien interne ».
      await content.press('End');
      await content.pressSequentially(' Lire ');
      await toolbar.getByRole('button', { name: 'Lien interne' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insérer un lien interne' });
      await dialog.getByLabel('Rechercher une page du site').fill('Zéphyrin');
      const hit = dialog.getByRole('button', { name: new RegExp(GUIDE_TITLE) });
      await hit.waitFor();
      await expect(hit.textContent()).resolves.toContain(`/guide/${GUIDE_SLUG}`);
      await shoot(page, `picker-${width}`);
      await hit.click();
      await dialog.waitFor({ state: 'hidden' });
      const linked = `Le **loyer** compte pour le _calcul_. Lire [${GUIDE_TITLE}](/guide/${GUIDE_SLUG})`;
      // The link is written in the frame after the dialog closes (MarkdownField's closeWith): wait for it.
      await expect.poll(() => content.inputValue(), { timeout: 5_000 }).toBe(linked);
      // The counter follows the text, by the rule a guide's save stores.
      await expect.poll(() => stats.textContent(), { timeout: 5_000 }).toBe(readingLine(linked));
      expect(readingLine(linked)).not.toBe('6 mots · 1 min de lecture');

      // A link typed by hand to a page that does not exist, then « Enregistrer ».
      await content.press('End');
      await content.pressSequentially(`\n\nVoir [ce conseil](${MISSING}).`);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
      const warning = page.locator('.md-broken');
      await warning.waitFor();
      await expect(warning.locator('p').textContent()).resolves.toBe(
        `1 lien interne mène à une page introuvable : ${MISSING}`,
      );
      await expect(warning.textContent()).resolves.toContain('« ce conseil »');
      // The guide's link leads to a page: it is not reported. The text was saved as typed.
      await expect(warning.textContent()).resolves.not.toContain(GUIDE_SLUG);
      const [saved] = await db
        .select({ content: articles.content })
        .from(articles)
        .where(eq(articles.title, `Outils : article ${width}`));
      expect(saved?.content).toBe(`${linked}\n\nVoir [ce conseil](${MISSING}).`);
      expect(await overflows(page)).toBe(false);
      // axe finds nothing in the field, its toolbar and its warning (the rest of the screen is not this test's).
      expect(await fieldViolations(page)).toEqual([]);
      await shoot(page, `editor-${width}`);
      await shoot(page, `field-${width}`, '.md-field');

      // The site-wide report of the published pages: the article on the site with its missing guide.
      const started = Date.now();
      const answer = await page.request.get(`${base}/api/admin/reports/broken-links`);
      console.log(`GET /api/admin/reports/broken-links: ${Date.now() - started} ms`);
      expect(answer.status()).toBe(200);
      await page.goto(`${base}/admin/liens-casses`);
      await page.getByRole('heading', { name: 'Liens cassés' }).waitFor();
      const row = page.locator('.broken-links-item').filter({ hasText: PUBLISHED_TITLE });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('/guide/guide-disparu-outils');
      await expect(row.textContent()).resolves.toContain('« l’ancien guide »');
      expect(await overflows(page)).toBe(false);
      await shoot(page, `report-${width}`);
      await row.getByRole('link', { name: PUBLISHED_TITLE }).click();
      await page.waitForURL(`${base}/admin/articles/${publishedId}/edit`);
      await page.locator('.md-broken').waitFor();
      await page.context().close();
    });
  }
});
