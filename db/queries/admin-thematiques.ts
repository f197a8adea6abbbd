/** Thematic guide pages (/guide/<slug>, /en/guide/<slug>) in the back-office: list, one page, save, delete. */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import { affected, first, inTransaction } from '../dialect.ts';
import type { GuideStatus } from '../schema.ts';
import { thematicPages } from '../tables.ts';
import { isoNow, likeIgnoringCase } from './admin-shared.ts';
import { deleteEditorialTrail } from './editorial.ts';
import { hasPendingWork } from './pending-work.ts';
import { indexItems, searchContent } from './search.ts';
import { moveToTrash } from './trash.ts';

/** The categories of a guide, declared once: by the schema's column. */
export { THEME_CATEGORIES } from '../schema.ts';

export type GuideFilters = {
  status: GuideStatus | 'all';
  lang?: Locale | 'all';
  q?: string | undefined;
  /** '1': only those with a held change or a schedule to come (« En attente », issue 30). */
  pending?: '0' | '1' | undefined;
};

/** Guides matching the filters, last edited first. */
export async function guideList(db: Db, f: GuideFilters) {
  // A part of the title, or words of the body (the admin's full-text search, issue 30).
  const found = f.q ? (await searchContent(db, f.q, { kinds: ['guide'], limit: 100 })).map((h) => h.id) : [];
  const items = await db
    .select({
      id: thematicPages.id,
      slug: thematicPages.slug,
      title: thematicPages.title,
      themeCategory: thematicPages.themeCategory,
      lang: thematicPages.lang,
      translationOf: thematicPages.translationOf,
      updatedAt: thematicPages.updatedAt,
      status: thematicPages.status,
      seoScore: thematicPages.seoScore,
      wordCount: thematicPages.wordCount,
      readingTime: thematicPages.readingTime,
    })
    .from(thematicPages)
    .where(
      and(
        f.status === 'all' ? undefined : eq(thematicPages.status, f.status),
        f.pending === '1' ? hasPendingWork('guide', thematicPages.id) : undefined,
        !f.lang || f.lang === 'all' ? undefined : eq(thematicPages.lang, f.lang),
        f.q
          ? or(
              likeIgnoringCase(thematicPages.title, `%${f.q}%`),
              found.length > 0 ? inArray(thematicPages.id, found) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(desc(thematicPages.updatedAt));
  return { items };
}

/** One guide; null when there is none. */
export async function guideDetail(db: Db, id: number) {
  return (await first(db.select().from(thematicPages).where(eq(thematicPages.id, id)))) ?? null;
}

/** The id of the guide at this address, if any. */
export async function guideIdBySlug(db: Db, slug: string): Promise<number | null> {
  return (
    (await first(db.select({ id: thematicPages.id }).from(thematicPages).where(eq(thematicPages.slug, slug))))
      ?.id ?? null
  );
}

export type GuideFields = Omit<typeof thematicPages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Creates (no id) or updates a guide; its id. A renamed French guide keeps its translations: their link
 * (`translationOf`) follows the new address.
 */
export async function saveGuide(db: Db, fields: GuideFields, id?: number): Promise<number> {
  const values = { ...fields, updatedAt: isoNow() };
  if (id === undefined) {
    const created = (await first(db.insert(thematicPages).values(values).returning({ id: thematicPages.id })))
      ?.id as number;
    await indexItems(db, 'guide', [created]);
    return created;
  }
  const before = await first(
    db
      .select({ slug: thematicPages.slug, lang: thematicPages.lang })
      .from(thematicPages)
      .where(eq(thematicPages.id, id)),
  );
  await db.update(thematicPages).set(values).where(eq(thematicPages.id, id));
  if (before?.lang === 'fr' && fields.slug !== undefined && fields.slug !== before.slug)
    await db
      .update(thematicPages)
      .set({ translationOf: fields.slug })
      .where(eq(thematicPages.translationOf, before.slug));
  await indexItems(db, 'guide', [id]);
  return id;
}

/** Deletes a guide with its revisions, pending changes and schedules; false when there was none. */
/**
 * Deletes it to the trash (db/queries/trash.ts), restorable for 30 days with its revisions; its schedules are
 * cancelled. `by`: who deleted it.
 */
export async function deleteGuide(
  db: Db,
  id: number,
  by: { userId: string | null; at: Date } = { userId: null, at: new Date() },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await moveToTrash(tx, 'guide', id, by.userId, by.at))) return false;
    await deleteEditorialTrail(tx, 'guide', id);
    const deleted = affected(await tx.delete(thematicPages).where(eq(thematicPages.id, id))) > 0;
    await indexItems(tx, 'guide', [id]);
    return deleted;
  });
}
