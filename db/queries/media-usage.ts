/**
 * Where the files of the media library are used: as an article's featured image, or referenced
 * (`/media/<file>`, the original or any of its variants) inside a body — articles and guides (Markdown), city
 * pages (HTML) — or inside the pending changes of a live page (pending_changes.data, JSON). The store narrows
 * the rows with LIKE (the same SQL on both dialects); the code then reads the references for certain.
 */
import { inArray, isNotNull, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { EditorialKind, MediaVariant } from '../schema.ts';
import { articles, cityPages, pendingChanges, thematicPages } from '../tables.ts';

export type MediaUseWhere = 'image à la une' | 'contenu' | 'modifications en attente';

/** One page that uses a file, and how. */
export type MediaUse = {
  kind: EditorialKind;
  id: number;
  title: string;
  /** The page's public address. */
  path: string;
  status: string;
  where: MediaUseWhere;
};

/** A file as usage detection needs it: its id, its name and its variants' names. */
export type MediaFiles = { id: number; fileName: string; variants: MediaVariant[] | null };

/** The stored names of a file: the original's, then its variants'. */
export function namesOf(file: MediaFiles): string[] {
  return [file.fileName, ...(file.variants ?? []).map((v) => v.fileName)];
}

/** The media file names a text refers to as `/media/<name>`. */
export function referencedNames(text: string | null | undefined): Set<string> {
  const out = new Set<string>();
  if (!text) return out;
  for (const m of text.matchAll(/\/media\/([0-9a-f-]{36}\.[a-z0-9]{3,4})(?![a-z0-9])/g))
    out.add(m[1] as string);
  return out;
}

/** `text LIKE '%/media/<name>%'` for one of the names, or for any media address when `names` is null. */
function mentions(column: SQLWrapper, names: string[] | null): SQL | undefined {
  if (names === null) return like(sql`${column}`, '%/media/%');
  return or(...names.map((n) => like(sql`${column}`, `%/media/${n}%`)));
}

const PUBLIC_PATH: Record<EditorialKind, (slug: string) => string> = {
  article: (slug) => `/conseil/${slug}`,
  guide: (slug) => `/guide/${slug}`,
  city: (slug) => `/${slug}`,
};

type Page = { kind: EditorialKind; id: number; title: string; slug: string; status: string };
type Candidate = Page & { where: MediaUseWhere; names: Set<string>; featuredImageId?: number | null };

/** Pages whose body or pending changes may mention the names (null: any media file), and featured images. */
async function candidates(db: Db, names: string[] | null, ids: number[] | null): Promise<Candidate[]> {
  const body = (rows: Array<Page & { text: string | null }>): Candidate[] =>
    rows.map(({ text, ...page }) => ({ ...page, where: 'contenu', names: referencedNames(text) }));
  const articleCols = {
    id: articles.id,
    title: articles.title,
    slug: articles.slug,
    status: articles.status,
  };
  const [articleBodies, guideBodies, cityBodies, featured, pending] = await Promise.all([
    db
      .select({ ...articleCols, text: articles.content })
      .from(articles)
      .where(mentions(articles.content, names)),
    db
      .select({
        id: thematicPages.id,
        title: thematicPages.title,
        slug: thematicPages.slug,
        status: thematicPages.status,
        text: thematicPages.content,
      })
      .from(thematicPages)
      .where(mentions(thematicPages.content, names)),
    db
      .select({
        id: cityPages.id,
        title: cityPages.cityName,
        slug: cityPages.slug,
        status: cityPages.status,
        text: cityPages.content,
      })
      .from(cityPages)
      .where(mentions(cityPages.content, names)),
    db
      .select({ ...articleCols, featuredImageId: articles.featuredImageId })
      .from(articles)
      .where(ids === null ? isNotNull(articles.featuredImageId) : inArray(articles.featuredImageId, ids)),
    pendingCandidates(db, names, ids),
  ]);
  return [
    ...body(articleBodies.map((r) => ({ ...r, kind: 'article' as const }))),
    ...body(guideBodies.map((r) => ({ ...r, kind: 'guide' as const }))),
    ...body(cityBodies.map((r) => ({ ...r, kind: 'city' as const }))),
    ...featured.map(
      (r): Candidate => ({ ...r, kind: 'article', where: 'image à la une', names: new Set<string>() }),
    ),
    ...pending,
  ];
}

/** Pending changes that mention the names (their JSON as text), or that set one of the files as featured. */
async function pendingCandidates(db: Db, names: string[] | null, ids: number[] | null): Promise<Candidate[]> {
  const asText = sql`cast(${pendingChanges.data} as text)`;
  const rows = await db
    .select({ kind: pendingChanges.kind, itemId: pendingChanges.itemId, data: pendingChanges.data })
    .from(pendingChanges)
    .where(or(mentions(asText, names), like(asText, '%featuredImageId%')));
  if (rows.length === 0) return [];
  const pages = await pagesByKind(db, rows);
  const out: Candidate[] = [];
  for (const row of rows) {
    const page = pages.get(`${row.kind}:${row.itemId}`);
    if (!page) continue;
    const featured = Number((row.data as { featuredImageId?: unknown }).featuredImageId);
    out.push({
      ...page,
      where: 'modifications en attente',
      names: referencedNames(JSON.stringify(row.data)),
      featuredImageId:
        Number.isInteger(featured) && (ids === null || ids.includes(featured)) ? featured : null,
    });
  }
  return out;
}

/** The pages the pending changes belong to, keyed `<kind>:<id>`. */
async function pagesByKind(db: Db, rows: Array<{ kind: EditorialKind; itemId: number }>) {
  const idsOf = (kind: EditorialKind) => rows.filter((r) => r.kind === kind).map((r) => r.itemId);
  const none = Promise.resolve([] as Array<Omit<Page, 'kind'>>);
  const [a, g, c] = await Promise.all([
    idsOf('article').length
      ? db
          .select({ id: articles.id, title: articles.title, slug: articles.slug, status: articles.status })
          .from(articles)
          .where(inArray(articles.id, idsOf('article')))
      : none,
    idsOf('guide').length
      ? db
          .select({
            id: thematicPages.id,
            title: thematicPages.title,
            slug: thematicPages.slug,
            status: thematicPages.status,
          })
          .from(thematicPages)
          .where(inArray(thematicPages.id, idsOf('guide')))
      : none,
    idsOf('city').length
      ? db
          .select({
            id: cityPages.id,
            title: cityPages.cityName,
            slug: cityPages.slug,
            status: cityPages.status,
          })
          .from(cityPages)
          .where(inArray(cityPages.id, idsOf('city')))
      : none,
  ]);
  const out = new Map<string, Page>();
  for (const [kind, list] of [
    ['article', a],
    ['guide', g],
    ['city', c],
  ] as const)
    for (const p of list) out.set(`${kind}:${p.id}`, { ...p, kind });
  return out;
}

/**
 * The pages that use each file, by file id (a file nobody uses has an empty list). Pass the whole library
 * (the store is asked for any media address) or a few files (asked for their own names).
 */
export async function mediaUsage(
  db: Db,
  files: MediaFiles[],
  scope: 'all' | 'these' = 'these',
): Promise<Map<number, MediaUse[]>> {
  const out = new Map<number, MediaUse[]>(files.map((f) => [f.id, []]));
  if (files.length === 0) return out;
  const byName = new Map<string, number>();
  for (const f of files) for (const n of namesOf(f)) byName.set(n, f.id);
  const list =
    scope === 'all'
      ? await candidates(db, null, null)
      : await candidates(
          db,
          [...byName.keys()],
          files.map((f) => f.id),
        );
  for (const c of list) {
    const ids = new Set<number>();
    for (const n of c.names) {
      const id = byName.get(n);
      if (id !== undefined) ids.add(id);
    }
    if (c.where !== 'contenu' && c.featuredImageId != null && out.has(c.featuredImageId))
      ids.add(c.featuredImageId);
    for (const id of ids) {
      const uses = out.get(id) as MediaUse[];
      const use: MediaUse = {
        kind: c.kind,
        id: c.id,
        title: c.title,
        path: PUBLIC_PATH[c.kind](c.slug),
        status: c.status,
        where: c.where,
      };
      if (!uses.some((u) => u.kind === use.kind && u.id === use.id && u.where === use.where)) uses.push(use);
    }
  }
  return out;
}
