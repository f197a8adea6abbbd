/**
 * Pending work and bulk actions in Chromium (issue 30), on a server of its own with a real publisher: an editor
 * sees a change held on a live article in « Travail en attente » on the dashboard, with who saved it, and publishes
 * it from there — the public page then shows it; she ticks two drafts in the article list and publishes both in one
 * action — both pages then answer. At 1440 and 375 px (no sideways scrolling of the page at 375).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { type OwnSite, startOwnSite } from '../support/own-site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '';
const EMAIL = 'attente.e2e@example.fr';
let site: OwnSite;
let db: Db;
let base: string;
let browser: Browser;
let live: Array<{ id: number; slug: string; title: string }>;

beforeAll(async () => {
  site = await startOwnSite('pending-bulk');
  db = site.db;
  base = site.base;
  await createAccount(site.env.DATABASE_PATH, EMAIL, ['editor']);
  live = db.$client
    .prepare("SELECT id, slug, title FROM articles WHERE status = 'published' ORDER BY id LIMIT 2")
    .all() as typeof live;
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const publicPage = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, text: res.status === 200 ? await res.text() : '' };
};
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/attente-${name}.png`, fullPage: true });
};
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Calls the admin API from the signed-in page (its cookie, same origin). */
function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

type Detail = Record<string, unknown> & { version: number; content: string; title: string };

/** A change held on a live article: its text gets `marker` (saved, not yet public). */
async function holdChange(page: Page, id: number, marker: string) {
  const detail = await call<Detail>(page, 'GET', `/api/admin/articles/${id}`);
  const saved = await call<Detail>(page, 'PUT', `/api/admin/articles/${id}`, {
    ...detail,
    content: `${detail.content}\n\n${marker}`,
    version: detail.version,
  });
  expect(saved.pending).toBeTruthy();
}

async function signedIn(kind: 'desktop' | 'mobile') {
  const page = await newPage(browser, kind);
  await signIn(page, base, EMAIL);
  await page.waitForURL(`${base}/admin`);
  return page;
}

