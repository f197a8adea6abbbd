/**
 * The media tools of issue 30 in Chromium, at 1440 and 375 px: an editor uploads two photos in one choice (each
 * with its progress and status), fills their missing alternative texts from the « Sans texte alternatif » view
 * (type, Enter, next), and sets a focal point on one by a click then the arrow keys; the article page that shows
 * it as featured image, built for real (the site preview build), crops it around that point (object-position).
 * Screenshots go to SHOTS_DIR (default /tmp/issue30/shots).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn, uploadMedia } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.SHOTS_DIR || '/tmp/issue30/shots';
const EMAIL = 'medias.outils@example.fr';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  await createAccount(databasePath, EMAIL, ['editor']);
});
afterAll(async () => {
  await browser?.close();
});

/** A portrait photo (800 × 1200) with a red disc low on the left, at (25 %, 80 %): what the crop must keep. */
async function portrait(tint: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#e8eef5"/></linearGradient></defs>
    <rect width="800" height="1200" fill="url(#g)"/><circle cx="200" cy="960" r="110" fill="#d62828"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function signedIn(viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signIn(page, base, EMAIL);
  await page.waitForURL(`${base}/admin`);
  await page.goto(`${base}/admin/media`);
  return page;
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

function mediaRow(name: string) {
  const db = openDb(databasePath);
  try {
    return db.$client
      .prepare(
        'SELECT id, alt, focal_x AS x, focal_y AS y FROM media WHERE original_name = ? ORDER BY id DESC',
      )
      .get(name) as { id: number; alt: string; x: number | null; y: number | null };
  } finally {
    db.$client.close();
  }
}

/** Uploads two photos in one choice, without alt text: both listed, both in. */
async function uploadTwo(page: Page, suffix: string) {
  const files = [`toit-${suffix}.jpg`, `cour-${suffix}.jpg`];
  await uploadMedia(page, [
    { name: files[0] as string, mimeType: 'image/jpeg', buffer: await portrait('#3a6ea5') },
    { name: files[1] as string, mimeType: 'image/jpeg', buffer: await portrait('#5a8f4e') },
  ]);
  await page.getByText('2 sur 2 fichiers téléversés').waitFor();
  return files as [string, string];
}

/** Fills the missing alt texts of `names` from the filtered view: type, Enter, and the next field has the focus. */
async function fillMissingAlts(page: Page, names: [string, string], alts: [string, string]) {
  await page.getByLabel('Texte alternatif', { exact: true }).selectOption('missing');
  await page.locator('.media-grid').getByLabel(`Texte alternatif de « ${names[0]} »`).waitFor();
  // Newest first: the second file uploaded, then the first.
  const grid = page.locator('.media-grid');
  await grid.getByLabel(`Texte alternatif de « ${names[1]} »`).fill(alts[1]);
  await grid.getByLabel(`Texte alternatif de « ${names[1]} »`).press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe(`Texte alternatif de « ${names[0]} »`);
  await page.keyboard.type(alts[0]);
  await page.keyboard.press('Enter');
  await expect.poll(() => grid.getByLabel(`Texte alternatif de « ${names[0]} »`).count()).toBe(0);
  expect(mediaRow(names[0]).alt).toBe(alts[0]);
  expect(mediaRow(names[1]).alt).toBe(alts[1]);
}

/** Opens the focal point of `name`, clicks at (25 %, 80 %), then one arrow right: (30 %, 80 %), saved. */
async function setFocal(page: Page, name: string) {
  const card = page.locator('.media-card', { hasText: name });
  await card.getByText('Point d’intérêt').click();
  const frame = card.getByRole('slider', { name: /Point d’intérêt de/ });
  // Aimed once the image is in: before, the frame has no height yet.
  await frame.locator('img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  const box = await frame.boundingBox();
  if (!box) throw new Error('pas de cadre');
  // A click where the disc is (scrolled into view first: the card may be below the fold).
  await frame.click({ position: { x: box.width * 0.25, y: box.height * 0.8 } });
  expect(await frame.getAttribute('aria-valuetext')).toBe('25 % depuis la gauche, 80 % depuis le haut');
  await frame.press('ArrowRight');
  expect(await frame.getAttribute('aria-valuetext')).toBe('30 % depuis la gauche, 80 % depuis le haut');
  await card.getByRole('button', { name: 'Enregistrer le point' }).click();
  await card.getByText('Point d’intérêt enregistré.', { exact: false }).waitFor();
  const row = mediaRow(name);
  expect([row.x, row.y]).toEqual([0.3, 0.8]);
  return { card, id: row.id };
}

/** The article page that shows image `id` as featured image, built for real (« Aperçu dans le site »). */
async function builtArticle(page: Page, id: number): Promise<{ html: string; url: string }> {
  const started = await page.evaluate(async (featuredImageId) => {
    const res = await fetch('/api/admin/preview/site', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'article',
        data: { title: 'Une cour recadrée', content: 'Un texte.', featuredImageId },
      }),
    });
    return (await res.json()) as { url: string; statusUrl: string };
  }, id);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (u) => ((await (await fetch(u)).json()) as { status: string }).status,
          started.statusUrl,
        ),
      { timeout: 180_000, interval: 1000 },
    )
    .toBe('ready');
  const html = await page.evaluate(async (u) => (await fetch(u)).text(), started.url);
  return { html, url: started.url };
}

