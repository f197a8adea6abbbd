/**
 * Issue 30 « Statistics that agree with themselves », in Chromium at 1440 px: the dashboard, Statistiques,
 * Sources de trafic and Audience et parcours show the same number of visits for the same 30 days (they all count
 * with src/core/audience/definitions.ts), the « Pages vues » table lists a viewed article, and « Exporter en
 * CSV » downloads the figures of the screen.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.SHOTS_DIR ?? '';
let browser: Browser;
let page: Page;
let article = { id: 0, slug: '', title: '' };

/** Consented events as the tracker sends them: two visits, one seen only through a later page (no start). */
function seedEvents() {
  const db = new Database(databasePath);
  try {
    article = db
      .prepare("SELECT id, slug, title FROM articles WHERE status = 'published' ORDER BY id LIMIT 1")
      .get() as typeof article;
    const insert = db.prepare(
      `INSERT INTO visitor_events (visitor_id, session_id, event_type, page_path, traffic_source, entry_page_type, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    insert.run('v_stats_e2e_1', 's_stats_e2e_1', 'session_start', '/', 'google_organic', 'homepage', at(50));
    insert.run(
      'v_stats_e2e_1',
      's_stats_e2e_1',
      'pageview',
      `/conseil/${article.slug}`,
      'google_organic',
      'homepage',
      at(49),
    );
    insert.run(
      'v_stats_e2e_2',
      's_stats_e2e_2',
      'session_start',
      `/conseil/${article.slug}`,
      'direct',
      'blog',
      at(20),
    );
    insert.run(
      'v_stats_e2e_3',
      's_stats_e2e_3',
      'pageview',
      `/conseil/${article.slug}`,
      'social',
      'blog',
      at(10),
    );
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'stats.coherentes@example.fr', ['editor']);
  seedEvents();
  page = await newPage(browser, 'desktop');
  await signIn(page, base, 'stats.coherentes@example.fr');
  await page.waitForURL(`${base}/admin`);
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stats-${name}.png`, fullPage: true });
}

/** The figure of the « Visites » card of the screen. */
async function visitsOn(path: string, shot: string): Promise<number> {
  await page.goto(`${base}/admin${path}`);
  const kpi = page.getByTestId('kpi-visits');
  await kpi.waitFor();
  await shoot(shot);
  return Number((await kpi.locator('strong').textContent())?.replace(/\D/g, ''));
}

describe('statistics that agree with themselves', () => {
  it('the same 30 days give the same number of visits on the dashboard and the three statistics screens', async () => {
    const dashboard = await visitsOn('', 'dashboard-1440');
    expect(dashboard).toBeGreaterThanOrEqual(2);
    expect(await visitsOn('/stats', 'statistiques-1440')).toBe(dashboard);
    expect(await visitsOn('/stats/sources', 'sources-1440')).toBe(dashboard);
    expect(await visitsOn('/stats/audience', 'audience-1440')).toBe(dashboard);
  });

  it('lists the viewed article in « Pages vues » and downloads a chart as CSV', async () => {
    await page.goto(`${base}/admin/stats`);
    const table = page.getByRole('region', { name: 'Pages vues' });
    const row = table.getByRole('row').filter({ hasText: article.title });
    await row.waitFor();
    // Three page views of the seeded visits (two with a start, one without): at least those.
    expect(
      Number((await row.getByRole('cell').nth(1).textContent())?.replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(3);
    await table.scrollIntoViewIfNeeded();
    await shoot('pages-vues-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csv-simulations-par-jour').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^statistiques-simulations-par-jour-30j-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Jour;Visites;Simulations commencées;Terminées;Éligibles');
    expect(lines).toHaveLength(31);
    const visits = lines.slice(1).reduce((s, l) => s + Number(l.split(';')[1]), 0);
    expect(visits).toBe(await visitsOn('/stats', 'statistiques-1440'));
  });

  it('shows the article’s page views on the side of its editor', async () => {
    await page.goto(`${base}/admin/articles/${article.id}/edit`);
    const panel = page.getByTestId('page-views-side');
    await panel.waitFor();
    expect(Number((await panel.locator('strong').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
      3,
    );
    await panel.scrollIntoViewIfNeeded();
    await shoot('editeur-article-1440');
  });

  it('fits a 375 px screen, export links included', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, shot] of [
      ['/stats', 'statistiques-375'],
      ['/stats/audience', 'audience-375'],
    ] as const) {
      await visitsOn(path, shot);
      await page.getByText('Exporter en CSV').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    }
  });
});
