/**
 * An editor's day with the editorial workflow (issue 15), in Chromium, on a server of its own with a real
 * publisher: two tabs on one article (the second save refused, merged), a revision restored, changes
 * prepared on a live article then published, a publication scheduled and run by the publisher's clock.
 * Screenshots of the merge screen and of the history at 375 and 1440 px go to EDITORIAL_SHOTS when set.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isoToParisLocal } from '../../api/admin/src/components/editorial/time.ts';
import { createApp } from '../../api/app.ts';
import { readEnv } from '../../api/env.ts';
import type { Article } from '../../api/routes/admin/articles.ts';
import { createMailer } from '../../api/services/email.ts';
import { Publisher } from '../../api/services/publisher.ts';
import { cloneBuild, switchLive } from '../../api/services/site-builds.ts';
import { type Db, openDb } from '../../db/client.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { serveApp } from '../support/sandbox.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const dir = resolve('data/test', `${process.pid}-editorial-day`);
const SHOTS = process.env.EDITORIAL_SHOTS;
let db: Db;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof serveApp>>;
let base: string;
let browser: Browser;
/** The publisher's clock: the scheduled publications run when the test moves it, never in real time. */
let clock = new Date();

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(join(dir, 'apl.db'));
  source.close();
  const buildsDir = join(dir, 'builds');
  cloneBuild(inject('buildDir'), join(buildsDir, 'build-seed'));
  switchLive(buildsDir, join(buildsDir, 'build-seed'));
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: join(dir, 'apl.db'),
    BUILDS_DIR: buildsDir,
    NODE_ENV: 'test',
  });
  db = openDb(env.DATABASE_PATH);
  publisher = new Publisher(db, env, { debounceMs: 300, now: () => clock });
  server = await serveApp(createApp({ db, env, mailer: createMailer(db, env), publisher }));
  base = server.baseUrl;
  await createAccount(env.DATABASE_PATH, 'lea.redaction@example.fr', ['editor']);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await publisher?.idle();
  publisher?.stop();
  await server?.close();
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A signed-in browser context (its pages share the session, as two tabs do). */
async function signedIn(viewport: keyof typeof VIEWPORTS): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, base, 'lea.redaction@example.fr');
  await page.waitForURL(`${base}/admin`);
  return { context, page };
}

/** A call to the admin API from the page (same origin, the session's cookie), as the SPA makes it. */
function apiFrom<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

const newArticle = (page: Page, title: string, content: string) =>
  apiFrom<Article>(page, 'POST', '/api/admin/articles', { title, content });

async function openEditor(page: Page, id: number) {
  await page.goto(`${base}/admin/articles/${id}/edit`);
  await page.getByLabel('Titre', { exact: true }).waitFor();
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const publicText = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return res.status === 200 ? res.text() : `HTTP ${res.status}`;
};

