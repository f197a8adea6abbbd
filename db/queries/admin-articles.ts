/** Conseil articles in the back-office: list, one article with its tags and image, save, publish, delete. */
import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { articleCategories, articles, articleTags, media, type PublicationStatus, tags } from '../schema.ts';
import { isoNow } from './admin-shared.ts';

export type ArticleFilters = { status: PublicationStatus | 'all'; q?: string | undefined };

/** Articles matching the filters, last edited first, with their category's name. */
export async function articleList(db: Db, f: ArticleFilters) {
  const items = db
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
        f.q ? or(like(articles.title, `%${f.q}%`), like(articles.slug, `%${f.q}%`)) : undefined,
      ),
    )
    .orderBy(desc(articles.updatedAt))
    .all();
  return { items };
}

/** One article with its tag ids and featured image; null when there is none. */
export async function articleDetail(db: Db, id: number) {
  const row = db.select().from(articles).where(eq(articles.id, id)).get();
  if (!row) return null;
  const tagIds = db
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, id))
    .all()
    .map((t) => t.id);
  const image = row.featuredImageId
    ? (db.select().from(media).where(eq(media.id, row.featuredImageId)).get() ?? null)
    : null;
  return {
    ...row,
    tagIds,
    featuredImage: image ? { id: image.id, url: `/media/${image.fileName}`, alt: image.alt } : null,
  };
}

/** The id of the article at this address, if any. */
export async function articleIdBySlug(db: Db, slug: string): Promise<number | null> {
  return db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).get()?.id ?? null;
}

/** Which of an article's references no longer exist (an image, a category or tags deleted meanwhile). */
export async function missingReferences(
  db: Db,
  refs: { featuredImageId: number | null; categoryId: number | null; tagIds: number[] },
) {
  const image =
    refs.featuredImageId !== null &&
    !db.select({ id: media.id }).from(media).where(eq(media.id, refs.featuredImageId)).get();
  const category =
    refs.categoryId !== null &&
    !db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.id, refs.categoryId))
      .get();
  const unique = new Set(refs.tagIds);
  const found =
    unique.size === 0
      ? []
      : db
          .select({ id: tags.id })
          .from(tags)
          .where(inArray(tags.id, [...unique]))
          .all();
  return { image, category, tags: found.length !== unique.size };
}

export type ArticleFields = Omit<
  typeof articles.$inferInsert,
  'id' | 'status' | 'publishedAt' | 'createdAt' | 'updatedAt'
>;

/** Creates (no id) or updates an article and replaces its tags, all or none; its id. */
export async function saveArticle(db: Db, fields: ArticleFields, tagIds: number[], id?: number) {
  const values = { ...fields, updatedAt: isoNow() };
  return db.transaction((tx) => {
    let articleId = id;
    if (articleId === undefined) {
      articleId = tx.insert(articles).values(values).returning({ id: articles.id }).all()[0]?.id as number;
    } else {
      tx.update(articles).set(values).where(eq(articles.id, articleId)).run();
      tx.delete(articleTags).where(eq(articleTags.articleId, articleId)).run();
    }
    const unique = [...new Set(tagIds)];
    if (unique.length > 0)
      tx.insert(articleTags)
        .values(unique.map((tagId) => ({ articleId: articleId as number, tagId })))
        .run();
    return articleId;
  });
}

/** Publishes (keeping the first publication date) or unpublishes an article. */
export async function setArticleStatus(
  db: Db,
  article: { id: number; publishedAt: string | null },
  status: PublicationStatus,
): Promise<void> {
  db.update(articles)
    .set({
      status,
      publishedAt: status === 'published' ? (article.publishedAt ?? isoNow()) : article.publishedAt,
      updatedAt: isoNow(),
    })
    .where(eq(articles.id, article.id))
    .run();
}

/** Deletes an article; false when there was none. */
export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  return db.delete(articles).where(eq(articles.id, id)).run().changes > 0;
}
