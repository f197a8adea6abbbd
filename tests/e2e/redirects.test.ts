/**
 * Redirects end to end (issue 15), on a server of its own with a real publisher: an editor renames a
 * published article in the admin; the old address answers 301 to the new one (before any file), the rebuilt
 * static output holds Astro's redirect page at the old address (for a CDN serving the files alone), and the
 * Redirections screen lists it, where an editor adds, refuses an off-site target, edits and removes one.
 * Screenshots of the screen at 375 and 1440 px go to /tmp/issue15/shots/.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { Publisher } from '../../api/services/publisher.ts';
import { cloneBuild, currentBuildDir, switchLive } from '../../api/services/site-builds.ts';
import { type Db, openDb } from '../../db/client.ts';
import { isRedirectPage } from '../../src/lib/build/redirects.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { serveApp } from '../support/sandbox.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const SHOTS = '/tmp/issue15/shots';
const dir = resolve('data/test', `${process.pid}-redirects`);
const EDITOR = 'redirections.e2e@example.fr';
let db: Db;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof serveApp>>;
let base: string;
let browser: Browser;
let buildsDir: string;
let article: { id: number; slug: string; title: string };
const newSlug = () => `${article.slug}-renomme`;

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  // A copy of the test database and of the live build, so the other tests never see these changes.
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(join(dir, 'apl.db'));
  source.close();
  buildsDir = join(dir, 'builds');
  cloneBuild(inject('buildDir'), join(buildsDir, 'build-seed'));
  switchLive(buildsDir, join(buildsDir, 'build-seed'));
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: join(dir, 'apl.db'),
    BUILDS_DIR: buildsDir,
    NODE_ENV: 'test',
  });
  db = openDb(env.DATABASE_PATH);
  publisher = new Publisher(db, env, { debounceMs: 500 });
  server = await serveApp(createApp({ db, env, mailer: createMailer(db, env), publisher }));
  base = server.baseUrl;
  await createAccount(env.DATABASE_PATH, EDITOR, ['editor']);
  article = db.$client
    .prepare("SELECT id, slug, title FROM articles WHERE status = 'published' ORDER BY id LIMIT 1")
    .get() as typeof article;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await publisher?.idle();
  publisher?.stop();
  await server?.close();
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
}, 300_000);

const head = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

async function editorPage(viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signIn(page, base, EDITOR);
  await page.waitForURL(`${base}/admin`);
  return page;
}

describe('redirects', () => {
  it('renaming a published article: the old address answers 301, also once the site is rebuilt', async () => {
    const old = `/conseil/${article.slug}`;
    expect((await head(old)).status).toBe(200);
    const page = await editorPage('desktop');
    await page.goto(`${base}/admin/articles/${article.id}/edit`);
    await page.getByLabel('Adresse (slug)').fill(newSlug());
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    // With pending changes on live pages, the rename goes live on « Publier les modifications ».
    const publish = page.getByRole('button', { name: 'Publier les modifications' });
    if (await publish.isVisible({ timeout: 3000 }).catch(() => false)) await publish.click();

    // The 301 goes live with the build that holds the new page (issue 26): never before it.
    await expect
      .poll(
        async () => {
          const location = (await head(old)).headers.get('location');
          if (location) expect((await head(`/conseil/${newSlug()}`)).status).toBe(200);
          return location;
        },
        { timeout: 150_000, interval: 250 },
      )
      .toBe(`/conseil/${newSlug()}`);
    const res = await head(`${old}/?utm_source=lettre`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/conseil/${newSlug()}?utm_source=lettre`);

    // The rebuild: the new page is there, and the static output keeps the old address as a redirect page.
    await expect
      .poll(async () => (await head(`/conseil/${newSlug()}`)).status, { timeout: 150_000, interval: 500 })
      .toBe(200);
    await publisher.idle();
    const file = join(currentBuildDir(buildsDir), 'conseil', article.slug, 'index.html');
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(isRedirectPage(html)).toBe(true);
    expect(html).toContain(`content="0;url=/conseil/${newSlug()}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/conseil/${newSlug()}"`));
    expect(html).not.toMatch(/<script|\son\w+=/i);
    // The server's 301 comes before the file.
    expect((await head(old)).status).toBe(301);
    await page.context().close();
  }, 200_000);

  it('the Redirections screen lists it; an editor adds, is refused an off-site target, edits, removes', async () => {
    const page = await editorPage('desktop');
    await page.getByRole('link', { name: 'Redirections' }).click();
    await page.getByRole('heading', { name: 'Redirections' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: `/conseil/${article.slug}` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`/conseil/${newSlug()}`);
    expect(await row.textContent()).toContain('changement d’adresse');
    expect(await row.textContent()).toMatch(/\d{1,2}(er)? [a-zéû.]+ \d{4} à \d{2} h \d{2}/);

    const form = page.getByRole('form', { name: 'Redirection' });
    await form.getByLabel('Ancienne adresse').fill('/ancien-dossier/aide-logement');
    await form.getByLabel('Nouvelle adresse').fill('//evil.example');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Seules les adresses de ce site sont acceptées (elles commencent par /)').waitFor();
    await form.getByLabel('Nouvelle adresse').fill(`/conseil/${newSlug()}`);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Redirection ajoutée : elle sera en ligne avec la publication en cours.').waitFor();
    const added = page.getByRole('row').filter({ hasText: '/ancien-dossier/aide-logement' });
    await added.waitFor();
    expect(await added.textContent()).toContain('manuelle');
    // Live with the publication it asked for (issue 26: a redirect goes live with its build), within its budget.
    const location = async () => (await head('/ancien-dossier/aide-logement')).headers.get('location');
    await expect.poll(location, { timeout: 30_000, interval: 250 }).toBe(`/conseil/${newSlug()}`);

    await page.screenshot({ path: join(SHOTS, 'redirections-1440.png'), fullPage: true });

    await added.getByRole('button', { name: /^Modifier/ }).click();
    await form.getByLabel('Nouvelle adresse').fill('/guide');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText(/^Redirection modifiée/).waitFor();
    await expect.poll(() => added.textContent()).toContain('/guide');
    await expect.poll(location, { timeout: 30_000, interval: 250 }).toBe('/guide');

    page.once('dialog', (d) => {
      expect(d.message()).toContain('Supprimer la redirection de « /ancien-dossier/aide-logement »');
      void d.accept();
    });
    await added.getByRole('button', { name: /^Supprimer/ }).click();
    await form.getByText(/^Redirection supprimée/).waitFor();
    await expect.poll(() => added.count()).toBe(0);
    await expect
      .poll(async () => (await head('/ancien-dossier/aide-logement')).status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(404);
    await page.context().close();
  }, 120_000);

  it('the screen fits a 375 px phone', async () => {
    const page = await editorPage('mobile');
    await page.goto(`${base}/admin/redirections`);
    await page.getByRole('heading', { name: 'Redirections' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: `/conseil/${article.slug}` })
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'redirections-375.png'), fullPage: true });
    // Nothing wider than the screen: the table scrolls in its own area.
    const overflow = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth - window.innerWidth,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((e) => !e.closest('.table-wrap') || getComputedStyle(e).position === 'absolute')
        .map((e) => `${e.tagName}.${e.className}`)
        .slice(0, 5),
    }));
    expect(overflow).toEqual({ width: 0, wide: [] });
    // « Modifier » on a phone brings the form (below the table) into view, its first field focused.
    await page
      .getByRole('row')
      .filter({ hasText: `/conseil/${article.slug}` })
      .getByRole('button', { name: /^Modifier/ })
      .click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('fromPath');
    await page.screenshot({ path: join(SHOTS, 'redirections-375-edit.png') });
    await page.context().close();
  }, 60_000);
});
