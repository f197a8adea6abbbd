/**
 * The trash in Chromium (issue 30), on a server of its own with a real publisher: an editor deletes a live
 * article, its page goes; she restores it from « Corbeille » and its page is back at the same address, with
 * its revisions. The screen is checked at 1440 and 375 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { type OwnSite, startOwnSite } from '../support/own-site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '';
let site: OwnSite;
let base: string;
let browser: Browser;
let article: { id: number; slug: string; title: string };

beforeAll(async () => {
  site = await startOwnSite('trash');
  base = site.base;
  await createAccount(site.env.DATABASE_PATH, 'corbeille.e2e@example.fr', ['editor']);
  article = site.db.$client
    .prepare("SELECT id, slug, title FROM articles WHERE status = 'published' ORDER BY id LIMIT 1")
    .get() as typeof article;
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const status = async (path: string) => (await fetch(`${base}${path}`)).status;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/corbeille-${name}.png`, fullPage: true });
};

describe('the trash', () => {
  it('restores a deleted live article with its address: its page goes, then comes back (1440 px)', async () => {
    const path = `/conseil/${article.slug}`;
    expect(await status(path)).toBe(200);
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'corbeille.e2e@example.fr');
    await page.waitForURL(`${base}/admin`);
    await page.goto(`${base}/admin/articles/${article.id}/edit`);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.waitForURL(`${base}/admin/articles`);
    await expect.poll(() => status(path), { timeout: 60_000, interval: 250 }).toBe(404);

    await page.goto(`${base}/admin/corbeille`);
    const row = page.getByRole('row').filter({ hasText: article.title });
    await row.getByText(path).waitFor();
    await expect(row.getByText(/30 jours|29 jours/).count()).resolves.toBe(1);
    await shoot(page, '1440');
    await row.getByRole('button', { name: `Restaurer ${article.title}` }).click();
    await page.getByText(`« ${article.title} » est restauré`).waitFor();
    // The list is read again after the restore: the article has left it (other tests may have trashed others).
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => status(path), { timeout: 60_000, interval: 250 }).toBe(200);
    expect(await (await fetch(`${base}${path}`)).text()).toContain(article.title);
    await page.goto(`${base}/admin/articles/${article.id}/edit`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).waitFor();
    await page.close();
  }, 180_000);

  it('lists what was deleted, readable at 375 px without horizontal scrolling of the page', async () => {
    const page = await newPage(browser, 'mobile');
    await signIn(page, base, 'corbeille.e2e@example.fr');
    await page.waitForURL(`${base}/admin`);
    await page.goto(`${base}/admin/articles/${article.id}/edit`);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.waitForURL(`${base}/admin/articles`);
    await page.goto(`${base}/admin/corbeille`);
    const restore = page.getByRole('button', { name: `Restaurer ${article.title}` });
    await restore.waitFor();
    const box = await restore.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, '375');
    await page.close();
  });
});
