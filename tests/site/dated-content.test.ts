/**
 * Dated content on real pages (issue 25): a sentence in `{{avant:2027-01}}…{{/avant}}` is on the pages built
 * for December 2026 and gone from those built for January 2027, a sentence in `{{depuis:2027-01}}…{{/depuis}}`
 * the other way round — with the clock of the amounts (`APL_BUILD_MONTH`). Checked on the seeded guide that
 * uses blocks, and on a guide, an article and a FAQ item written here into a copy of the test store, with
 * blocks in every kind of text (body, title, excerpt, FAQ question and answer, worked example). Each month is
 * a build of these pages only (BUILD_SCOPE), as a publication would run it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type CheerioAPI, load } from 'cheerio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../../db/client.ts';
import { loadEditorial } from '../../db/import/seed-content.ts';
import { faqSetting } from '../../db/queries/content.ts';
import { articles, cityPages, siteSettings, thematicPages } from '../../db/tables.ts';
import { legalFigures, withFigures } from '../../src/lib/build/apl-figures.ts';
import { datedBlocks } from '../../src/lib/build/dated-content.ts';
import { markdownToSafeHtml } from '../../src/lib/build/html.ts';
import { siteServer } from '../support/site.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'apl-dated-'));
const store = join(dir, 'apl.db');
const MONTHS = ['2026-12', '2027-01'] as const;
type Month = (typeof MONTHS)[number];
const spaces = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const OLD = 'Règle ancienne du test';
const NEW = 'Règle nouvelle du test';
/** Both sentences of one text: the old one until December 2026, the new one from January 2027. */
const both = (where: string) =>
  `{{avant:2027-01}}${OLD} (${where}).{{/avant}}{{depuis:2027-01}}${NEW} (${where}).{{/depuis}}`;

/** The seeded French guide that holds blocks of January 2027, and the first sentence of each of its blocks. */
const seeded = loadEditorial().guides.flatMap((g) => {
  const blocks = datedBlocks(g.body).filter((b) => b.month === '2027-01');
  if (!blocks.some((b) => b.kind === 'avant') || !blocks.some((b) => b.kind === 'depuis')) return [];
  const text = (body: string) =>
    spaces(load(markdownToSafeHtml(withFigures(body, legalFigures('2026-12')))).text()).slice(0, 80);
  return [{ slug: g.slug, blocks: blocks.map((b) => ({ kind: b.kind, text: text(b.body) })) }];
})[0];

async function writeTestContent() {
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(store);
  source.close();
  const db = openDb(store);
  await db.insert(thematicPages).values({
    slug: 'test-contenu-date',
    title: `Guide daté ${both('titre')}`,
    metaDescription: `Description du guide daté, assez longue pour une page. ${both('description')}`,
    content: `Introduction.\n\n${both('corps')}\n\n{{depuis:2027-01}}\n## Depuis 2027\n\nDeux paragraphes.\n{{/depuis}}`,
    faq: [{ question: `Question ${both('question')}`, answer: both('réponse') }],
    testimonial: { text: `Cas ${both('cas pratique')}`, author: 'Exemple' },
    status: 'published',
  });
  await db.insert(articles).values({
    slug: 'test-article-date',
    title: `Article daté ${both('titre d’article')}`,
    excerpt: `Chapô ${both('chapô')}`,
    content: both('article'),
    status: 'published',
    publishedAt: '2026-11-01',
  });
  // Batch SEO keeps the year as the build's figure (src/core/validation/seo-text.ts), never as typed digits.
  await db
    .update(cityPages)
    .set({ metaTitle: 'APL Lyon {{annee}} : simulation', metaDescription: 'Votre APL à Lyon en {{annee}}.' })
    .where(eq(cityPages.slug, 'apl-lyon'));
  const items = (await faqSetting(db))?.items ?? [];
  await db
    .update(siteSettings)
    .set({
      value: { items: [...items, { question: `FAQ ${both('question FAQ')}`, answer: both('réponse FAQ') }] },
    })
    .where(eq(siteSettings.key, 'content.faq'));
  await closeDb(db);
}

