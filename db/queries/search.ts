/**
 * The admin's search (issue 30): articles, guides, city pages, FAQ entries and media, by title, slug and body,
 * with the store's full-text search — SQLite FTS5 (`search_fts`, unicode61 without diacritics) or PostgreSQL's
 * tsvector (`search_entries.document`, GIN), both over the same folded text (src/core/search/text.ts), created by
 * migration 0009 (SQLite) / 0007 (PostgreSQL), outside the drizzle schemas.
 *
 * The index is kept current in the write paths of db/queries (indexItems, inside the writer's transaction), and
 * syncSearchIndex, run with the migrations and after each seed, (re)indexes whatever was written otherwise: an
 * entry remembers the stamp of its source (updated_at, a file's texts, the FAQ's setting) and is redone when it
 * differs.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { foldText, plainText, type Snippet, searchTerms, snippetOf } from '#core/search/text.ts';
import { guidePath } from '../../src/i18n/locales.ts';
import { type Db, kindOf } from '../client.ts';
import { first, rawRows, rawRun } from '../dialect.ts';
import type { FaqItem } from '../schema.ts';
import { articles, cityPages, media, siteSettings, thematicPages } from '../tables.ts';
import { faqSettingSchema, SETTING_KEYS } from './content.ts';

export const SEARCH_KINDS = ['article', 'guide', 'city', 'faq', 'media'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What an entry holds: its text as shown, and the stamp of the source it was made from. */
type Doc = { itemId: number; title: string; slug: string; body: string; stamp: string; extra?: string };

const joinText = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => plainText(p))
    .filter(Boolean)
    .join(' · ');
const faqText = (faq: FaqItem[] | null | undefined) =>
  (faq ?? []).map((f) => `${f.question} ${f.answer}`).join(' ');

/** The documents of these items of one kind (the FAQ: every entry), read from their rows. */
async function docsOf(db: Db, kind: Exclude<SearchKind, 'faq'>, ids: number[]): Promise<Doc[]> {
  if (kind === 'article') {
    const rows = await db.select().from(articles).where(inArray(articles.id, ids));
    return rows.map((r) => ({
      itemId: r.id,
      title: r.title,
      slug: r.slug,
      body: joinText(r.excerpt, r.content, r.metaDescription),
      stamp: r.updatedAt,
    }));
  }
  if (kind === 'guide') {
    const rows = await db.select().from(thematicPages).where(inArray(thematicPages.id, ids));
    return rows.map((r) => ({
      itemId: r.id,
      title: r.title,
      slug: r.slug,
      body: joinText(r.h1Title, r.content, faqText(r.faq), r.metaDescription),
      stamp: r.updatedAt,
    }));
  }
  if (kind === 'city') {
    const rows = await db.select().from(cityPages).where(inArray(cityPages.id, ids));
    return rows.map((r) => ({
      itemId: r.id,
      title: r.cityName,
      slug: r.slug,
      body: joinText(r.metaTitle, r.content, faqText(r.faq), r.metaDescription),
      stamp: r.updatedAt,
      extra: r.inseeCode,
    }));
  }
  const rows = await db.select().from(media).where(inArray(media.id, ids));
  return rows.map((r) => ({
    itemId: r.id,
    title: r.alt || r.originalName,
    slug: r.fileName,
    body: joinText(r.originalName, r.alt),
    stamp: mediaStamp(r),
  }));
}

const mediaStamp = (r: { alt: string; originalName: string }) => `${r.alt}|${r.originalName}`;

/** Writes (or replaces) the entries of these documents, 100 to a statement. */
async function upsertDocs(db: Db, kind: SearchKind, docs: Doc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 100) {
    const values = docs.slice(i, i + 100).map((d) => {
      const docTitle = foldText(d.title);
      const docSlug = foldText(`${d.slug} ${d.extra ?? ''}`);
      const docBody = foldText(d.body);
      return sql`(${kind}, ${d.itemId}, ${d.title}, ${d.slug}, ${d.body}, ${d.stamp}, ${docTitle}, ${docSlug}, ${docBody})`;
    });
    await rawRun(
      db,
      sql`INSERT INTO search_entries (kind, item_id, title, slug, body, stamp, doc_title, doc_slug, doc_body)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (kind, item_id) DO UPDATE SET title = excluded.title, slug = excluded.slug,
          body = excluded.body, stamp = excluded.stamp, doc_title = excluded.doc_title,
          doc_slug = excluded.doc_slug, doc_body = excluded.doc_body`,
    );
  }
}

