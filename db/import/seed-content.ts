/**
 * Imports the launch editorial content (content/editorial) into the database: guides (French, and English ones
 * in content/editorial/en/guides, each the translation of a French guide), Conseil articles with
 * their categories and tags, the FAQ, the legal pages and the partners. Idempotent: it creates what is
 * missing, updates what still holds the previously seeded text (so a corrected file reaches the site), and
 * never overwrites a row an editor changed since — the hash of what was seeded is kept in site_settings.
 * Each guide and article it creates or updates gets a revision with what it wrote (db/queries/revision-baseline.ts):
 * an editor's first change can always be undone.
 *
 *   npm run seed                            (DATABASE_PATH, default data/apl.db)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { slugify } from '#core/cities/slug.ts';
import { words as countWords, readingMinutes } from '#core/editorial/reading.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import { first, inTransaction } from '../dialect.ts';
import {
  faqSettingSchema,
  LEGAL_PAGES,
  legalPageSchema,
  partnersSettingSchema,
  SETTING_KEYS,
} from '../queries/content.ts';
import { addBaselineRevisions, snapshotRevisions } from '../queries/revision-baseline.ts';
import { syncSearchIndex } from '../queries/search.ts';
import { tables as t } from '../tables.ts';

export const EDITORIAL_DIR = resolve(import.meta.dirname, '..', '..', 'content', 'editorial');
const HASHES_KEY = 'content.seed-hashes';

const faqItem = z.object({ question: z.string().min(5), answer: z.string().min(5) });

export const guideFrontmatter = z.object({
  title: z.string().min(5),
  h1Title: z.string().min(5),
  metaTitle: z.string().min(5).max(70),
  metaDescription: z.string().min(50).max(160),
  themeCategory: z.enum(['guide', 'calcul', 'eligibilite', 'demarches', 'faq', 'autre']),
  faq: z.array(faqItem).min(2),
  testimonial: z
    .object({
      text: z.string().min(10),
      author: z.string().min(2),
      location: z.string().optional(),
      amount: z.number().int().positive().optional(),
    })
    .optional(),
  targetKeywords: z.array(z.string()).default([]),
  relatedSlugs: z.array(z.string()).default([]),
});

/** An English guide: a French guide's fields, plus the French guide it translates (its file's slug). */
export const englishGuideFrontmatter = guideFrontmatter.extend({
  translationOf: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

export const articleFrontmatter = z.object({
  title: z.string().min(5),
  excerpt: z.string().min(30).max(300),
  metaTitle: z.string().max(70).optional(),
  metaDescription: z.string().min(50).max(160),
  category: z.string().regex(/^[a-z0-9-]+$/),
  tags: z.array(z.string().min(2)).min(1),
  author: z.string().min(2),
  publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  featured: z.boolean().default(false),
});

const categoriesFile = z.array(
  z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), name: z.string(), description: z.string() }),
);
const legalFrontmatter = legalPageSchema.omit({ content: true });

/** `---\n{ json }\n---\nmarkdown` → [frontmatter, body]. */
export function splitFrontmatter(source: string, file: string): [unknown, string] {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!m) throw new Error(`${file} : en-tête JSON entre deux lignes « --- » attendu`);
  try {
    return [JSON.parse(m[1] as string), (m[2] as string).trim()];
  } catch (e) {
    throw new Error(`${file} : en-tête JSON invalide (${(e as Error).message})`);
  }
}

function parseFile<S extends z.ZodType>(
  path: string,
  schema: S,
): { data: z.output<S>; body: string; slug: string } {
  const [front, body] = splitFrontmatter(readFileSync(path, 'utf8'), path);
  const parsed = schema.safeParse(front);
  if (!parsed.success) {
    throw new Error(
      `${path} : ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(' ; ')}`,
    );
  }
  const slug = path.split('/').at(-1)?.replace(/\.md$/, '') ?? '';
  return { data: parsed.data, body, slug };
}

const markdownFiles = (dir: string) =>
  (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(dir, f));

