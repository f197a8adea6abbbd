/**
 * Where the files of the media library are used: as an article's featured image, or referenced
 * (`/media/<file>`, the original or any of its variants) inside any text a page or an e-mail renders — the bodies
 * of articles and guides (Markdown) and of city pages (HTML), the FAQ answers of guides and city pages, the
 * pending changes of a live page (pending_changes.data), the site's settings (the FAQ page…) and the e-mail
 * templates (their HTML, text and words). The store narrows the rows with LIKE (the same SQL on both dialects);
 * the code then reads the references for certain.
 */
import { inArray, isNotNull, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { EditorialKind, MediaVariant } from '../schema.ts';
import {
  articles,
  cityPages,
  emailTemplates,
  pendingChanges,
  siteSettings,
  thematicPages,
} from '../tables.ts';

export type MediaUseWhere = 'image à la une' | 'contenu' | 'FAQ' | 'modifications en attente' | 'e-mail';

/** What uses a file: a page (article, guide, city page), a setting of the site, an e-mail template. */
export type MediaUserKind = EditorialKind | 'setting' | 'email';

/** One page (or setting, or e-mail template) that uses a file, and how. */
export type MediaUse = {
  kind: MediaUserKind;
  /** The page's id; a setting's or a template's key. */
  id: number | string;
  title: string;
  /** The page's public address (null: an e-mail). */
  path: string | null;
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

/** The names a JSON value (a FAQ, a setting, pending changes) refers to. */
const namesInJson = (value: unknown) => referencedNames(value == null ? null : JSON.stringify(value));

/** A column as text on both dialects (a JSON column of SQLite is text already, PostgreSQL's is jsonb). */
const asText = (column: SQLWrapper) => sql`cast(${column} as text)`;

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
type Candidate = Omit<MediaUse, 'where'> & {
  where: MediaUseWhere;
  names: Set<string>;
  featuredImageId?: number | null;
};

const asPage = (p: Page) => ({
  kind: p.kind,
  id: p.id,
  title: p.title,
  path: PUBLIC_PATH[p.kind](p.slug),
  status: p.status,
});

/** A page's body and FAQ answers, as two candidates (a body without FAQ: one). */
function fromBody(row: Page & { content: string | null; faq?: unknown }): Candidate[] {
  const { content, faq, ...page } = row;
  return [
    { ...asPage(page), where: 'contenu', names: referencedNames(content) },
    { ...asPage(page), where: 'FAQ', names: namesInJson(faq) },
  ];
}

/** Articles, guides and city pages whose body or FAQ may mention the names (null: any media file). */
async function bodyCandidates(db: Db, names: string[] | null): Promise<Candidate[]> {
  const page = (t: typeof thematicPages | typeof cityPages) => ({
    id: t.id,
    slug: t.slug,
    status: t.status,
    content: t.content,
    faq: t.faq,
  });
  const [a, g, c] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        status: articles.status,
        content: articles.content,
      })
      .from(articles)
      .where(mentions(articles.content, names)),
    db
      .select({ ...page(thematicPages), title: thematicPages.title })
      .from(thematicPages)
      .where(or(mentions(thematicPages.content, names), mentions(asText(thematicPages.faq), names))),
    db
      .select({ ...page(cityPages), title: cityPages.cityName })
      .from(cityPages)
      .where(or(mentions(cityPages.content, names), mentions(asText(cityPages.faq), names))),
  ]);
  return [
    ...a.flatMap((r) => fromBody({ ...r, kind: 'article' })),
    ...g.flatMap((r) => fromBody({ ...r, kind: 'guide' })),
    ...c.flatMap((r) => fromBody({ ...r, kind: 'city' })),
  ];
}

/** What a setting is called and where it shows (the FAQ page), read from its key and value. */
function settingUse(key: string, value: unknown): Omit<MediaUse, 'where'> {
  const title = (value as { title?: unknown } | null)?.title;
  return {
    kind: 'setting',
    id: key,
    title: typeof title === 'string' ? title : key === 'content.faq' ? 'Questions fréquentes' : key,
    path: key === 'content.faq' ? '/faq' : null,
    status: 'published',
  };
}

/** The site's settings and the e-mail templates that may mention the names. */
async function siteCandidates(db: Db, names: string[] | null): Promise<Candidate[]> {
  const [settings, emails] = await Promise.all([
    db
      .select()
      .from(siteSettings)
      .where(mentions(asText(siteSettings.value), names)),
    db
      .select()
      .from(emailTemplates)
      .where(
        or(
          mentions(emailTemplates.html, names),
          mentions(emailTemplates.text, names),
          mentions(asText(emailTemplates.blocks), names),
        ),
      ),
  ]);
  return [
    ...settings.map(
      (s): Candidate => ({ ...settingUse(s.key, s.value), where: 'contenu', names: namesInJson(s.value) }),
    ),
    ...emails.map(
      (e): Candidate => ({
        kind: 'email',
        id: e.key,
        title: e.name,
        path: null,
        status: 'published',
        where: 'e-mail',
        names: referencedNames(`${e.html} ${e.text} ${JSON.stringify(e.blocks ?? {})}`),
      }),
    ),
  ];
}

/** Everything that may use the names (null: any media file), and the articles featuring one of the ids. */
async function candidates(db: Db, names: string[] | null, ids: number[] | null): Promise<Candidate[]> {
  const [bodies, site, featured, pending] = await Promise.all([
    bodyCandidates(db, names),
    siteCandidates(db, names),
    db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        status: articles.status,
        featuredImageId: articles.featuredImageId,
      })
      .from(articles)
      .where(ids === null ? isNotNull(articles.featuredImageId) : inArray(articles.featuredImageId, ids)),
    pendingCandidates(db, names, ids),
  ]);
  return [
    ...bodies,
    ...site,
    ...featured.map(
      ({ featuredImageId, ...r }): Candidate => ({
        ...asPage({ ...r, kind: 'article' }),
        where: 'image à la une',
        names: new Set<string>(),
        featuredImageId,
      }),
    ),
    ...pending,
  ];
}

/** Pending changes that mention the names (their JSON as text), or that set one of the files as featured. */
async function pendingCandidates(db: Db, names: string[] | null, ids: number[] | null): Promise<Candidate[]> {
  const data = asText(pendingChanges.data);
  const rows = await db
    .select({ kind: pendingChanges.kind, itemId: pendingChanges.itemId, data: pendingChanges.data })
    .from(pendingChanges)
    .where(or(mentions(data, names), like(data, '%featuredImageId%')));
  if (rows.length === 0) return [];
  const pages = await pagesByKind(db, rows);
  const out: Candidate[] = [];
  for (const row of rows) {
    const page = pages.get(`${row.kind}:${row.itemId}`);
    if (!page) continue;
    const featured = Number((row.data as { featuredImageId?: unknown }).featuredImageId);
    out.push({
      ...asPage(page),
      where: 'modifications en attente',
      names: namesInJson(row.data),
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
 * What uses each file, by file id (a file nobody uses has an empty list). Pass the whole library
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
      const { names: _, featuredImageId: __, ...use } = c;
      if (!uses.some((u) => u.kind === use.kind && u.id === use.id && u.where === use.where)) uses.push(use);
    }
  }
  return out;
}