/** The pages under test, built for `month` into their own folder. */
function buildFor(month: Month): string {
  const out = join(dir, month);
  const r = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_PATH: store,
      ASTRO_OUT_DIR: out,
      APL_BUILD_MONTH: month,
      BUILD_SCOPE: JSON.stringify({
        cities: ['apl-lyon'],
        articles: ['test-article-date'],
        guides: ['test-contenu-date', ...(seeded ? [seeded.slug] : [])],
      }),
      ASTRO_TELEMETRY_DISABLED: '1',
      PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`astro build (${month}) : ${r.stderr}`);
  return out;
}

const built = new Map<Month, string>();
beforeAll(async () => {
  await writeTestContent();
  for (const month of MONTHS) built.set(month, buildFor(month));
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (month: Month, path: string): CheerioAPI =>
  load(readFileSync(join(built.get(month) ?? '', path, 'index.html'), 'utf8'));
/** What a reader reads: the main content, the title and the description. */
const readable = ($: CheerioAPI) =>
  spaces(`${$('title').text()} ${$('meta[name=description]').attr('content')} ${$('main').text()}`);

describe('dated blocks, built for a month', () => {
  it.each([
    ['guide/test-contenu-date', ['titre', 'description', 'corps', 'question', 'réponse', 'cas pratique']],
    ['conseil/test-article-date', ['titre d’article', 'chapô', 'article']],
    ['faq', ['question FAQ', 'réponse FAQ']],
  ])('%s shows the old rule until December 2026 and the new one from January 2027', (path, places) => {
    const december = readable(page('2026-12', path));
    const january = readable(page('2027-01', path));
    for (const where of places) {
      expect(december, where).toContain(`${OLD} (${where}).`);
      expect(december, where).not.toContain(`${NEW} (${where}).`);
      expect(january, where).toContain(`${NEW} (${where}).`);
      expect(january, where).not.toContain(`${OLD} (${where}).`);
    }
    for (const text of [december, january]) expect(text).not.toMatch(/\{\{\s*\/?\s*(depuis|avant)/);
  });

  it('writes the year of the build in a city page’s SEO title and description ({{annee}})', () => {
    for (const [month, year] of [
      ['2026-12', '2026'],
      ['2027-01', '2027'],
    ] as const) {
      const $ = page(month, 'apl-lyon');
      expect($('title').text()).toContain(`APL Lyon ${year} : simulation`);
      expect($('meta[name=description]').attr('content')).toBe(`Votre APL à Lyon en ${year}.`);
    }
  });

  it('keeps the Markdown of a block: its heading from January 2027 only', () => {
    expect(page('2026-12', 'guide/test-contenu-date')('main h2:contains("Depuis 2027")').length).toBe(0);
    expect(page('2027-01', 'guide/test-contenu-date')('main h2:contains("Depuis 2027")').length).toBe(1);
  });

  it('on the seeded guide that uses blocks: each block is read in its months only', () => {
    expect(seeded, 'un guide de content/editorial avec des blocs datés de 2027-01').toBeDefined();
    if (!seeded) return;
    const text = {
      '2026-12': readable(page('2026-12', `guide/${seeded.slug}`)),
      '2027-01': readable(page('2027-01', `guide/${seeded.slug}`)),
    };
    for (const block of seeded.blocks) {
      const shownIn: Month = block.kind === 'avant' ? '2026-12' : '2027-01';
      const hiddenIn: Month = block.kind === 'avant' ? '2027-01' : '2026-12';
      expect(text[shownIn], `${block.kind} dans ${shownIn}`).toContain(block.text);
      expect(text[hiddenIn], `${block.kind} dans ${hiddenIn}`).not.toContain(block.text);
    }
  });
});