/** Everything the files hold, validated: the seed and the tests read it the same way. */
export function loadEditorial(dir = EDITORIAL_DIR) {
  const guides = markdownFiles(join(dir, 'guides')).map((p) => parseFile(p, guideFrontmatter));
  const englishGuides = markdownFiles(join(dir, 'en', 'guides')).map((p) =>
    parseFile(p, englishGuideFrontmatter),
  );
  checkTranslations(guides, englishGuides);
  const articles = markdownFiles(join(dir, 'conseil')).map((p) => parseFile(p, articleFrontmatter));
  const categories = categoriesFile.parse(
    JSON.parse(readFileSync(join(dir, 'conseil', 'categories.json'), 'utf8')),
  );
  const faq = faqSettingSchema.parse(JSON.parse(readFileSync(join(dir, 'faq.json'), 'utf8')));
  const legal = LEGAL_PAGES.map((key) => {
    const { data, body } = parseFile(join(dir, 'pages', `${key}.md`), legalFrontmatter);
    return { key, page: legalPageSchema.parse({ ...data, content: body }) };
  });
  const partners = partnersSettingSchema.parse(JSON.parse(readFileSync(join(dir, 'partners.json'), 'utf8')));
  const categorySlugs = new Set(categories.map((c) => c.slug));
  for (const a of articles) {
    if (!categorySlugs.has(a.data.category))
      throw new Error(`conseil/${a.slug}.md : catégorie inconnue ${a.data.category}`);
  }
  return { guides, englishGuides, articles, categories, faq, legal, partners };
}

/**
 * An English guide has an address of its own (slugs are unique across languages), translates a French guide
 * that exists, one translation per French guide, and its related guides are English ones.
 */
