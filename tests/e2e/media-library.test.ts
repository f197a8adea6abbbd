/**
 * The media library in Chromium: a picture used inside a published guide cannot be deleted (the guide is
 * listed, with a link to its editor), the library is searched, and « Insérer une image » writes the picture's
 * Markdown at the cursor of an article's content. Screenshots of the library at 375 and 1440 px.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { media, thematicPages } from '../../db/schema.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn, uploadMedia } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.MEDIA_SHOTS_DIR ?? '/tmp/issue15/shots';
let browser: Browser;
let editor: Page;

/** A real 1,000 × 600 JPEG, made by sharp. */
async function photo(): Promise<Buffer> {
  const width = 1000;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 13) % 241;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function upload(page: Page, name: string, alt: string, buffer: Buffer) {
  await uploadMedia(page, [{ name, alt, mimeType: 'image/jpeg', buffer }]);
}

let fileName = '';
let guideId = 0;
beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'mediatheque.e2e@example.fr', ['editor']);
  editor = await newPage(browser, 'desktop');
  await signIn(editor, base, 'mediatheque.e2e@example.fr');
  await editor.waitForURL(`${base}/admin`);
  await editor.goto(`${base}/admin/media`);
  await upload(editor, 'residence-crous.jpg', 'Résidence Crous au bord du canal', await photo());
  await upload(editor, 'plan-quartier.jpg', 'Plan du quartier de la gare', await photo());
  const db = openDb(databasePath);
  try {
    const row = db.select().from(media).where(eq(media.originalName, 'residence-crous.jpg')).get();
    fileName = row?.fileName ?? '';
    // A published guide that shows the picture inside its body (not as a featured image).
    const guide = db
      .insert(thematicPages)
      .values({
        slug: 'residence-etudiante-e2e',
        title: 'Vivre en résidence étudiante',
        status: 'published',
        content: `## La résidence\n\n![Résidence Crous](/media/${fileName})\n\nUn texte.`,
      })
      .returning()
      .get();
    guideId = guide.id;
  } finally {
    db.$client.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('media library', () => {
  it('refuses to delete a picture used inside a published guide, and lists the guide', async () => {
    expect(fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    await editor.goto(`${base}/admin/media`);
    const card = editor.locator('.media-card', { hasText: 'residence-crous.jpg' });
    await card.getByText('Utilisé par 1 page').waitFor();
    editor.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Supprimer' }).click();
    const refusal = editor.getByRole('alert').filter({ hasText: "n'a pas été supprimé" });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      'Ce fichier est utilisé par 1 page(s) : Vivre en résidence étudiante.',
    );
    const link = refusal.getByRole('link', { name: 'Vivre en résidence étudiante' });
    expect(await link.getAttribute('href')).toBe(`/admin/thematiques/${guideId}/edit`);
    expect(await refusal.textContent()).toContain('/guide/residence-etudiante-e2e');
    // Still there, still served.
    expect((await fetch(`${base}/media/${fileName}`)).status).toBe(200);
  });

  it('searches the library by name or alternative text, and filters unused files', async () => {
    await editor.goto(`${base}/admin/media`);
    await editor.locator('.media-card').first().waitFor();
    await editor.getByRole('searchbox', { name: 'Rechercher' }).fill('canal');
    await editor.waitForFunction(() => document.querySelectorAll('.media-card').length === 1);
    expect(await editor.locator('.media-card').textContent()).toContain('residence-crous.jpg');
    await editor.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await editor.getByLabel('Utilisation').selectOption('unused');
    await editor.locator('.media-card', { hasText: 'plan-quartier.jpg' }).waitFor();
    expect(await editor.locator('.media-card', { hasText: 'residence-crous.jpg' }).count()).toBe(0);
    await editor.getByLabel('Utilisation').selectOption('');
    await editor.locator('.media-card', { hasText: 'residence-crous.jpg' }).waitFor();

    mkdirSync(SHOTS, { recursive: true });
    await editor.screenshot({ path: `${SHOTS}/media-library-1440.png`, fullPage: true });
    const mobile = await newPage(browser, 'mobile');
    await signIn(mobile, base, 'mediatheque.e2e@example.fr');
    await mobile.waitForURL(`${base}/admin`);
    await mobile.goto(`${base}/admin/media`);
    await mobile.locator('.media-card').first().waitFor();
    await mobile.screenshot({ path: `${SHOTS}/media-library-375.png`, fullPage: true });
    await mobile.context().close();
  });

  it('inserts a picture at the cursor of an article with « Insérer une image »', async () => {
    await editor.goto(`${base}/admin/articles/new`);
    const content = editor.getByLabel('Contenu (Markdown)');
    await content.fill('Premier paragraphe.\n\nDernier paragraphe.');
    // The cursor after the first paragraph.
    await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(19, 19));
    await editor.getByRole('button', { name: 'Insérer une image' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Insérer une image' });
    await dialog.getByLabel('Rechercher une image').fill('gare');
    await dialog.getByRole('button', { name: 'Plan du quartier de la gare' }).click();
    await dialog.getByRole('button', { name: 'Insérer', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const value = await content.inputValue();
    expect(value).toMatch(
      /^Premier paragraphe\.\n\n!\[Plan du quartier de la gare\]\(\/media\/[0-9a-f-]{36}\.jpg\)\n\nDernier paragraphe\.$/,
    );
    // The caret is right after the image, the field focused for the next words.
    expect(
      await content.evaluate((el: HTMLTextAreaElement) => [document.activeElement === el, el.selectionStart]),
    ).toEqual([true, value.indexOf(')') + 1]);
  });
});