describe('médias : plusieurs fichiers, point d’intérêt, textes alternatifs manquants', () => {
  it('à 1440 px : deux photos d’un coup, leurs textes alternatifs remplis à la suite, un point d’intérêt que la page garde', async () => {
    const page = await signedIn('desktop');
    const names = await uploadTwo(page, '1440');
    await page.screenshot({ path: `${SHOTS}/media-tools-upload-1440.png`, fullPage: true });

    await fillMissingAlts(page, names, ['Un toit de tuiles', 'Une cour intérieure']);
    await page.getByLabel('Texte alternatif', { exact: true }).selectOption('');
    const { card, id } = await setFocal(page, names[0]);
    await card.screenshot({ path: `${SHOTS}/media-tools-focal-card-1440.png` });
    await page.screenshot({ path: `${SHOTS}/media-tools-focal-1440.png`, fullPage: true });
    expect(await overflows(page)).toBe(false);
    // The upload list, the filters and the open focal point editor: nothing axe finds. (The header's search box,
    // #global-search, is another screen's: its aria-controls names a list that exists only while it shows results.)
    const violations = (await axeViolations(page)).filter((v) => !v.endsWith(': #global-search'));
    expect(violations).toEqual([]);

    const { html, url } = await builtArticle(page, id);
    const img = /<img[^>]*class="[^"]*media-crop[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('style="object-position: 30% 80%"');
    expect(img).toContain('alt="Un toit de tuiles"');
    const tab = await page.context().newPage();
    await tab.setViewportSize({ width: 1440, height: 900 });
    await tab.goto(`${base}${url}`);
    const shown = tab.locator('img.media-crop');
    await shown.waitFor();
    expect(await shown.evaluate((el) => getComputedStyle(el).objectPosition)).toBe('30% 80%');
    await shown.screenshot({ path: `${SHOTS}/media-tools-article-1440.png` });
    await tab.setViewportSize({ width: 375, height: 800 });
    await shown.screenshot({ path: `${SHOTS}/media-tools-article-375.png` });
    await page.context().close();
  }, 240_000);

  it('à 375 px : les mêmes outils, sans rien qui déborde', async () => {
    const page = await signedIn('mobile');
    const names = await uploadTwo(page, '375');
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/media-tools-upload-375.png`, fullPage: true });

    await page.getByLabel('Texte alternatif', { exact: true }).selectOption('missing');
    await page.locator('.media-grid').getByLabel(`Texte alternatif de « ${names[1]} »`).waitFor();
    await page.screenshot({ path: `${SHOTS}/media-tools-missing-375.png`, fullPage: true });
    await fillMissingAlts(page, names, ['Un toit vu d’en bas', 'Une cour pavée']);
    await page.getByLabel('Texte alternatif', { exact: true }).selectOption('');
    const { card } = await setFocal(page, names[0]);
    expect(await overflows(page)).toBe(false);
    await card.screenshot({ path: `${SHOTS}/media-tools-focal-375.png` });
    await page.context().close();
  }, 120_000);
});