function checkTranslations(
  guides: Array<{ slug: string }>,
  english: Array<{ slug: string; data: { translationOf: string; relatedSlugs: string[] } }>,
) {
  const french = new Set(guides.map((g) => g.slug));
  const englishSlugs = new Set(english.map((g) => g.slug));
  const translated = new Set<string>();
  for (const g of english) {
    const file = `en/guides/${g.slug}.md`;
    if (french.has(g.slug)) throw new Error(`${file} : adresse déjà prise par un guide français`);
    if (!french.has(g.data.translationOf))
      throw new Error(`${file} : traduit un guide français inconnu (${g.data.translationOf})`);
    if (translated.has(g.data.translationOf))
      throw new Error(`${file} : ${g.data.translationOf} a déjà une traduction anglaise`);
    translated.add(g.data.translationOf);
    const foreign = g.data.relatedSlugs.filter((s) => !englishSlugs.has(s));
    if (foreign.length > 0)
      throw new Error(`${file} : guides liés inconnus en anglais (${foreign.join(', ')})`);
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** JSON with the keys of every object in code-unit order: PostgreSQL's jsonb does not keep the written order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const hash = (value: unknown) => digest(canonicalJson(value));
/** The hash seeds wrote before canonicalJson (keys as written, which SQLite keeps): still recognised. */
const legacyHash = (value: unknown) => digest(JSON.stringify(value));

export type SeedReport = { created: number; updated: number; kept: number };

type Tx = Db;
type Content = ReturnType<typeof loadEditorial>;
/** The ids of the rows a seed updated, by kind: each gets a revision of what the seed wrote. */
type Updated = { guide: number[]; article: number[] };

/**
 * One seeded item: `current` is what the row holds now (null when missing), `wanted` what the file says.
 * Creates when missing; updates when the row is still exactly what we seeded last time; else keeps it
 * (an editor changed it, or created it: theirs wins).
 */
type Upsert = <V>(
  id: string,
  current: V | null,
  wanted: V,
  create: () => Promise<unknown>,
  update: () => Promise<unknown>,
) => Promise<void>;

function upserter(hashes: Record<string, string>, report: SeedReport): Upsert {
  return async (id, current, wanted, create, update) => {
    const wantedHash = hash(wanted);
    if (current === null) {
      await create();
      hashes[id] = wantedHash;
      report.created++;
      return;
    }
    const currentHash = hash(current);
    if (currentHash === wantedHash) {
      hashes[id] = wantedHash;
      report.kept++;
    } else if (hashes[id] === currentHash || hashes[id] === legacyHash(current)) {
      await update();
      hashes[id] = wantedHash;
      report.updated++;
    } else {
      report.kept++;
    }
  };
}

/** The fields of `row` named in `like` (what the seed compares), or null when there is no row. */
function pick<W extends object>(row: Record<string, unknown> | undefined, like: W): W | null {
  if (!row) return null;
  return Object.fromEntries(Object.keys(like).map((k) => [k, row[k]])) as W;
}

const now = () => new Date().toISOString();

/**
 * Guides → thematic_pages, French then English. An English guide is created in English with the link to the
 * French guide it translates; its language is not compared afterwards (nor a French guide's: the hashes of
 * rows seeded before languages existed stay valid).
 */
async function seedGuides(
  tx: Tx,
  upsert: Upsert,
  guides: Array<Content['guides'][number] & { data: { translationOf?: string } }>,
  lang: Locale,
  updated: number[],
) {
  for (const g of guides) {
    // The length a guide's save stores too (and the editor's counter shows): one rule, src/core/editorial/reading.ts.
    const words = countWords(g.body);
    const translation = g.data.translationOf === undefined ? {} : { translationOf: g.data.translationOf };
    const wanted = {
      title: g.data.title,
      h1Title: g.data.h1Title,
      metaTitle: g.data.metaTitle,
      metaDescription: g.data.metaDescription,
      themeCategory: g.data.themeCategory,
      content: g.body,
      faq: g.data.faq,
      testimonial: g.data.testimonial ?? null,
      targetKeywords: g.data.targetKeywords,
      relatedSlugs: g.data.relatedSlugs,
      ...translation,
    };
    const row = await first(tx.select().from(t.thematicPages).where(eq(t.thematicPages.slug, g.slug)));
    const extra = { wordCount: words, readingTime: readingMinutes(words) };
    await upsert(
      `guide:${g.slug}`,
      pick(row, wanted),
      wanted,
      () =>
        tx.insert(t.thematicPages).values({ slug: g.slug, lang, status: 'published', ...wanted, ...extra }),
      async () => {
        await tx
          .update(t.thematicPages)
          .set({ ...wanted, ...extra, updatedAt: now() })
          .where(eq(t.thematicPages.slug, g.slug));
        if (row) updated.push(row.id);
      },
    );
  }
}

/** Article categories; returns their ids by slug. */
async function seedCategories(
  tx: Tx,
  upsert: Upsert,
  categories: Content['categories'],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of categories) {
    const bySlug = () => tx.select().from(t.articleCategories).where(eq(t.articleCategories.slug, c.slug));
    const row = await first(bySlug());
    const wanted = { name: c.name, description: c.description };
    await upsert(
      `category:${c.slug}`,
      pick(row, wanted),
      wanted,
      () => tx.insert(t.articleCategories).values({ slug: c.slug, ...wanted }),
      () => tx.update(t.articleCategories).set(wanted).where(eq(t.articleCategories.slug, c.slug)),
    );
    const id = (await first(bySlug()))?.id;
    if (id != null) ids.set(c.slug, id);
  }
  return ids;
}

/** A tag's id, created when missing, never renamed. */
async function tagId(tx: Tx, name: string): Promise<number> {
  const slug = slugify(name);
  const found = await first(tx.select().from(t.tags).where(eq(t.tags.slug, slug)));
  if (found) return found.id;
  return (await first(tx.insert(t.tags).values({ slug, name }).returning({ id: t.tags.id })))?.id as number;
}

/** Conseil articles, with their tags attached only when the article is created or still as seeded. */
async function seedArticles(
  tx: Tx,
  upsert: Upsert,
  articles: Content['articles'],
  categoryIds: Map<string, number>,
  updated: number[],
) {
  for (const a of articles) {
    const wanted = {
      title: a.data.title,
      excerpt: a.data.excerpt,
      content: a.body,
      metaTitle: a.data.metaTitle ?? null,
      metaDescription: a.data.metaDescription,
      author: a.data.author,
      categoryId: categoryIds.get(a.data.category) ?? null,
      featured: a.data.featured,
      publishedAt: a.data.publishedAt,
    };
    const row = await first(tx.select().from(t.articles).where(eq(t.articles.slug, a.slug)));
    const attachTags = async (articleId: number) => {
      await tx.delete(t.articleTags).where(eq(t.articleTags.articleId, articleId));
      for (const name of a.data.tags)
        await tx.insert(t.articleTags).values({ articleId, tagId: await tagId(tx, name) });
    };
    await upsert(
      `article:${a.slug}`,
      pick(row, wanted),
      wanted,
      async () => {
        const created = await first(
          tx
            .insert(t.articles)
            .values({ slug: a.slug, status: 'published', ...wanted })
            .returning({ id: t.articles.id }),
        );
        await attachTags(created?.id as number);
      },
      async () => {
        await tx
          .update(t.articles)
          .set({ ...wanted, updatedAt: now() })
          .where(eq(t.articles.slug, a.slug));
        await attachTags(row?.id as number);
        if (row) updated.push(row.id);
      },
    );
  }
}

/** Site settings: the FAQ, the legal pages and the partners. */
async function seedSettings(tx: Tx, upsert: Upsert, content: Content) {
  const settings: Array<[string, unknown]> = [
    [SETTING_KEYS.faq, content.faq],
    ...content.legal.map(({ key, page }) => [SETTING_KEYS.legal(key), page] as [string, unknown]),
    [SETTING_KEYS.partners, content.partners],
  ];
  for (const [key, value] of settings) {
    const row = await first(tx.select().from(t.siteSettings).where(eq(t.siteSettings.key, key)));
    await upsert(
      `setting:${key}`,
      row ? row.value : null,
      value,
      () => tx.insert(t.siteSettings).values({ key, value }),
      () => tx.update(t.siteSettings).set({ value, updatedAt: now() }).where(eq(t.siteSettings.key, key)),
    );
  }
}

/** Seeds the content; safe to run at every start. */
export async function seedContent(db: Db, dir = EDITORIAL_DIR): Promise<SeedReport> {
  // Files are read (and the hashes computed) outside the transaction: inside it, only store queries.
  const content = loadEditorial(dir);
  const report: SeedReport = { created: 0, updated: 0, kept: 0 };
  await inTransaction(db, async (tx) => {
    const hashesRow = await first(tx.select().from(t.siteSettings).where(eq(t.siteSettings.key, HASHES_KEY)));
    const hashes: Record<string, string> = {
      ...((hashesRow?.value as Record<string, string> | undefined) ?? {}),
    };
    const upsert = upserter(hashes, report);
    const updated: Updated = { guide: [], article: [] };
    await seedGuides(tx, upsert, content.guides, 'fr', updated.guide);
    await seedGuides(tx, upsert, content.englishGuides, 'en', updated.guide);
    const categoryIds = await seedCategories(tx, upsert, content.categories);
    await seedArticles(tx, upsert, content.articles, categoryIds, updated.article);
    await seedSettings(tx, upsert, content);
    // What it updated gets a revision of the new text, what it created (and anything else lacking one) its
    // baseline revision.
    await snapshotRevisions(tx, 'guide', updated.guide);
    await snapshotRevisions(tx, 'article', updated.article);
    await addBaselineRevisions(tx);
    // The admin's search finds what the seed (and the communes' import before it) wrote (issue 30).
    await syncSearchIndex(tx);
    await tx
      .insert(t.siteSettings)
      .values({ key: HASHES_KEY, value: hashes })
      .onConflictDoUpdate({ target: t.siteSettings.key, set: { value: hashes } });
  });
  return report;
}
