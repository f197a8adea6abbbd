/** Conseil articles in the back-office: list, one article with its tags and image, save, publish, delete. */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected, first, inTransaction } from '../dialect.ts';
import type { PublicationStatus } from '../schema.ts';
import { articleCategories, articles, articleTags, media, tags } from '../tables.ts';
import { isoNow, likeIgnoringCase } from './admin-shared.ts';
import { deleteEditorialTrail } from './editorial.ts';
import { hasPendingWork } from './pending-work.ts';
import { indexItems, searchContent } from './search.ts';
import { moveToTrash } from './trash.ts';

export type ArticleFilters = {
  status: PublicationStatus | 'all';
  q?: string | undefined;
  /** '1': only those with a held change or a schedule to come (« En attente », issue 30). */
  pending?: '0' | '1' | undefined;
};

/**
 * Articles matching the filters, last edited first, with their category's name. `q` finds a part of the title or
 * the address, or words of the body (the admin's full-text search, issue 30).
 */
export async function articleList(db: Db, f: ArticleFilters) {
  const found = f.q
    ? (await searchContent(db, f.q, { kinds: ['article'], limit: 100 })).map((h) => h.id)
    : [];
  const items = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      status: articles.status,
      featured: articles.featured,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      category: articleCategories.name,
    })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      and(
        f.status === 'all' ? undefined : eq(articles.status, f.status),
        f.pending === '1' ? hasPendingWork('article', articles.id) : undefined,
        f.q
          ? or(
              likeIgnoringCase(articles.title, `%${f.q}%`),
              likeIgnoringCase(articles.slug, `%${f.q}%`),
              found.length > 0 ? inArray(articles.id, found) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(desc(articles.updatedAt));
  return { items };
}

/** One article with its tag ids and featured image; null when there is none. */
export async function articleDetail(db: Db, id: number) {
  const row = await first(db.select().from(articles).where(eq(articles.id, id)));
  if (!row) return null;
  const tagIds = (
    await db
      .select({ id: articleTags.tagId })
      .from(articleTags)
      .where(eq(articleTags.articleId, id))
      .orderBy(asc(articleTags.tagId))
  ).map((t) => t.id);
  const image = row.featuredImageId
    ? ((await first(db.select().from(media).where(eq(media.id, row.featuredImageId)))) ?? null)
    : null;
  return {
    ...row,
    tagIds,
    featuredImage: image ? { id: image.id, url: `/media/${image.fileName}`, alt: image.alt } : null,
  };
}

/** The id of the article at this address, if any. */
export async function articleIdBySlug(db: Db, slug: string): Promise<number | null> {
  return (
    (await first(db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug))))?.id ?? null
  );
}

/** Which of an article's references no longer exist (an image, a category or tags deleted meanwhile). */
export async function missingReferences(
  db: Db,
  refs: { featuredImageId: number | null; categoryId: number | null; tagIds: number[] },
) {
  const image =
    refs.featuredImageId !== null &&
    !(await first(db.select({ id: media.id }).from(media).where(eq(media.id, refs.featuredImageId))));
  const category =
    refs.categoryId !== null &&
    !(await first(
      db
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(eq(articleCategories.id, refs.categoryId)),
    ));
  const unique = new Set(refs.tagIds);
  const found =
    unique.size === 0
      ? []
      : await db
          .select({ id: tags.id })
          .from(tags)
          .where(inArray(tags.id, [...unique]));
  return { image, category, tags: found.length !== unique.size };
}

export type ArticleFields = Omit<
  typeof articles.$inferInsert,
  'id' | 'status' | 'publishedAt' | 'createdAt' | 'updatedAt'
>;

/** Creates (no id) or updates an article and replaces its tags, all or none; its id. */
export async function saveArticle(db: Db, fields: ArticleFields, tagIds: number[], id?: number) {
  const values = { ...fields, updatedAt: isoNow() };
  return inTransaction(db, async (tx) => {
    let articleId = id;
    if (articleId === undefined) {
      articleId = (await first(tx.insert(articles).values(values).returning({ id: articles.id })))
        ?.id as number;
    } else {
      await tx.update(articles).set(values).where(eq(articles.id, articleId));
      await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
    }
    const unique = [...new Set(tagIds)];
    if (unique.length > 0)
      await tx.insert(articleTags).values(unique.map((tagId) => ({ articleId: articleId as number, tagId })));
    await indexItems(tx, 'article', [articleId]);
    return articleId;
  });
}

/** Deletes an article with its revisions, pending changes and schedules; false when there was none. */
/**
 * Deletes it to the trash (db/queries/trash.ts), restorable for 30 days with its revisions; its schedules are
 * cancelled. `by`: who deleted it.
 */
export async function deleteArticle(
  db: Db,
  id: number,
  by: { userId: string | null; at: Date } = { userId: null, at: new Date() },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await moveToTrash(tx, 'article', id, by.userId, by.at))) return false;
    await deleteEditorialTrail(tx, 'article', id);
    const deleted = affected(await tx.delete(articles).where(eq(articles.id, id))) > 0;
    await indexItems(tx, 'article', [id]);
    return deleted;
  });
}
