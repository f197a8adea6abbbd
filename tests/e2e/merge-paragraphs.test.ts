/**
 * Merge by paragraph and who else is editing (issue 30), in Chromium: two editors (two browser contexts, two
 * accounts) open the same article; the second sees « Camille Martin modifie aussi cette page »; each changes a
 * different paragraph, the first saves, the second's save is refused and the merge screen keeps both paragraphs
 * (1440 px); at 375 px, the same paragraph changed by both is a conflict settled from the keyboard (« Garder les
 * deux »). Screenshots go to SHOTS_DIR when set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../api/routes/admin/articles.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/tables.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { type OwnSite, startOwnSite } from '../support/own-site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '';
let site: OwnSite;
let db: Db;
let base: string;
let browser: Browser;

const CAMILLE = 'camille.martin@example.fr';
const DOMINIQUE = 'dominique.bernard@example.fr';

beforeAll(async () => {
  site = await startOwnSite('merge-paragraphs', { debounceMs: 300 });
  db = site.db;
  base = site.base;
  for (const [email, name] of [
    [CAMILLE, 'Camille Martin'],
    [DOMINIQUE, 'Dominique Bernard'],
  ] as const) {
    await createAccount(site.env.DATABASE_PATH, email, ['editor']);
    await db.update(user).set({ name }).where(eq(user.email, email));
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function editorOf(email: string, viewport: keyof typeof VIEWPORTS) {
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await signIn(page, base, email);
  await page.waitForURL(`${base}/admin`);
  return { context, page };
}

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

async function openEditor(page: Page, id: number) {
  await page.goto(`${base}/admin/articles/${id}/edit`);
  await page.getByLabel('Titre', { exact: true }).waitFor();
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `merge-paragraphs-${name}.png`) });
}

const P1 = "L'APL est versée par la CAF aux locataires, aux colocataires et aux résidents en foyer.";
const P2 = 'Son montant dépend de vos ressources, de votre loyer et de la zone où se trouve le logement.';
const P3 = 'Faites la demande en ligne dès la signature du bail.';
const text = (...blocks: string[]) => blocks.join('\n\n');

/** Camille and Dominique open the article, Camille first: Dominique's editor names Camille. */
async function bothOpen(viewport: keyof typeof VIEWPORTS, title: string) {
  const camille = await editorOf(CAMILLE, viewport);
  const dominique = await editorOf(DOMINIQUE, viewport);
  const article = await apiFrom<Article>(camille.page, 'POST', '/api/admin/articles', {
    title,
    content: text('## Qui y a droit ?', P1, P2, P3),
  });
  await openEditor(camille.page, article.id);
  await camille.page.getByTestId('presence-banner').waitFor({ state: 'attached' });
  await openEditor(dominique.page, article.id);
  const banner = dominique.page.getByText('Camille Martin modifie aussi cette page.');
  await banner.waitFor();
  return {
    camille: camille.page,
    dominique: dominique.page,
    article,
    banner,
    contexts: [camille, dominique],
  };
}

const saveFrom = async (page: Page, content: string) => {
  await page.getByLabel('Contenu (Markdown)').fill(content);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
};

describe('merge by paragraph', () => {
  it('two editors change different paragraphs and both are kept after the merge (1440 px)', async () => {
    const { camille, dominique, article, contexts } = await bothOpen('desktop', 'Fusion par paragraphe');
    await shoot(dominique, 'presence-1440');

    await saveFrom(camille, text('## Qui y a droit ?', `${P1} Les étudiants y ont droit aussi.`, P2, P3));
    await camille.getByText('Article enregistré.').waitFor();

    await saveFrom(dominique, text('## Qui y a droit ?', P1, P2, `${P3} Sans attendre le premier loyer.`));
    const dialog = dominique.getByRole('dialog', { name: 'Cette page a été modifiée entre-temps' });
    await dialog.waitFor();
    const merge = dialog.getByTestId('body-merge');
    await expect(merge.textContent()).resolves.toContain('Les étudiants y ont droit aussi.');
    await expect(merge.textContent()).resolves.toContain('Sans attendre le premier loyer.');
    await expect(merge.getByTestId('merge-conflict').count()).resolves.toBe(0);
    // Each kept change says whose it is.
    await expect(merge.getByText('Modifié par Camille Martin', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(merge.getByText('Votre modification', { exact: true }).isVisible()).resolves.toBe(true);
    await shoot(dominique, 'dialog-1440');

    await dialog.getByRole('button', { name: 'Enregistrer la fusion' }).click();
    await dominique.getByText('Fusion enregistrée.').waitFor();
    const saved = await apiFrom<Article>(dominique, 'GET', `/api/admin/articles/${article.id}`);
    expect(saved.content).toBe(
      text(
        '## Qui y a droit ?',
        `${P1} Les étudiants y ont droit aussi.`,
        P2,
        `${P3} Sans attendre le premier loyer.`,
      ),
    );
    expect(saved.version).toBe(3);
    for (const c of contexts) await c.context.close();
  }, 120_000);

  it('the same paragraph changed by both is a conflict, settled from the keyboard at 375 px', async () => {
    const { camille, dominique, article, banner, contexts } = await bothOpen(
      'mobile',
      'Conflit de paragraphe',
    );
    await expect(banner.isVisible()).resolves.toBe(true);
    await shoot(dominique, 'presence-375');

    await saveFrom(camille, text('## Qui y a droit ?', P1, `${P2} Version de Camille.`, P3));
    await camille.getByText('Article enregistré.').waitFor();
    await saveFrom(dominique, text('## Qui y a droit ?', P1, `${P2} Version de Dominique.`, `${P3} !`));
    const dialog = dominique.getByRole('dialog', { name: 'Cette page a été modifiée entre-temps' });
    await dialog.waitFor();
    const conflict = dialog.getByTestId('merge-conflict');
    await expect(conflict.count()).resolves.toBe(1);
    await expect(conflict.getByText('Version de Camille Martin', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(conflict.getByText('Votre version', { exact: true }).isVisible()).resolves.toBe(true);
    // Nothing wider than the screen.
    const widest = await dominique.evaluate(() =>
      Math.max(...[...document.querySelectorAll('dialog *')].map((e) => e.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(375);
    await shoot(dominique, 'dialog-375');
    await conflict.scrollIntoViewIfNeeded();
    await shoot(dominique, 'conflict-375');

    // Keyboard: the radio group of the conflict, from « Garder la mienne » to « Garder les deux ».
    const mine = conflict.getByLabel('Garder la mienne');
    await expect(mine.isChecked()).resolves.toBe(true);
    await mine.focus();
    await dominique.keyboard.press('ArrowDown');
    await dominique.keyboard.press('ArrowDown');
    await expect(conflict.getByLabel('Garder les deux').isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Enregistrer la fusion' }).focus();
    await dominique.keyboard.press('Enter');
    await dominique.getByText('Fusion enregistrée.').waitFor();
    const saved = await apiFrom<Article>(dominique, 'GET', `/api/admin/articles/${article.id}`);
    expect(saved.content).toBe(
      text('## Qui y a droit ?', P1, `${P2} Version de Camille.`, `${P2} Version de Dominique.`, `${P3} !`),
    );
    for (const c of contexts) await c.context.close();
  }, 120_000);
});
