/**
 * The pages a published change rebuilds (publishing, api/services/publisher.ts). A change names an article, a
 * guide or a city page, with what it was before and is after the write (db/queries/admin-publishing.ts). The scope
 * lists the addresses to rebuild from the store: each one the store publishes is rendered, any other is removed
 * from the new build (api/services/site-builds.ts), so one rule covers an edit, a publication, an
 * unpublication, a deletion and a rename. The lists, the home page, the site plan, the Conseil search index and
 * the zone pages are rendered by every build; the sitemap is merged.
 *
 * - its own page, under its old and its new address (a rename removes the old one, or a redirect takes it);
 * - when what other pages show of it changed (it appeared, disappeared, was renamed, or its title, category,
 *   name, zone or rents changed), the pages that list it: the articles of its category (« related articles »),
 *   every guide (« related guides » always link the core guides and are capped), the city pages listing it among
 *   their nearby cities; a city among the largest ones is compared on every city page: then the whole site.
 */
import type { Db } from '../../db/client.ts';
import { type PublicationState, publicationStateBySlug } from '../../db/queries/admin-publishing.ts';
import { articlesInCategories, citiesShowing, publishedGuideSlugs } from '../../db/queries/builds.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';

export type ItemKind = 'city' | 'article' | 'guide';

/**
 * A change to one article, guide or city page. `before`/`after` are its states around the write (null: it did
 * not exist, or no longer does); without them the change is taken as an edit of `slug` whose listed fields may
 * have changed.
 */
export type ItemChange = {
  kind: ItemKind;
  slug: string;
  reason: string;
  before?: PublicationState | null;
  after?: PublicationState | null;
};

/** What the scope of a change needs from the store (the real one: storeLookups). */
export type ScopeLookups = {
  state(kind: ItemKind, slug: string): Promise<PublicationState | null>;
  articlesIn(categoryIds: number[]): Promise<string[]>;
  guides(): Promise<string[]>;
  citiesShowing(insee: string): Promise<{ nearby: string[]; everywhere: boolean }>;
};

export function storeLookups(db: Db): ScopeLookups {
  return {
    state: (kind, slug) => publicationStateBySlug(db, kind, slug),
    articlesIn: (ids) => articlesInCategories(db, ids),
    guides: () => publishedGuideSlugs(db),
    citiesShowing: (insee) => citiesShowing(db, insee),
  };
}

const LIST: Record<ItemKind, 'cities' | 'articles' | 'guides'> = {
  city: 'cities',
  article: 'articles',
  guide: 'guides',
};

/** The scope of one change to an item; null when the whole site must be rebuilt. */
export async function scopeOfItemChange(
  change: ItemChange,
  lookups: ScopeLookups,
): Promise<BuildScope | null> {
  let { before, after } = change;
  if (before === undefined && after === undefined) {
    // An edit described by its address only: what other pages show of it may have changed.
    const now = await lookups.state(change.kind, change.slug);
    after = now;
    before = now ? { ...now, listing: undefined } : null;
  }
  const pub = (s: PublicationState | null | undefined) => (s?.published ? s : null);
  const was = pub(before);
  const is = pub(after);
  const own = unique([change.slug, before?.slug, after?.slug]);
  const listed =
    !was ||
    !is ||
    was.slug !== is.slug ||
    was.listing === undefined ||
    was.listing !== is.listing ||
    was.group !== is.group;
  const scope = (keys: string[]): BuildScope => ({ [LIST[change.kind]]: unique([...own, ...keys]) });
  if (!listed || (!was && !is)) return scope([]);
  const groups = unique([was?.group, is?.group]);
  switch (change.kind) {
    case 'article': {
      const ids = groups.map(Number).filter(Number.isInteger);
      return scope(await lookups.articlesIn(ids));
    }
    case 'guide':
      return scope(await lookups.guides());
    case 'city': {
      const nearby: string[] = [];
      for (const insee of groups) {
        const showing = await lookups.citiesShowing(insee);
        if (showing.everywhere) return null;
        nearby.push(...showing.nearby);
      }
      return scope(nearby);
    }
  }
}

function unique(values: Array<string | null | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}
