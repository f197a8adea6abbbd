/**
 * What publishing on save reads of an article, a guide or a city page: its address, whether it is public, and
 * what other pages show of it (api/services/change-scope.ts decides from them which pages a save rebuilds).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { articles, cityPages, thematicPages } from '../tables.ts';

export type PublishedKind = 'article' | 'guide' | 'city';

export type PublicationState = {
  slug: string;
  published: boolean;
  /**
   * What the pages listing it show (title, category and date of an article; title of a guide; name, zone and
   * rents of a city page), as one comparable string. Absent: unknown, taken as changed.
   */
  listing?: string;
  /** The group whose pages list it: an article's category id, a city page's commune (INSEE code). */
  group?: string | null;
};

/** The address of this article, guide or city page and whether it is published; null when there is none. */
export async function publicationState(
  db: Db,
  kind: PublishedKind,
  id: number,
): Promise<PublicationState | null> {
  return stateWhere(db, kind, { id });
}

/** The same, found by its address. */
export async function publicationStateBySlug(
  db: Db,
  kind: PublishedKind,
  slug: string,
): Promise<PublicationState | null> {
  return stateWhere(db, kind, { slug });
}

async function stateWhere(
  db: Db,
  kind: PublishedKind,
  key: { id: number } | { slug: string },
): Promise<PublicationState | null> {
  switch (kind) {
    case 'article': {
      const row = await first(
        db
          .select({
            slug: articles.slug,
            status: articles.status,
            title: articles.title,
            categoryId: articles.categoryId,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .where('id' in key ? eq(articles.id, key.id) : eq(articles.slug, key.slug)),
      );
      if (!row) return null;
      return {
        slug: row.slug,
        published: row.status === 'published',
        listing: JSON.stringify([row.title, row.categoryId, row.publishedAt]),
        group: row.categoryId === null ? null : String(row.categoryId),
      };
    }
    case 'guide': {
      const row = await first(
        db
          .select({
            slug: thematicPages.slug,
            status: thematicPages.status,
            title: thematicPages.title,
            lang: thematicPages.lang,
            translationOf: thematicPages.translationOf,
          })
          .from(thematicPages)
          .where('id' in key ? eq(thematicPages.id, key.id) : eq(thematicPages.slug, key.slug)),
      );
      if (!row) return null;
      return {
        slug: row.slug,
        published: row.status === 'published',
        // The other guides list its title, in its language; its translation links to it (hreflang).
        listing: JSON.stringify([row.title, row.lang, row.translationOf]),
        group: null,
      };
    }
    case 'city': {
      const row = await first(
        db
          .select({
            slug: cityPages.slug,
            status: cityPages.status,
            insee: cityPages.inseeCode,
            name: cityPages.cityName,
            zone: cityPages.zoneApl,
            rent: cityPages.averageRent,
            rentYear: cityPages.averageRentYear,
            rentSource: cityPages.averageRentSource,
          })
          .from(cityPages)
          .where('id' in key ? eq(cityPages.id, key.id) : eq(cityPages.slug, key.slug)),
      );
      if (!row) return null;
      return {
        slug: row.slug,
        published: row.status === 'published',
        listing: JSON.stringify([row.name, row.zone, row.rent, row.rentYear, row.rentSource]),
        group: row.insee,
      };
    }
  }
}
