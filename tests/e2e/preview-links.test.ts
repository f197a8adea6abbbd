/**
 * « Lien d'aperçu » in Chromium (issue 30): an editor creates a link on a draft article's screen (1440 and 375 px),
 * a fresh browser without any cookie opens it and reads the draft, with the private headers; once revoked, or
 * once expired, the same link opens only the « plus valable » page. Screenshots go to SHOTS_DIR (when set).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { articles, previewLinks } from '../../db/schema.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const DRAFT = 'Ce paragraphe du brouillon ne doit se lire que par le lien d’aperçu.';
let browser: Browser;
let db: Db;
let articleId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'liens.apercu@example.fr', ['editor']);
  db = openDb(databasePath);
  const [row] = await db
    .insert(articles)
    .values({
      slug: `brouillon-lien-apercu-${Date.now()}`,
      title: 'Brouillon à faire relire',
      excerpt: 'Un article qui n’est pas encore publié.',
      content: `## Ce qui change\n\n${DRAFT}\n\n- un point\n- un autre point`,
      status: 'draft',
    })
    .returning({ id: articles.id });
  articleId = row?.id ?? 0;
});
afterAll(async () => {
  await browser?.close();
  if (db) {
    await db.delete(articles).where(eq(articles.id, articleId));
    await closeDb(db);
  }
});

const SHOTS = process.env.SHOTS_DIR ?? '';
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lien-apercu-${name}.png`, fullPage: true });
}
/** The « Lien d'aperçu » card alone, readable at its size. */
async function shootCard(page: Page, name: string) {
  if (SHOTS)
    await page.locator('section.preview-links').screenshot({ path: `${SHOTS}/lien-apercu-${name}.png` });
}
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The editor's screen of the draft, signed in. */
async function editorScreen(viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signIn(page, base, 'liens.apercu@example.fr');
  await page.waitForURL(`${base}/admin`);
  await page.goto(`${base}/admin/articles/${articleId}/edit`);
  await page.locator('section.preview-links h3').waitFor();
  return page;
}

/** Creates a link from the editor's screen; its full address. */
async function createLink(page: Page, duration: string): Promise<string> {
  const section = page.locator('section.preview-links');
  await section.getByLabel('Valable').selectOption({ label: duration });
  await section.getByRole('button', { name: "Créer un lien d'aperçu" }).click();
  const field = section.getByTestId('preview-link-url');
  await field.waitFor();
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^${base}/apercu\\?jeton=[A-Za-z0-9_-]{43}$`));
  return url;
}

/** Opens a link in a brand-new browser context: no cookie, no session. */
async function openAnonymously(url: string, viewport: 'desktop' | 'mobile') {
  const page = await newPage(browser, viewport);
  expect(await page.context().cookies()).toEqual([]);
  const res = await page.goto(url);
  return { page, res };
}

describe('un lien d’aperçu', () => {
  it('se crée sur l’écran de l’éditeur, s’ouvre sans compte, puis ne s’ouvre plus une fois révoqué (1440 px)', async () => {
    const editor = await editorScreen('desktop');
    const url = await createLink(editor, '24 heures');
    const section = editor.locator('section.preview-links');
    await section.getByText(/Expire le/).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shoot(editor, 'editeur-1440');
    await shootCard(editor, 'carte-1440');
    expect(await overflows(editor)).toBe(false);

    const { page: visitor, res } = await openAnonymously(url, 'desktop');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    await visitor.getByRole('heading', { level: 1, name: 'Brouillon à faire relire' }).waitFor();
    await visitor.getByText(DRAFT).waitFor();
    await visitor.getByText('Aperçu non publié').waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await shoot(visitor, 'visiteur-1440');

    editor.once('dialog', (d) => void d.accept());
    await section.getByRole('button', { name: 'Révoquer' }).first().click();
    await section.getByText('Aucun lien actif.').waitFor();

    const again = await visitor.goto(url);
    expect(again?.status()).toBe(410);
    await visitor.getByRole('heading', { name: 'Ce lien d’aperçu n’est plus valable' }).waitFor();
    expect(await visitor.getByText(DRAFT).count()).toBe(0);
    await shoot(visitor, 'revoque-1440');
    await editor.context().close();
    await visitor.context().close();
  }, 90_000);

  it('se crée à 375 px, s’ouvre sur un téléphone sans compte, et expire', async () => {
    const editor = await editorScreen('mobile');
    const url = await createLink(editor, '1 heure');
    await editor.locator('section.preview-links').scrollIntoViewIfNeeded();
    await shoot(editor, 'editeur-375');
    await shootCard(editor, 'carte-375');
    expect(await overflows(editor)).toBe(false);

    const { page: visitor, res } = await openAnonymously(url, 'mobile');
    expect(res?.status()).toBe(200);
    await visitor.getByText(DRAFT).waitFor();
    expect(await overflows(visitor)).toBe(false);
    await shoot(visitor, 'visiteur-375');

    // Its hour is over (the store's end of validity moved back rather than waiting an hour).
    const token = new URL(url).searchParams.get('jeton') ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    await db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(previewLinks.tokenHash, hash));
    const expired = await visitor.goto(url);
    expect(expired?.status()).toBe(410);
    await visitor.getByRole('heading', { name: 'Ce lien d’aperçu n’est plus valable' }).waitFor();
    await shoot(visitor, 'expire-375');
    await editor.context().close();
    await visitor.context().close();
  }, 90_000);
});