async function deleteEntries(db: Db, kind: SearchKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await rawRun(db, sql`DELETE FROM search_entries WHERE kind = ${kind} AND item_id IN (${list})`);
}

/**
 * Brings the entries of these items up to date (an item gone: its entry removed). Called by the write paths with
 * their transaction, after their writes, so that the index and the content change together.
 */
export async function indexItems(db: Db, kind: Exclude<SearchKind, 'faq'>, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const docs = await docsOf(db, kind, chunk);
    await upsertDocs(db, kind, docs);
    const found = new Set(docs.map((d) => d.itemId));
    await deleteEntries(
      db,
      kind,
      chunk.filter((id) => !found.has(id)),
    );
  }
}

/** Re-indexes the FAQ's entries (one per question, numbered from 1 as the /faq page reads them). */
export async function indexFaq(db: Db): Promise<void> {
  const row = await first(db.select().from(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.faq)));
  const parsed = faqSettingSchema.safeParse(row?.value);
  const items = parsed.success ? parsed.data.items : [];
  await rawRun(db, sql`DELETE FROM search_entries WHERE kind = 'faq'`);
  await upsertDocs(
    db,
    'faq',
    items.map((f, k) => ({
      itemId: k + 1,
      title: plainText(f.question),
      slug: f.category ?? '',
      body: plainText(f.answer),
      stamp: row?.updatedAt ?? '',
    })),
  );
}

/** The table and stamp of each kind kept in its own table, for syncSearchIndex. */
const SOURCES: Record<Exclude<SearchKind, 'faq'>, { table: string; stamp: SQL }> = {
  article: { table: 'articles', stamp: sql`src.updated_at` },
  guide: { table: 'thematic_pages', stamp: sql`src.updated_at` },
  city: { table: 'city_pages', stamp: sql`src.updated_at` },
  media: { table: 'media', stamp: sql`src.alt || '|' || src.original_name` },
};

/**
 * Indexes what is missing or stale and forgets what is gone, for every kind; how many entries it redid. Idempotent
 * and fast when nothing changed (one anti-join per kind): run with the migrations and after each seed.
 */
