/**
 * The traps of issue 15 in Chromium: an account without a role gets a way out, Ctrl+B in a Markdown field
 * writes bold instead of folding the menu, the audit log speaks French (who, what, which item), legal
 * parameters read in euros, and deleting a category says what happens to its articles.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.SHOTS_DIR ?? '';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'chef.pieges@example.fr', ['admin']);
  await createAccount(databasePath, 'redaction.pieges@example.fr', ['editor']);
  await createAccount(databasePath, 'sans.role@example.fr', []);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A write through the admin API with the page's session, as the SPA sends it. */
async function post(page: Page, path: string, data: unknown): Promise<{ id: number }> {
  const res = await page.request.post(`${base}${path}`, { data, headers: { origin: base } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

const sidebarWidth = (page: Page) =>
  page.evaluate(() => document.querySelector('aside.sidebar')?.getBoundingClientRect().width);

describe('an account without a role', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`says who is signed in, what to do, and lets them sign out or go back to the site (${viewport})`, async () => {
      const page = await newPage(browser, viewport);
      await signIn(page, base, 'sans.role@example.fr');
      await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
      await page.getByText('sans.role@example.fr').waitFor();
      await expect(
        page
          .getByText('Demandez à un administrateur de vous attribuer un rôle', { exact: false })
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Retour au site' }).getAttribute('href')).resolves.toBe(
        '/',
      );
      // Nothing overflows a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await shoot(page, `no-role-${viewport === 'mobile' ? 375 : 1440}`);

      // The server still refuses this session with a French 403 JSON.
      const res = await page.request.get(`${base}/api/admin/session`);
      expect(res.status()).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/[a-zé]/);

      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL(`${base}/admin/login`);
      // Signed out for real: the admin asks for a sign-in again.
      await page.goto(`${base}/admin`);
      await page.waitForURL(`${base}/admin/login`);
      expect((await page.request.get(`${base}/api/admin/session`)).status()).toBe(401);
      await page.context().close();
    });
  }
});

describe('Ctrl+B while writing', () => {
  it('writes Markdown bold in the article body and never folds the menu while typing', async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'redaction.pieges@example.fr');
    await page.waitForURL(`${base}/admin`);
    await page.goto(`${base}/admin/articles/new`);
    const body = page.getByLabel('Contenu (Markdown)');
    await body.fill('Le loyer compte');
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 8));
    await page.keyboard.press('Control+b');
    await expect(body.inputValue()).resolves.toBe('Le **loyer** compte');
    expect(await body.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      5, 10,
    ]);
    // Undoable like any typing.
    await page.keyboard.press('Control+z');
    await expect(body.inputValue()).resolves.toBe('Le loyer compte');
    expect(await sidebarWidth(page)).toBe(256);

    // In a plain field, the browser keeps Ctrl+B: the menu stays.
    await page.getByLabel('Titre', { exact: true }).click();
    await page.keyboard.press('Control+b');
    await page.waitForTimeout(300);
    expect(await sidebarWidth(page)).toBe(256);

    // Outside any field, the shortcut still folds the menu, and unfolds it.
    await page.locator('h1').first().click();
    await page.keyboard.press('Control+b');
    await page.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getBoundingClientRect().width === 48,
    );
    await page.keyboard.press('Control+b');
    await page.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getBoundingClientRect().width === 256,
    );
    await page.context().close();
  });
});

describe('French screens', () => {
  it('the audit log names the person and the item, in French, with a link to the item', async () => {
    const editor = await newPage(browser, 'desktop');
    await signIn(editor, base, 'redaction.pieges@example.fr');
    await editor.waitForURL(`${base}/admin`);
    const kept = await post(editor, '/api/admin/articles', { title: 'Le journal parle français' });
    const gone = await post(editor, '/api/admin/articles', { title: 'Article effacé du journal' });
    const del = await editor.request.delete(`${base}/api/admin/articles/${gone.id}`, {
      headers: { origin: base },
    });
    expect(del.status()).toBe(200);
    await post(editor, '/api/admin/categories', { name: 'Rubrique du journal' });
    await editor.context().close();

    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser, viewport);
      await signIn(page, base, 'chef.pieges@example.fr');
      await page.waitForURL(`${base}/admin`);
      await page.goto(`${base}/admin/security-validation`);
      const log = page.locator('section.audit-log');
      await log.getByText('Le journal parle français', { exact: false }).first().waitFor();
      const text = (await log.textContent()) ?? '';
      expect(text).toContain('redaction.pieges@example.fr');
      expect(text).toContain('Article « Le journal parle français »');
      expect(text).toContain(`Article n° ${gone.id} (supprimé)`);
      expect(text).toContain('Catégorie « Rubrique du journal »');
      expect(text).toContain('Création');
      expect(text).toContain('Suppression');
      // No table name, no user id, no dot-decimal date.
      expect(text).not.toMatch(/article_category|thematic_page|city_page|\b[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(text).toMatch(/\d{1,2} [a-zéû]+\.? \d{4} à \d{2} h \d{2}/);
      await expect(
        log.getByRole('link', { name: 'Article « Le journal parle français »' }).first().getAttribute('href'),
      ).resolves.toBe(`/admin/articles/${kept.id}/edit`);
      await shoot(page, `audit-log-${viewport === 'mobile' ? 375 : 1440}`);
      if (SHOTS)
        await log.screenshot({
          path: `${SHOTS}/audit-log-${viewport === 'mobile' ? 375 : 1440}-section.png`,
        });
      await page.context().close();
    }
  });

  it('legal parameters read in euros and percent, with French names', async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'redaction.pieges@example.fr');
    await page.waitForURL(`${base}/admin`);
    await page.goto(`${base}/admin/parametres`);
    await page.getByRole('button', { name: 'Loyers plafonds mensuels', exact: true }).click();
    await page.getByText('Personne seule').first().waitFor();
    const text = ((await page.locator('main').textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('333,14 €');
    expect(text).not.toContain('333.14');
    expect(text).not.toContain('loyersPlafonds');
    await page.getByRole('button', { name: 'Taux famille TF', exact: true }).click();
    await expect(
      page
        .getByText(/2,83\s%/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it('deleting a category says how many articles it holds and what becomes of them', async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'redaction.pieges@example.fr');
    await page.waitForURL(`${base}/admin`);
    const category = await post(page, '/api/admin/categories', { name: 'Rubrique à supprimer' });
    for (const title of ['Premier article rangé', 'Second article rangé'])
      await post(page, '/api/admin/articles', { title, categoryId: category.id });
    await page.goto(`${base}/admin/categories`);
    const row = page.getByRole('row', { name: /Rubrique à supprimer/ });
    await row.waitFor();
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.message());
        await d.dismiss();
      }),
    );
    await row.getByRole('button', { name: 'Supprimer' }).click();
    expect(await asked).toBe(
      '2 articles sont dans cette catégorie : ils resteront en brouillon, sans catégorie. Supprimer la catégorie « Rubrique à supprimer » ?',
    );
    // Dismissed: nothing was deleted.
    await expect(row.isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
