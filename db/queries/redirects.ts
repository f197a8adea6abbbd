/**
 * Redirects of old addresses (issue 15): a slug change records one, editors add, edit and remove others.
 * The rules (canonical paths, no chain, no loop) are src/core/redirects.ts; here they are applied to the
 * table in one transaction, so that the table never holds a chain or a loop whatever the order of writes.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import {
  normalizeSitePath,
  planRedirect,
  type RedirectPlan,
  type RedirectProblem,
  type RedirectRule,
} from '../../src/core/redirects.ts';
import { guidePath } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import { affected, first, inTransaction } from '../dialect.ts';
import { articles, cityPages, redirects, thematicPages, user } from '../tables.ts';
import { isoNow, likeIgnoringCase } from './admin-shared.ts';

export type RedirectSource = 'slug' | 'manual';
export type RedirectWrite = { ok: true; id: number } | { ok: false; problem: RedirectProblem };

const SEARCH_LIMIT = 500;

/** The redirects, newest change first, optionally those whose old or new address contains `q`. */
export async function listRedirects(db: Db, options: { q?: string } = {}) {
  const q = options.q?.trim();
  const where = q
    ? or(likeIgnoringCase(redirects.fromPath, `%${q}%`), likeIgnoringCase(redirects.toPath, `%${q}%`))
    : undefined;
  const items = await db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      source: redirects.source,
      createdAt: redirects.createdAt,
      updatedAt: redirects.updatedAt,
      createdByName: user.name,
    })
    .from(redirects)
    .leftJoin(user, eq(user.id, redirects.createdBy))
    .where(where)
    .orderBy(desc(redirects.updatedAt), desc(redirects.id))
    .limit(SEARCH_LIMIT);
  return { items };
}

/** One redirect, or undefined. */
export async function redirectById(db: Db, id: number) {
  return first(
    db
      .select({
        id: redirects.id,
        fromPath: redirects.fromPath,
        toPath: redirects.toPath,
        source: redirects.source,
      })
      .from(redirects)
      .where(eq(redirects.id, id)),
  );
}

/** The redirect from this (canonical) path, if any. */
export async function redirectFrom(db: Db, fromPath: string) {
  return first(
    db
      .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath })
      .from(redirects)
      .where(eq(redirects.fromPath, fromPath)),
  );
}

const allRules = (db: Db): Promise<RedirectRule[]> =>
  db.select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects);

/** Writes a plan: the retargeted and removed rows, then the new or replaced row; the row's id. */
async function applyPlan(
  db: Db,
  plan: RedirectPlan,
  row: { id: number | null; source: RedirectSource; userId: string | null },
): Promise<number> {
  const now = isoNow();
  if (plan.remove.length > 0) await db.delete(redirects).where(inArray(redirects.id, plan.remove));
  if (plan.retarget.length > 0)
    await db
      .update(redirects)
      .set({ toPath: plan.toPath, updatedAt: now })
      .where(inArray(redirects.id, plan.retarget));
  const id = row.id ?? plan.replace;
  if (id !== null) {
    await db
      .update(redirects)
      .set({ fromPath: plan.fromPath, toPath: plan.toPath, source: row.source, updatedAt: now })
      .where(eq(redirects.id, id));
    return id;
  }
  const created = await first(
    db
      .insert(redirects)
      .values({
        fromPath: plan.fromPath,
        toPath: plan.toPath,
        source: row.source,
        createdBy: row.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: redirects.id }),
  );
  return created?.id as number;
}

/**
 * A live page moved from `from` to `to` (public paths, e.g. '/conseil/ancien' → '/conseil/nouveau'): the old
 * address answers 301 to the new one. Older redirects to `from` now go to `to` (no chain), and a redirect
 * from `to` is removed (the page is there again: a slug renamed back). Paths that are not paths of this
 * site, or equal ones, record nothing.
 */
export async function recordSlugChange(
  db: Db,
  { from, to, userId }: { from: string; to: string; userId: string | null },
): Promise<void> {
  const fromPath = normalizeSitePath(from);
  const toPath = normalizeSitePath(to);
  if (!fromPath.ok || !toPath.ok || fromPath.path === toPath.path) return;
  await inTransaction(db, async (tx) => {
    const planned = planRedirect(await allRules(tx), {
      fromPath: fromPath.path,
      toPath: toPath.path,
      source: 'slug',
    });
    if (planned.ok) await applyPlan(tx, planned.plan, { id: null, source: 'slug', userId });
  });
}

/**
 * A live page now stands at `path` (created or published there): a redirect from it is removed, so that the
 * page is served rather than sent elsewhere. Whether one was removed.
 */