describe("an editor's day", () => {
  for (const viewport of ['desktop', 'mobile'] as const)
    it(`refuses the second of two tabs' saves and merges them field by field (${VIEWPORTS[viewport].width} px)`, async () => {
      const { context, page: first } = await signedIn(viewport);
      const article = await newArticle(
        first,
        `Deux onglets ${viewport}`,
        'Le loyer est payé chaque mois.\n\nLa CAF verse l’aide au bailleur.',
      );
      const second = await context.newPage();
      await openEditor(first, article.id);
      await openEditor(second, article.id);

      // First tab: the content changes and is saved.
      await first
        .getByLabel('Contenu (Markdown)')
        .fill('Le loyer est versé chaque mois.\n\nLa CAF verse l’aide au bailleur.');
      await first.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await first.getByText('Article enregistré.').waitFor();

      // Second tab, opened before: its title change is refused, and the merge screen shows both versions.
      await second.getByLabel('Titre', { exact: true }).fill(`Deux onglets ${viewport} (titre revu)`);
      await second.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      const dialog = second.getByRole('dialog', { name: 'Cette page a été modifiée entre-temps' });
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toMatch(/par lea\.redaction/);
      const title = dialog.locator('.field-change', { has: second.getByRole('heading', { name: 'Titre' }) });
      await expect(title.textContent()).resolves.toContain(`Deux onglets ${viewport} (titre revu)`);
      // The body is merged by paragraph (issue 30): the first tab's change is in it, nothing to choose.
      const content = dialog.getByTestId('body-merge');
      await expect(content.textContent()).resolves.toContain('Le loyer est versé chaque mois.');
      await expect(content.getByRole('radio').count()).resolves.toBe(0);
      // What this tab changed is kept, the rest taken from the saved version.
      await expect(title.getByLabel('Garder la mienne').isChecked()).resolves.toBe(true);
      await shot(second, `merge-${VIEWPORTS[viewport].width}`);

      await dialog.getByRole('button', { name: 'Enregistrer la fusion' }).click();
      await second.getByText('Fusion enregistrée.').waitFor();
      await expect(dialog.isVisible()).resolves.toBe(false);
      const saved = await apiFrom<Article>(second, 'GET', `/api/admin/articles/${article.id}`);
      expect(saved.title).toBe(`Deux onglets ${viewport} (titre revu)`);
      expect(saved.content).toContain('Le loyer est versé chaque mois.');
      expect(saved.version).toBe(article.version + 2);
      await context.close();
    }, 90_000);

  it('restores an old revision, after a warning before leaving unsaved changes', async () => {
    const { context, page } = await signedIn('desktop');
    const article = await newArticle(page, 'Historique e2e', 'Première rédaction du texte.');
    await openEditor(page, article.id);
    for (const text of ['Deuxième rédaction du texte.', 'Troisième rédaction, bien différente.']) {
      await page.getByLabel('Contenu (Markdown)').fill(text);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.getByText('Article enregistré.').waitFor();
    }

    // Leaving with unsaved changes asks first (in French); staying keeps them.
    await page.getByLabel('Contenu (Markdown)').fill('Un brouillon que je ne veux pas perdre.');
    // The confirmation is answered as it opens (« Annuler »), so that the click never waits on it.
    const asked = new Promise<string>((ok) =>
      page.once('dialog', (d) => {
        ok(d.message());
        void d.dismiss();
      }),
    );
    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(asked).resolves.toBe(
      'Vous avez des modifications non enregistrées. Quitter cette page et les perdre ?',
    );
    await expect(page.getByLabel('Contenu (Markdown)').inputValue()).resolves.toBe(
      'Un brouillon que je ne veux pas perdre.',
    );
    await page.getByLabel('Contenu (Markdown)').fill('Troisième rédaction, bien différente.');

    const history = page.getByRole('region', { name: 'Historique' });
    await history.getByRole('button', { name: /Version 3 · Enregistrement/ }).waitFor();
    await expect(history.getByRole('listitem').count()).resolves.toBe(3);
    await history.scrollIntoViewIfNeeded();
    await shot(page, 'history-panel-1440');
    await history.getByRole('button', { name: /Version 1 · Enregistrement/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Version 1 · Enregistrement' });
    // The diff arrives with the revision (a request): wait for it rather than read an empty one.
    await expect
      .poll(() => dialog.getByTestId('diff').locator('ins').allTextContents())
      .toContain('Première');
    await shot(page, 'history-1440');
    page.once('dialog', (d) => void d.accept());
    await dialog.getByRole('button', { name: 'Restaurer cette version' }).click();
    await page.getByText('Version 1 restaurée.').waitFor();
    await expect(page.getByLabel('Contenu (Markdown)').inputValue()).resolves.toBe(
      'Première rédaction du texte.',
    );
    await history.getByRole('button', { name: /Version 4 · Restauration/ }).waitFor();
    await context.close();

    // The history at 375 px.
    if (SHOTS) {
      const mobile = await signedIn('mobile');
      await openEditor(mobile.page, article.id);
      const list = mobile.page.getByRole('region', { name: 'Historique' });
      await list.scrollIntoViewIfNeeded();
      await shot(mobile.page, 'history-panel-375');
      await list.getByRole('button', { name: /Version 2 · Enregistrement/ }).click();
      await mobile.page
        .getByRole('dialog', { name: 'Version 2 · Enregistrement' })
        .getByTestId('diff')
        .waitFor();
      await shot(mobile.page, 'history-375');
      await mobile.context.close();
    }
  }, 90_000);

  it('keeps changes to a live article pending (autosaved) until « Publier les modifications »', async () => {
    const { context, page } = await signedIn('desktop');
    const live = db.$client
      .prepare("SELECT id, slug, title FROM articles WHERE status = 'published' ORDER BY id LIMIT 1")
      .get() as { id: number; slug: string };
    expect(await publicText(`/conseil/${live.slug}`)).toMatch(/^<!DOCTYPE html>/i);
    await openEditor(page, live.id);
    await page
      .getByText("Cette page est en ligne : vos enregistrements sont gardés en attente jusqu'à")
      .waitFor();

    const added = 'Nouveau paragraphe préparé par la rédaction pour la mise à jour.';
    const content = page.getByLabel('Contenu (Markdown)');
    await content.fill(`${await content.inputValue()}\n\n${added}`);
    await page.getByText('Modifications non enregistrées').waitFor();
    // Autosaved a few seconds after the last keystroke, as pending changes.
    await page.getByText(/Enregistré automatiquement à \d{1,2}\sh\s\d{2}/).waitFor({ timeout: 20_000 });
    await page.getByTestId('pending-banner').getByText('Modifications en attente').waitFor();
    await shot(page, 'pending-1440');
    await publisher.idle();
    expect(await publicText(`/conseil/${live.slug}`)).not.toContain(added);

    await page.getByRole('button', { name: 'Publier les modifications' }).click();
    await page.getByText('Modifications publiées').waitFor();
    await expect
      .poll(() => publicText(`/conseil/${live.slug}`), { timeout: 60_000, interval: 250 })
      .toContain(added);
    await expect(page.getByText('Modifications en attente').count()).resolves.toBe(0);
    await context.close();
  }, 120_000);

  it('gives guides and city pages the same workflow: history, pending changes dropped on request', async () => {
    const { context, page } = await signedIn('desktop');
    const guide = await apiFrom<{ id: number }>(page, 'POST', '/api/admin/thematiques', {
      title: 'Guide du workflow e2e',
      themeCategory: 'guide',
      status: 'draft',
      content: 'Un guide en brouillon.',
    });
    await page.goto(`${base}/admin/thematiques/${guide.id}/edit`);
    await page.getByLabel('Titre', { exact: true }).fill('Guide du workflow e2e, revu');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Page enregistrée.').waitFor();
    await page
      .getByRole('region', { name: 'Historique' })
      .getByRole('button', { name: /Version 2 · Enregistrement/ })
      .waitFor();

    const city = db.$client
      .prepare("SELECT id, content FROM city_pages WHERE status = 'published' ORDER BY id LIMIT 1")
      .get() as { id: number; content: string | null };
    await page.goto(`${base}/admin/cities/${city.id}/edit`);
    await page
      .getByText("Cette page est en ligne : vos enregistrements sont gardés en attente jusqu'à")
      .waitFor();
    await page.getByRole('button', { name: 'Dépublier' }).waitFor();
    await page
      .getByLabel('Texte de la page (Markdown)')
      .fill('Un texte qui ne sera jamais publié, *abandonné*.');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByTestId('pending-banner').getByText('Modifications en attente').waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Abandonner les modifications' }).click();
    await page.getByText('Modifications en attente abandonnées.').waitFor();
    await expect(page.getByLabel('Texte de la page (Markdown)').inputValue()).resolves.toBe(
      city.content ?? '',
    );
    await context.close();
  }, 90_000);

  it('schedules the publication of a draft and sees it go live when the publisher’s clock reaches it', async () => {
    const { context, page } = await signedIn('desktop');
    const article = await newArticle(
      page,
      'Publication programmée e2e',
      'Un article prêt pour demain matin.',
    );
    expect(await publicText(`/conseil/${article.slug}`)).toBe('HTTP 404');
    await openEditor(page, article.id);

    const at = new Date(Date.now() + 24 * 3600_000);
    at.setUTCSeconds(0, 0);
    const schedules = page.getByRole('region', { name: 'Programmer' });
    await schedules.getByLabel('Action').selectOption('publish');
    await schedules.getByLabel('Date et heure (heure de Paris)').fill(isoToParisLocal(at));
    await schedules.getByRole('button', { name: 'Programmer' }).click();
    const row = schedules.getByRole('listitem');
    await row.getByText(/^Publication le \d/).waitFor();

    // Not yet due: nothing runs.
    expect(await publisher.runDueSchedules()).toBe(0);
    clock = new Date(at.getTime() + 60_000);
    expect(await publisher.runDueSchedules()).toBe(1);
    await expect
      .poll(() => publicText(`/conseil/${article.slug}`), { timeout: 60_000, interval: 250 })
      .toContain('Publication programmée e2e');
    await page.reload();
    await page.getByRole('region', { name: 'Programmer' }).getByText('Aucune action programmée.').waitFor();
    await expect(page.locator('.badge-published').first().textContent()).resolves.toBe('Publié');
    await context.close();
  }, 120_000);
});