export async function syncSearchIndex(db: Db): Promise<number> {
  let redone = 0;
  for (const [kind, source] of Object.entries(SOURCES) as Array<
    [Exclude<SearchKind, 'faq'>, typeof SOURCES.article]
  >) {
    const table = sql.identifier(source.table);
    const stale = await rawRows<{ id: number }>(
      db,
      sql`SELECT src.id AS id FROM ${table} src
        LEFT JOIN search_entries e ON e.kind = ${kind} AND e.item_id = src.id
        WHERE e.id IS NULL OR e.stamp <> ${source.stamp}`,
    );
    await indexItems(
      db,
      kind,
      stale.map((r) => Number(r.id)),
    );
    redone += stale.length;
    await rawRun(
      db,
      sql`DELETE FROM search_entries WHERE kind = ${kind} AND item_id NOT IN (SELECT id FROM ${table})`,
    );
  }
  const faq = await rawRows<{ stale: number | string }>(
    db,
    sql`SELECT count(*) AS stale FROM search_entries e WHERE e.kind = 'faq' AND e.stamp <> coalesce(
      (SELECT s.updated_at FROM site_settings s WHERE s.key = ${SETTING_KEYS.faq}), '')`,
  );
  const faqCount = await rawRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM search_entries WHERE kind = 'faq'`,
  );
  const hasFaq = await first(
    db.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.faq)),
  );
  if (Number(faq[0]?.stale ?? 0) > 0 || (hasFaq && Number(faqCount[0]?.n ?? 0) === 0)) {
    await indexFaq(db);
    redone += 1;
  }
  return redone;
}

// ───────────────────────── Searching ─────────────────────────

export type SearchOptions = { kinds?: readonly SearchKind[]; limit?: number };

export type SearchHit = {
  kind: SearchKind;
  id: number;
  title: string;
  slug: string;
  /** Plain text (never HTML): render it as text, the marks as <mark> around slices of it. */
  snippet: Snippet;
  /** The admin screen that edits it (a path under /admin), or null when the admin has none (the FAQ). */
  editPath: string | null;
  /** Where the public site shows it, when it has its own address. */
  publicPath: string | null;
};

type Row = {
  kind: SearchKind;
  item_id: number | string;
  title: string;
  slug: string;
  body: string;
  folded: string;
};

/** The longest part of a body read for a snippet. */
const SNIPPET_SOURCE = 10_000;

/**
 * Items matching every term of `query` (each as a word's beginning, accents and case ignored), best first: a
 * term in the title counts more than in the slug, and more than in the body. No term, no hit.
 */
export async function searchContent(
  db: Db,
  query: string,
  options: SearchOptions = {},
): Promise<SearchHit[]> {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const kinds = options.kinds?.length ? options.kinds : SEARCH_KINDS;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows =
    kindOf(db) === 'postgres'
      ? await rawRows<Row>(
          db,
          sql`SELECT e.kind, e.item_id, e.title, e.slug, substr(e.body, 1, ${SNIPPET_SOURCE}) AS body,
            substr(e.doc_body, 1, ${SNIPPET_SOURCE}) AS folded
            FROM search_entries e, to_tsquery('simple', ${terms.map((t) => `'${t}':*`).join(' & ')}) q
            WHERE e.document @@ q AND e.kind IN (${kindList})
            ORDER BY ts_rank(e.document, q) DESC, e.kind, e.item_id LIMIT ${limit}`,
        )
      : await rawRows<Row>(
          db,
          sql`SELECT e.kind, e.item_id, e.title, e.slug, substr(e.body, 1, ${SNIPPET_SOURCE}) AS body,
            substr(e.doc_body, 1, ${SNIPPET_SOURCE}) AS folded
            FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
            WHERE search_fts MATCH ${terms.map((t) => `"${t}"*`).join(' ')} AND e.kind IN (${kindList})
            ORDER BY bm25(search_fts, 10.0, 4.0, 1.0), e.kind, e.item_id LIMIT ${limit}`,
        );
  const english = await englishGuides(db, rows);
  return rows.map((r) => hitOf(r, terms, english));
}

/** Which of these guides are English (their address is /en/guide/<slug>): the entries do not keep the language. */
async function englishGuides(db: Db, rows: Row[]): Promise<Set<number>> {
  const ids = rows.filter((r) => r.kind === 'guide').map((r) => Number(r.item_id));
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: thematicPages.id })
    .from(thematicPages)
    .where(and(inArray(thematicPages.id, ids), eq(thematicPages.lang, 'en')));
  return new Set(found.map((g) => g.id));
}

function hitOf(r: Row, terms: string[], english: ReadonlySet<number>): SearchHit {
  const id = Number(r.item_id);
  // The index's folded body has the body's length (foldText): the matches found in it are the body's.
  const snippet = snippetOf(r.body, terms, 160, r.folded);
  const paths: Record<SearchKind, [string | null, string | null]> = {
    article: [`/articles/${id}/edit`, `/conseil/${r.slug}`],
    guide: [`/thematiques/${id}/edit`, guidePath(r.slug, english.has(id) ? 'en' : 'fr')],
    city: [`/cities/${id}/edit`, `/${r.slug}`],
    faq: [null, '/faq'],
    // The library's own filter reads a file's name and alternative text, of which the title is one.
    media: [`/media?q=${encodeURIComponent(r.title)}`, `/media/${r.slug}`],
  };
  const [editPath, publicPath] = paths[r.kind];
  return { kind: r.kind, id, title: r.title, slug: r.slug, snippet, editPath, publicPath };
}