export async function releasePath(db: Db, path: string): Promise<boolean> {
  const normalized = normalizeSitePath(path);
  if (!normalized.ok) return false;
  return affected(await db.delete(redirects).where(eq(redirects.fromPath, normalized.path))) > 0;
}

/** Adds a redirect typed by an editor (paths already canonical); refused on a loop or a duplicate. */
export async function createRedirect(
  db: Db,
  input: { fromPath: string; toPath: string; userId: string | null },
): Promise<RedirectWrite> {
  return inTransaction(db, async (tx) => {
    const planned = planRedirect(await allRules(tx), { ...input, source: 'manual' });
    if (!planned.ok) return planned;
    return {
      ok: true,
      id: await applyPlan(tx, planned.plan, { id: null, source: 'manual', userId: input.userId }),
    };
  });
}

/** Changes a redirect's addresses (it becomes a manual one); null when there is none with this id. */
export async function updateRedirect(
  db: Db,
  id: number,
  input: { fromPath: string; toPath: string },
): Promise<RedirectWrite | null> {
  return inTransaction(db, async (tx) => {
    const rules = await allRules(tx);
    if (!rules.some((r) => r.id === id)) return null;
    const planned = planRedirect(
      rules.filter((r) => r.id !== id),
      { ...input, source: 'manual' },
    );
    if (!planned.ok) return planned;
    return { ok: true, id: await applyPlan(tx, planned.plan, { id, source: 'manual', userId: null }) };
  });
}

/** Deletes a redirect; false when there was none. */
export async function deleteRedirect(db: Db, id: number): Promise<boolean> {
  return affected(await db.delete(redirects).where(eq(redirects.id, id))) > 0;
}

/** The slug an editorial page would have at this public path, by kind (paths are canonical). */
function editorialSlugAt(path: string): { kind: 'article' | 'guide' | 'city'; slug: string } | null {
  const article = /^\/conseil\/([^/]+)$/.exec(path);
  if (article) return { kind: 'article', slug: article[1] as string };
  const guide = /^(?:\/en)?\/guide\/([^/]+)$/.exec(path);
  if (guide) return { kind: 'guide', slug: guide[1] as string };
  const city = /^\/([^/]+)$/.exec(path);
  return city ? { kind: 'city', slug: city[1] as string } : null;
}

/** The addresses of the published pages among these slugs, by kind (a guide's depends on its language). */
const PUBLISHED_PATHS = {
  article: async (db: Db, slugs: string[]) =>
    (
      await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(and(inArray(articles.slug, slugs), eq(articles.status, 'published')))
    ).map((r) => `/conseil/${r.slug}`),
  guide: async (db: Db, slugs: string[]) =>
    (
      await db
        .select({ slug: thematicPages.slug, lang: thematicPages.lang })
        .from(thematicPages)
        .where(and(inArray(thematicPages.slug, slugs), eq(thematicPages.status, 'published')))
    ).map((r) => guidePath(r.slug, r.lang)),
  city: async (db: Db, slugs: string[]) =>
    (
      await db
        .select({ slug: cityPages.slug })
        .from(cityPages)
        .where(and(inArray(cityPages.slug, slugs), eq(cityPages.status, 'published')))
    ).map((r) => `/${r.slug}`),
} satisfies Record<string, (db: Db, slugs: string[]) => Promise<string[]>>;

const CHUNK = 500;

/** Which of these (canonical) paths are the address of a published article, guide or city page. */
export async function livePaths(db: Db, paths: readonly string[]): Promise<Set<string>> {
  const wanted = { article: new Set<string>(), guide: new Set<string>(), city: new Set<string>() };
  for (const path of paths) {
    const at = editorialSlugAt(path);
    if (at) wanted[at.kind].add(at.slug);
  }
  const asked = new Set(paths);
  const live = new Set<string>();
  for (const kind of ['article', 'guide', 'city'] as const) {
    const slugs = [...wanted[kind]];
    for (let i = 0; i < slugs.length; i += CHUNK) {
      for (const path of await PUBLISHED_PATHS[kind](db, slugs.slice(i, i + CHUNK)))
        if (asked.has(path)) live.add(path);
    }
  }
  return live;
}

/**
 * The redirects to answer (server 301s, the static build's redirect pages): all but those whose old
 * address is a published page's own again (a page published at that address wins over the redirect).
 */
export async function activeRedirects(db: Db): Promise<Array<{ fromPath: string; toPath: string }>> {
  const rows = await db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
    .from(redirects)
    .orderBy(redirects.fromPath);
  const live = await livePaths(
    db,
    rows.map((r) => r.fromPath),
  );
  return rows.filter((r) => !live.has(r.fromPath));
}