describe('pending work on the dashboard', () => {
  it('shows a held change with who saved it, and publishes it from there (1440 px)', async () => {
    const [article] = live;
    if (!article) throw new Error('no published article in the seed');
    const page = await signedIn('desktop');
    const marker = 'Phrase retenue puis publiée depuis le tableau de bord.';
    await holdChange(page, article.id, marker);
    await page.goto(`${base}/admin`);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Travail en attente' }) });
    const line = card.getByTestId('pending-line').filter({ hasText: article.title });
    await line.getByText(/Modifications enregistrées par attente\.e2e le/).waitFor();
    await expect(line.getByRole('link', { name: article.title }).getAttribute('href')).resolves.toBe(
      `/admin/articles/${article.id}/edit`,
    );
    await shoot(page, 'tableau-de-bord-1440');
    expect((await publicPage(`/conseil/${article.slug}`)).text).not.toContain(marker);
    await line.getByRole('button', { name: `Publier les modifications de ${article.title}` }).click();
    await card.getByText(`Les modifications de « ${article.title} » sont publiées.`).waitFor();
    // The card is loaded again: the line is gone.
    await expect
      .poll(() => card.getByTestId('pending-line').filter({ hasText: article.title }).count())
      .toBe(0);
    await expect
      .poll(async () => (await publicPage(`/conseil/${article.slug}`)).text.includes(marker), {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(true);
    await page.close();
  }, 180_000);

  it('fits at 375 px, and « Abandonner » drops the held change', async () => {
    const article = live[1];
    if (!article) throw new Error('no second published article in the seed');
    const page = await signedIn('mobile');
    await holdChange(page, article.id, 'Phrase abandonnée.');
    await page.goto(`${base}/admin`);
    const line = page.getByTestId('pending-line').filter({ hasText: article.title });
    const discard = line.getByRole('button', { name: `Abandonner les modifications de ${article.title}` });
    await discard.waitFor();
    const box = await discard.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'tableau-de-bord-375');
    page.once('dialog', (d) => void d.accept());
    await discard.click();
    await page.getByText(`Les modifications de « ${article.title} » sont abandonnées.`).waitFor();
    const detail = await call<Detail>(page, 'GET', `/api/admin/articles/${article.id}`);
    expect(detail.pending).toBeNull();
    await page.close();
  }, 120_000);
});

describe('pending work in the article list', () => {
  it('badges a held change and a schedule, « En attente » keeps only them; « Annuler » on the dashboard (1440 px)', async () => {
    const [article] = live;
    if (!article) throw new Error('no published article in the seed');
    const page = await signedIn('desktop');
    await holdChange(page, article.id, 'Phrase retenue pour la liste.');
    const later = await call<{ id: number; title: string }>(page, 'POST', '/api/admin/articles', {
      title: 'Attente : brouillon programmé',
    });
    const runAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await call(page, 'POST', `/api/admin/articles/${later.id}/schedules`, { action: 'publish', runAt });
    const idle = 'Attente : brouillon sans rien';
    await call(page, 'POST', '/api/admin/articles', { title: idle });

    await page.goto(`${base}/admin/articles`);
    await page.getByRole('link', { name: idle }).waitFor();
    await page.getByLabel('En attente').selectOption('1');
    await expect.poll(() => page.getByRole('link', { name: idle }).count()).toBe(0);
    const held = page.getByRole('row').filter({ hasText: article.title });
    await held.getByText('Modifications en attente').waitFor();
    const scheduled = page.getByRole('row').filter({ hasText: later.title });
    await scheduled.getByText(/^Publication prévue le \d/).waitFor();
    await shoot(page, 'liste-en-attente-1440');

    await page.goto(`${base}/admin`);
    const line = page.getByTestId('pending-line').filter({ hasText: later.title });
    await line.getByText(/Publication prévue le .* \(programmée par attente\.e2e\)/).waitFor();
    await line.getByRole('button', { name: `Annuler la programmation de ${later.title}` }).click();
    await page.getByText(`La programmation de « ${later.title} » est annulée.`).waitFor();
    const detail = await call<{ schedules: unknown[] }>(page, 'GET', `/api/admin/articles/${later.id}`);
    expect(detail.schedules).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('bulk actions on the article list', () => {
  for (const kind of ['desktop', 'mobile'] as const)
    it(`publishes two ticked drafts in one action (${kind === 'desktop' ? 1440 : 375} px)`, async () => {
      const page = await signedIn(kind);
      const titles = [`Lot ${kind} : premier brouillon`, `Lot ${kind} : second brouillon`];
      const drafts: Array<{ id: number; slug: string }> = [];
      for (const title of titles) drafts.push(await call(page, 'POST', '/api/admin/articles', { title }));
      await page.goto(`${base}/admin/articles`);
      await page.getByLabel('Statut').selectOption('draft');
      for (const title of titles) await page.getByLabel(`Cocher ${title}`).check();
      const bar = page.getByRole('region', { name: 'Actions groupées' });
      await bar.getByText('2 coché(s)').waitFor();
      if (kind === 'mobile') expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `liste-cochee-${kind === 'desktop' ? 1440 : 375}`);
      await bar.getByRole('button', { name: 'Appliquer aux éléments cochés (2)' }).click();
      await bar.getByText('Publier : 2 fait(s), 0 refusé(s).').waitFor();
      // The draft filter no longer shows them.
      for (const title of titles)
        await expect.poll(() => page.getByRole('link', { name: title }).count()).toBe(0);
      await shoot(page, `liste-publiee-${kind === 'desktop' ? 1440 : 375}`);
      for (const d of drafts)
        await expect
          .poll(async () => (await publicPage(`/conseil/${d.slug}`)).status, {
            timeout: 90_000,
            interval: 500,
          })
          .toBe(200);
      await page.close();
    }, 180_000);
});
