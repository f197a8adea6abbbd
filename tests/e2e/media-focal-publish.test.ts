/**
 * A new focal point, end to end, on a server of its own with a real publisher: the editor moves the focal point of
 * the image a published article shows as its featured image; the publisher rebuilds that article's page only (not
 * the whole site, as it did when any media change was site-wide), and the public page then crops the image around
 * the new point. Screenshots go to SHOTS_DIR (default /tmp/issue30/shots).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publisher } from '../../api/services/publisher.ts';
import { BUILD_APP_VERSION, liveBuild } from '../../api/services/site-builds.ts';
import type { Db } from '../../db/client.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { type OwnSite, startOwnSite } from '../support/own-site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const SHOTS = process.env.SHOTS_DIR || '/tmp/issue30/shots';
const EMAIL = 'point.interet@example.fr';
const FILE = '0f3c2a9e-5b1d-4c7e-9a11-2b3c4d5e6f70.jpg';
let site: OwnSite;
let db: Db;
let publisher: Publisher;
let base: string;
let browser: Browser;
let buildsDir: string;
let article: { id: number; slug: string };
let mediaId: number;
/** The code version of the build the tests started from. */
let seedVersion: string | undefined;

/** A portrait photo (800 × 1200) with a red disc low on the left, at (25 %, 80 %): what the crop must keep. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200">
    <rect width="800" height="1200" fill="#3a6ea5"/><circle cx="200" cy="960" r="110" fill="#d62828"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startOwnSite('media-focal', { debounceMs: 300 });
  ({ db, publisher, base } = site);
  buildsDir = site.env.BUILDS_DIR;
  seedVersion = liveBuild(buildsDir)?.info?.appVersion;
  // A published article shows the photo as its featured image, centred (no focal point yet).
  writeFileSync(join(site.env.MEDIA_DIR, FILE), await portrait());
  const sql = db.$client;
  mediaId = Number(
    sql
      .prepare(
        `INSERT INTO media (file_name, original_name, mime_type, size_bytes, width, height, alt)
         VALUES (?, 'cour.jpg', 'image/jpeg', 1000, 800, 1200, 'Une cour intérieure')`,
      )
      .run(FILE).lastInsertRowid,
  );
  article = sql
    .prepare("SELECT id, slug FROM articles WHERE status = 'published' ORDER BY id LIMIT 1")
    .get() as { id: number; slug: string };
  sql.prepare('UPDATE articles SET featured_image_id = ? WHERE id = ?').run(mediaId, article.id);
  await createAccount(site.env.DATABASE_PATH, EMAIL, ['editor']);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const buildCount = () => (db.$client.prepare('SELECT count(*) AS n FROM builds').get() as { n: number }).n;

describe('a new focal point on a published page', () => {
  it('rebuilds that article only, and its page crops the image around the new point', async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, EMAIL);
    await page.waitForURL(`${base}/admin`);
    const before = buildCount();
    const status = await page.evaluate(
      async ({ id }) =>
        (
          await fetch(`/api/admin/media/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ focal: { x: 0.25, y: 0.8 } }),
          })
        ).status,
      { id: mediaId },
    );
    expect(status).toBe(200);
    await publisher.idle();

    // One build, asked for that article's page: not the whole site. (The builder itself makes it in full when the
    // live build comes from another commit of the code, as when commits land while the tests run: site-builds.ts.)
    expect(buildCount() - before).toBe(1);
    const last = db.$client
      .prepare('SELECT status, reason, request FROM builds ORDER BY id DESC LIMIT 1')
      .get() as { status: string; reason: string; request: string };
    expect(last.status).toBe('success');
    expect(last.reason).toContain(`média n° ${mediaId}`);
    expect(JSON.parse(last.request).scope).toEqual({ articles: [article.slug] });
    if (seedVersion === BUILD_APP_VERSION)
      expect(liveBuild(buildsDir)?.info?.partial).toEqual([`conseil/${article.slug}`]);

    const tab = await newPage(browser, 'desktop');
    await tab.goto(`${base}/conseil/${article.slug}`);
    const shown = tab.locator('img.media-crop');
    await shown.waitFor();
    expect(await shown.getAttribute('alt')).toBe('Une cour intérieure');
    expect(await shown.evaluate((el) => getComputedStyle(el).objectPosition)).toBe('25% 80%');
    await shown.screenshot({ path: `${SHOTS}/media-focal-publish-1440.png` });
    await tab.setViewportSize({ width: 375, height: 800 });
    await shown.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${SHOTS}/media-focal-publish-375.png` });
    await page.context().close();
    await tab.context().close();
  }, 180_000);
});
