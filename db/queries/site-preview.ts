/**
 * Reads for an editor's preview in the site layout (api/services/site-preview.ts): the stored row the form
 * edits, and what an article's references point to, shaped as the static build reads them (content.ts).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { tables as t } from '../tables.ts';
import type { ArticleData, ArticleRow, GuideRow } from './content.ts';
import type { CityPageRow } from './site.ts';

export async function articleRowById(db: Db, id: number): Promise<ArticleRow | null> {
  return (await first(db.select().from(t.articles).where(eq(t.articles.id, id)))) ?? null;
}

export async function guideRowById(db: Db, id: number): Promise<GuideRow | null> {
  return (await first(db.select().from(t.thematicPages).where(eq(t.thematicPages.id, id)))) ?? null;
}

export async function cityPageRowById(db: Db, id: number): Promise<CityPageRow | null> {
  return (await first(db.select().from(t.cityPages).where(eq(t.cityPages.id, id)))) ?? null;
}

/** An article's category, tags (by name, as the page lists them) and featured image. */
export async function articleReferences(
  db: Db,
  refs: { categoryId: number | null; tagIds: number[]; featuredImageId: number | null },
): Promise<Pick<ArticleData, 'category' | 'tags' | 'image'>> {
  const category = refs.categoryId
    ? ((await first(
        db.select().from(t.articleCategories).where(eq(t.articleCategories.id, refs.categoryId)),
      )) ?? null)
    : null;
  const tags =
    refs.tagIds.length > 0
      ? await db.select().from(t.tags).where(inArray(t.tags.id, refs.tagIds)).orderBy(asc(t.tags.name))
      : [];
  const media = refs.featuredImageId
    ? await first(db.select().from(t.media).where(eq(t.media.id, refs.featuredImageId)))
    : undefined;
  const image = media
    ? { fileName: media.fileName, alt: media.alt, width: media.width, height: media.height }
    : null;
  return { category, tags, image };
}
