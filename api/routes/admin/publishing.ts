/**
 * Publishing on save (issue 7): after a successful back-office write, ask the publisher for the rebuild it
 * needs. A published article, guide or city page that is edited, published, unpublished, deleted or renamed
 * (slug) rebuilds only the pages that show it, from its states before and after the write
 * (api/services/change-scope.ts); the lists and the sitemap follow. Drafts rebuild nothing. A new alt text or
 * focal point of an image rebuilds the pages that show it (`rebuildPagesShowing`).
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../../db/client.ts';
import { type PublicationState, publicationState } from '../../../db/queries/admin-publishing.ts';
import { type MediaFiles, mediaUsage } from '../../../db/queries/media-usage.ts';
import type { AppContext } from '../../context.ts';
import type { ItemChange } from '../../services/change-scope.ts';
import { type Change, publisherOf } from '../../services/publisher.ts';

type Watched = {
  kind: 'article' | 'city' | 'guide';
  label: string;
  pattern: RegExp;
};

const WATCHED: Watched[] = [
  {
    kind: 'article',
    label: 'article',
    pattern: /^\/api\/admin\/articles(?:\/(\d+))?(?:\/(?:publish|unpublish))?$/,
  },
  { kind: 'guide', label: 'guide', pattern: /^\/api\/admin\/thematiques(?:\/(\d+))?$/ },
  { kind: 'city', label: 'page ville', pattern: /^\/api\/admin\/cities\/(\d+)$/ },
];

/**
 * Writes that change many pages at once (lists, every article, nearby cities, sitemap). Not a media file's: its
 * alt text and focal point rebuild the pages that show it (`rebuildPagesShowing`), and only a file no page uses
 * can be deleted.
 */
const SITE_WIDE = /^\/api\/admin\/(?:cities\/batch-seo|city-generator|categories(?:\/\d+)?|tags(?:\/\d+)?)$/;

export function publishOnSave(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path;
    if (SITE_WIDE.test(path)) {
      await next();
      if (c.res.ok)
        await publisherOf(ctx).request({
          kind: 'full',
          reason: `modification : ${path.replace('/api/admin/', '')}`,
        });
      return;
    }
    const watched = WATCHED.find((w) => w.pattern.test(path));
    if (!watched) return next();
    const id = Number(watched.pattern.exec(path)?.[1]);
    const before = Number.isInteger(id) ? await publicationState(ctx.db, watched.kind, id) : null;
    await next();
    if (!c.res.ok) return;
    // A save of a live item goes to its pending changes (issue 15): nothing public changes until they are published.
    if (c.req.method === 'PUT' && before?.published) return;
    const createdId = Number.isInteger(id)
      ? id
      : Number(((await c.res.clone().json()) as { id?: number }).id);
    const after = Number.isInteger(createdId)
      ? await publicationState(ctx.db, watched.kind, createdId)
      : null;
    const change = changeFor(watched, before, after);
    if (change) await publisherOf(ctx).request(change);
  };
}

export function changeFor(
  w: Pick<Watched, 'kind' | 'label'>,
  before: PublicationState | null,
  after: PublicationState | null,
): Change | null {
  if (!before?.published && !after?.published) return null; // a draft: nothing public changes
  // The address that is (or was last) public.
  const slug = after?.published ? after.slug : (before?.slug as string);
  const what = !after
    ? 'supprimé(e)'
    : !before?.published
      ? 'publié(e)'
      : !after.published
        ? 'dépublié(e)'
        : before.slug !== after.slug
          ? 'renommé(e)'
          : 'modifié(e)';
  return { kind: w.kind, slug, reason: `${w.label} « ${slug} » ${what}`, before, after };
}

/**
 * The rebuild a new alt text or focal point of a media file needs (both are written into the pages that show
 * it): each published article, guide or city page showing it in its text, its FAQ or as its featured image, its
 * own page only (what the lists show of it is unchanged); the whole site when a setting shows it (the header,
 * the home page, the FAQ page…); nothing when no public page does (unused, or in drafts, pending changes or
 * e-mails only).
 */
export async function mediaChange(db: Db, file: MediaFiles): Promise<Change | null> {
  const uses = (await mediaUsage(db, [file])).get(file.id) ?? [];
  const reason = `média n° ${file.id} modifié (texte alternatif ou point d’intérêt)`;
  if (uses.some((use) => use.kind === 'setting')) return { kind: 'full', reason };
  const pages = new Map<string, ItemChange>();
  for (const use of uses) {
    if (use.kind === 'setting' || use.kind === 'email' || use.where === 'modifications en attente') continue;
    const key = `${use.kind}:${use.id}`;
    if (pages.has(key)) continue;
    const state = await publicationState(db, use.kind, Number(use.id));
    if (state?.published)
      pages.set(key, { kind: use.kind, slug: state.slug, reason, before: state, after: state });
  }
  const changes = [...pages.values()];
  if (changes.length <= 1) return changes[0] ?? null;
  return { kind: 'items', reason, changes };
}

/** Asks the publisher for the pages that show `file` (mediaChange), if any. */
export async function rebuildPagesShowing(ctx: AppContext, file: MediaFiles): Promise<void> {
  const change = await mediaChange(ctx.db, file);
  if (change) await publisherOf(ctx).request(change);
}
