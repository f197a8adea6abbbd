/**
 * Publishing on save (issue 7): after a successful back-office write, ask the publisher for the rebuild it
 * needs. A published article, guide or city page edited in place rebuilds only its pages; publishing,
 * unpublishing, deleting or renaming (slug) changes lists and the sitemap, so the whole site is rebuilt.
 * Drafts rebuild nothing.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../../db/client.ts';
import { articles, cityPages, thematicPages } from '../../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { type Change, publisherOf } from '../../services/publisher.ts';

type Watched = {
  kind: 'article' | 'city' | 'guide';
  label: string;
  pattern: RegExp;
  read: (db: Db, id: number) => { slug: string; published: boolean } | null;
};

const rowOf = (table: typeof articles | typeof thematicPages | typeof cityPages) => (db: Db, id: number) => {
  const row = db.select({ slug: table.slug, status: table.status }).from(table).where(eq(table.id, id)).get();
  return row ? { slug: row.slug, published: row.status === 'published' } : null;
};

const WATCHED: Watched[] = [
  {
    kind: 'article',
    label: 'article',
    pattern: /^\/api\/admin\/articles(?:\/(\d+))?(?:\/(?:publish|unpublish))?$/,
    read: rowOf(articles),
  },
  {
    kind: 'guide',
    label: 'guide',
    pattern: /^\/api\/admin\/thematiques(?:\/(\d+))?$/,
    read: rowOf(thematicPages),
  },
  { kind: 'city', label: 'page ville', pattern: /^\/api\/admin\/cities\/(\d+)$/, read: rowOf(cityPages) },
];

/** Writes that change many pages at once (lists, every article, nearby cities, sitemap). */
const SITE_WIDE =
  /^\/api\/admin\/(?:cities\/batch-seo|city-generator|categories(?:\/\d+)?|tags(?:\/\d+)?|media\/\d+)$/;

export function publishOnSave(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path;
    if (SITE_WIDE.test(path)) {
      await next();
      if (c.res.ok)
        publisherOf(ctx).request({
          kind: 'full',
          reason: `modification : ${path.replace('/api/admin/', '')}`,
        });
      return;
    }
    const watched = WATCHED.find((w) => w.pattern.test(path));
    if (!watched) return next();
    const id = Number(watched.pattern.exec(path)?.[1]);
    const before = Number.isInteger(id) ? watched.read(ctx.db, id) : null;
    await next();
    if (!c.res.ok) return;
    const createdId = Number.isInteger(id)
      ? id
      : Number(((await c.res.clone().json()) as { id?: number }).id);
    const after = Number.isInteger(createdId) ? watched.read(ctx.db, createdId) : null;
    const change = changeFor(watched, before, after);
    if (change) publisherOf(ctx).request(change);
  };
}

export function changeFor(
  w: Pick<Watched, 'kind' | 'label'>,
  before: { slug: string; published: boolean } | null,
  after: { slug: string; published: boolean } | null,
): Change | null {
  if (!before?.published && !after?.published) return null; // a draft: nothing public changes
  const slug = (after ?? before)?.slug as string;
  if (before?.published && after?.published && before.slug === after.slug) {
    return { kind: w.kind, slug, reason: `${w.label} « ${slug} » modifié(e)` };
  }
  const what = !after
    ? 'supprimé(e)'
    : !before?.published
      ? 'publié(e)'
      : !after.published
        ? 'dépublié(e)'
        : 'renommé(e)';
  return { kind: 'full', reason: `${w.label} « ${slug} » ${what}` };
}
