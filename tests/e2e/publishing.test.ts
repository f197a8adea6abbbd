/**
 * Publishing end to end (issue 7), on a server of its own with a real publisher: an editor's change in the
 * admin is live on the public page after the rebuild; a build that fails leaves the old page served.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { Publisher } from '../../api/services/publisher.ts';
import { cloneBuild, liveBuild, previousBuild, switchLive } from '../../api/services/site-builds.ts';
import { type Db, openDb } from '../../db/client.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { serveApp } from '../support/sandbox.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const dir = resolve('data/test', `${process.pid}-publishing`);
let db: Db;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof serveApp>>;
let base: string;
let browser: Browser;
let buildsDir: string;

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // A copy of the test database and of the live build (hard links), so the other tests never see these rebuilds.
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
  // Long enough that the two saves below, made through the browser, fall in one wait even on a loaded CI machine
  // (with 300 ms a slow save made two builds); production waits 0.5 s (DEFAULT_DEBOUNCE_MS).
  publisher = new Publisher(db, env, { debounceMs: 4_000 });
  const app = createApp({ db, env, mailer: createMailer(db, env), publisher });
  server = await serveApp(app);
  base = server.baseUrl;
  await createAccount(env.DATABASE_PATH, 'publication.e2e@example.fr', ['editor']);
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

const pageText = async (path: string) => (await fetch(`${base}${path}`)).text();
const lastBuild = () =>
  db.$client
    .prepare('SELECT status, reason, error, page_count FROM builds ORDER BY id DESC LIMIT 1')
    .get() as {
    status: string;
    reason: string;
    error: string | null;
    page_count: number;
  };

describe('publishing', () => {
  it("shows an editor's changes on the public city page once published, with one build for two saves", async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'publication.e2e@example.fr');
    await page.waitForURL(`${base}/admin`);
    await page.goto(`${base}/admin/cities`);
    await page.getByLabel('Recherche').fill('Grenoble');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('link', { name: 'Grenoble', exact: true }).click();
    await page.getByRole('heading', { name: 'Grenoble' }).waitFor();
    const before = (db.$client.prepare('SELECT count(*) AS n FROM builds').get() as { n: number }).n;

    const texts = [
      '<p>Grenoble : première rédaction, enregistrée une première fois par la rédaction.</p>',
      '<p>Grenoble : la résidence du campus de Saint-Martin-d’Hères accueille de nombreux étudiants boursiers.</p>',
    ];
    const started = Date.now();
    const livePage = await pageText('/apl-grenoble');
    for (const text of texts) {
      await page.getByLabel('Texte de la page (Markdown)').fill(text);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.getByText('Page ville enregistrée.').waitFor();
    }
    // The page is live: both saves wait as pending changes (issue 15), and nothing is rebuilt for them.
    expect(await pageText('/apl-grenoble')).toBe(livePage);
    await page.getByRole('button', { name: 'Publier les modifications' }).click();
    await page.getByText('Modifications publiées').waitFor();
    await expect
      .poll(() => pageText('/apl-grenoble'), { timeout: 60_000, interval: 250 })
      .toContain('la résidence du campus de Saint-Martin-d’Hères');
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);

    const builds = (db.$client.prepare('SELECT count(*) AS n FROM builds').get() as { n: number }).n - before;
    expect(builds).toBe(1);
    expect(lastBuild()).toMatchObject({ status: 'success' });
    expect(liveBuild(buildsDir)?.info?.partial).toContain('apl-grenoble');
    // The build it replaced, kept for the rollback, still describes itself (its files were hard-linked).
    expect(previousBuild(buildsDir)?.info?.id).not.toBe(liveBuild(buildsDir)?.info?.id);
    // The rest of the site is still there (the incremental build landed in a full copy).
    expect(await pageText('/apl-lyon')).toContain('APL');
    expect((await fetch(`${base}/sitemap-index.xml`)).status).toBe(200);
    await page.context().close();
  }, 120_000);

  it('keeps serving the old page when a build fails midway, and says why in the admin data', async () => {
    const livePage = await pageText('/apl-grenoble');
    // Data no page can render: the build stops with an error.
    db.$client.prepare("UPDATE city_pages SET faq = '{pas du json' WHERE slug = 'apl-villeurbanne'").run();
    try {
      publisher.request({ kind: 'full', reason: 'test : build vouée à l’échec' });
      await publisher.idle();
      expect(lastBuild()).toMatchObject({ status: 'failed' });
      expect(lastBuild().error).toMatch(/astro build a échoué/);
      expect(await pageText('/apl-grenoble')).toBe(livePage);
      expect((await fetch(`${base}/apl-villeurbanne`)).status).toBe(200);
    } finally {
      db.$client.prepare("UPDATE city_pages SET faq = NULL WHERE slug = 'apl-villeurbanne'").run();
    }
  }, 180_000);
});
