/** Article categories and tags: the same shape (name, address, article count) and the same rules. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected, first, numeric } from '../dialect.ts';
import { articleCategories, tags } from '../tables.ts';

export type Taxonomy = 'categories' | 'tags';
const TABLES = { categories: articleCategories, tags };

/**
 * Categories or tags by name, each with the number of articles filed under it (`articleCount`) and how many
 * of those are published (`publishedCount`): what deleting it would touch, for the confirmation.
 */
export async function taxonomyList(db: Db, kind: Taxonomy) {
  const items =
    kind === 'tags'
      ? await db
          .select({
            id: tags.id,
            slug: tags.slug,
            name: tags.name,
            articleCount: numeric(sql`(SELECT count(*) FROM article_tags at WHERE at.tag_id = tags.id)`),
            publishedCount: numeric(
              sql`(SELECT count(*) FROM article_tags at JOIN articles a ON a.id = at.article_id
                   WHERE at.tag_id = tags.id AND a.status = 'published')`,
            ),
          })
          .from(tags)
          .orderBy(asc(tags.name))
      : await db
          .select({
            id: articleCategories.id,
            slug: articleCategories.slug,
            name: articleCategories.name,
            description: articleCategories.description,
            articleCount: numeric(
              sql`(SELECT count(*) FROM articles a WHERE a.category_id = article_categories.id)`,
            ),
            publishedCount: numeric(
              sql`(SELECT count(*) FROM articles a
                   WHERE a.category_id = article_categories.id AND a.status = 'published')`,
            ),
          })
          .from(articleCategories)
          .orderBy(asc(articleCategories.name));
  return { items };
}

/** The id of the category or tag at this address, if any. */
export async function taxonomyIdBySlug(db: Db, kind: Taxonomy, slug: string): Promise<number | null> {
  const table = TABLES[kind];
  return (await first(db.select({ id: table.id }).from(table).where(eq(table.slug, slug))))?.id ?? null;
}

/** Tags have no description: it is kept for categories only. */
export type TaxonomyFields = { name: string; slug: string; description: string | null };
const valuesOf = (kind: Taxonomy, f: TaxonomyFields) =>
  kind === 'tags' ? { name: f.name, slug: f.slug } : f;

/** Creates a category or tag; its id. */
export async function createTaxon(db: Db, kind: Taxonomy, fields: TaxonomyFields): Promise<number> {
  const table = TABLES[kind];
  return (await first(db.insert(table).values(valuesOf(kind, fields)).returning({ id: table.id })))
    ?.id as number;
}

/** Updates a category or tag; false when there is none. */
export async function updateTaxon(db: Db, kind: Taxonomy, id: number, fields: TaxonomyFields) {
  const table = TABLES[kind];
  return affected(await db.update(table).set(valuesOf(kind, fields)).where(eq(table.id, id))) > 0;
}

/** Deletes a category or tag (its articles keep no reference to it); false when there was none. */
export async function deleteTaxon(db: Db, kind: Taxonomy, id: number): Promise<boolean> {
  const table = TABLES[kind];
  return affected(await db.delete(table).where(eq(table.id, id))) > 0;
}
