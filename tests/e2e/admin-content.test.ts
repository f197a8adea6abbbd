/**
 * An editor's day in Chromium: write, preview and publish an article (under a minute), edit a city,
 * upload an image; an admin reads a visitor's simulation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { simulationSessions, simulationSteps } from '../../db/schema.ts';
import { euros } from '../../src/core/apl/format.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn, uploadMedia } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
let browser: Browser;
let editor: Page;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'redaction.e2e@example.fr', ['editor']);
  await createAccount(databasePath, 'chef.e2e@example.fr', ['admin']);
  const db = openDb(databasePath);
  db.insert(simulationSessions)
    .values({
      id: '0b6c2f7e-e2e0-4c1e-9a51-000000000001',
      email: 'lea.visiteuse@example.fr',
      postalCode: '69001',
      inseeCode: '69123',
      zone: 2,
      currentStep: 12,
      isComplete: true,
      montantFinal: 187,
      isEligible: true,
      formData: {
        email: 'lea.visiteuse@example.fr',
        postalCode: '69001',
        rent: 520,
        charges: 40,
        income: 900,
      },
      finalResult: {
        montantFinal: 187,
        isEligible: true,
        refusReason: null,
        steps: [{ step: 1, title: 'Loyer retenu', value: '319,30 €' }],
      },
      completedAt: new Date().toISOString(),
      calculatedAt: new Date().toISOString(),
    })
    .run();
  db.insert(simulationSteps)
    .values([
      {
        sessionId: '0b6c2f7e-e2e0-4c1e-9a51-000000000001',
        stepNumber: 3,
        stepName: 'loyer',
        stepData: { rent: 520 },
      },
      {
        sessionId: '0b6c2f7e-e2e0-4c1e-9a51-000000000001',
        stepNumber: 11,
        stepName: 'revenus',
        stepData: { income: 900 },
      },
    ])
    .run();
  db.$client.close();
  editor = await newPage(browser, 'desktop');
  await signIn(editor, base, 'redaction.e2e@example.fr');
  await editor.waitForURL(`${base}/admin`);
});
afterAll(async () => {
  await browser?.close();
});

describe('editor', () => {
  it('writes, previews and publishes an article in under a minute', async () => {
    const started = Date.now();
    await editor.getByRole('link', { name: 'Nouvel article' }).click();
    await editor.getByLabel('Titre', { exact: true }).fill('Colocation et APL : le guide e2e');
    await editor
      .getByLabel('Contenu (Markdown)')
      .fill('## Chacun sa demande\n\nChaque colocataire fait **sa propre** demande.');
    await editor.getByTestId('preview').locator('h2', { hasText: 'Chacun sa demande' }).waitFor();
    await expect(editor.getByTestId('preview').locator('strong').textContent()).resolves.toBe('sa propre');
    await editor.getByRole('button', { name: 'Enregistrer et publier' }).click();
    await editor.getByText('Article publié.').waitFor();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(60_000);
    console.info(`Article écrit, prévisualisé et publié en ${(elapsed / 1000).toFixed(1)} s`);
    expect(editor.url()).toMatch(/\/admin\/articles\/\d+\/edit$/);
    await expect(editor.getByRole('link', { name: 'Voir sur le site' }).getAttribute('href')).resolves.toBe(
      '/conseil/colocation-et-apl-le-guide-e2e',
    );
    await editor.getByRole('link', { name: 'Articles', exact: true }).click();
    const row = editor.getByRole('row', { name: /Colocation et APL : le guide e2e/ });
    await expect(row.textContent()).resolves.toContain('Publié');
  });

  it('sees French field errors that keep what was typed, then edits a city', async () => {
    await editor.goto(`${base}/admin/cities`);
    await editor.getByLabel('Recherche').fill('Villeurbanne');
    await editor.getByRole('button', { name: 'Filtrer' }).click();
    await editor.getByRole('link', { name: 'Villeurbanne', exact: true }).click();
    await editor.getByRole('heading', { name: 'Villeurbanne' }).waitFor();
    await editor.getByLabel("Nombre d'étudiants").fill('-12');
    await editor.getByLabel('Téléphone').fill('pas un numéro !');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await editor.getByText('Nombre d’étudiants : pas de valeur négative').waitFor();
    await editor.getByText('Téléphone CAF : format invalide').waitFor();
    await expect(editor.getByLabel("Nombre d'étudiants").inputValue()).resolves.toBe('-12');
    await expect(editor.getByLabel('Téléphone').inputValue()).resolves.toBe('pas un numéro !');

    await editor.getByLabel("Nombre d'étudiants").fill('21000');
    await editor.getByLabel('Téléphone').fill('3230');
    await editor
      .getByLabel('Texte de la page (Markdown)')
      .fill('Villeurbanne accueille le campus de la Doua, au nord-est de Lyon.');
    // The city text is Markdown with the guides' toolbar (issue 30): what it looks like, at 1440 and 375 px.
    const size = editor.viewportSize();
    if (process.env.SHOTS_DIR && size) {
      for (const width of [1440, 375]) {
        await editor.setViewportSize({ width, height: 900 });
        await editor.getByLabel('Texte de la page (Markdown)').scrollIntoViewIfNeeded();
        await editor.screenshot({ path: `${process.env.SHOTS_DIR}/ville-markdown-${width}.png` });
      }
      await editor.setViewportSize(size);
    }
    await editor.getByRole('button', { name: 'Ajouter une question' }).click();
    await editor.getByLabel('Question 1').fill('Quelle zone APL pour Villeurbanne ?');
    await editor.getByLabel('Réponse 1').fill('Villeurbanne est en zone 2.');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await editor.getByText('Page ville enregistrée.').waitFor();

    const read = () => {
      const db = openDb(databasePath, { readonly: true });
      const stored = db.$client
        .prepare(
          "SELECT population_etudiante, caf_contact, faq, content FROM city_pages WHERE slug = 'apl-villeurbanne'",
        )
        .get() as Record<string, string | number>;
      db.$client.close();
      return stored;
    };
    // The page is live: the save waits as pending changes (issue 15) until they are published.
    expect(read().population_etudiante).not.toBe(21000);
    await editor.getByRole('button', { name: 'Publier les modifications' }).click();
    await expect.poll(() => read().population_etudiante, { timeout: 10_000 }).toBe(21000);
    const row = read();
    expect(JSON.parse(row.caf_contact as string)).toEqual({ phone: '3230' });
    expect(JSON.parse(row.faq as string)).toEqual([
      { question: 'Quelle zone APL pour Villeurbanne ?', answer: 'Villeurbanne est en zone 2.' },
    ]);
    expect(row.content).toContain('campus de la Doua');
  });

  it('uploads an image, refuses a file of the wrong type, and serves the image', async () => {
    await editor.goto(`${base}/admin/media`);
    await editor.locator('#media-file').setInputFiles({
      name: 'script.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await editor.getByText('Type de fichier non autorisé (JPEG, PNG, GIF, WebP, AVIF ou PDF)').waitFor();

    await uploadMedia(editor, [
      { name: 'facade-caf.png', mimeType: 'image/png', buffer: PNG, alt: 'Façade de la CAF' },
    ]);
    const img = editor.getByRole('img', { name: 'Façade de la CAF' });
    await img.waitFor();
    const src = (await img.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    const res = await fetch(`${base}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
  });
});

describe('admin', () => {
  it('reads a visitor’s simulation: answers of every step and the computed result', async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'chef.e2e@example.fr');
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('link', { name: 'Simulations', exact: true }).click();
    await page.getByRole('cell', { name: 'lea.visiteuse@example.fr' }).waitFor();
    const row = page.getByRole('row', { name: /lea\.visiteuse@example\.fr/ });
    await row.getByRole('link').click();
    await page.waitForURL(/\/admin\/simulations\/0b6c2f7e-e2e0-4c1e-9a51-000000000001$/);
    const result = page.getByTestId('result');
    await expect(result.textContent()).resolves.toContain(`${euros(187, 0)} par mois`);
    await expect(result.textContent()).resolves.toContain('Éligible');
    await expect(result.textContent()).resolves.toContain('Loyer retenu');
    // Steps are named in French (issue 15: no raw identifiers in the admin).
    await page.getByRole('cell', { name: 'Revenus', exact: true }).waitFor();
    await expect(page.getByText('Loyer', { exact: true }).first().isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
