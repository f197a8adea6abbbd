/** The media library: files' records (the files themselves live in MEDIA_DIR), searched, filtered, sorted. */
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected, first, inTransaction } from '../dialect.ts';
import type { MediaVariant } from '../schema.ts';
import { media } from '../tables.ts';
import { type MediaUse, mediaUsage } from './media-usage.ts';
import { indexItems } from './search.ts';

export const MEDIA_SORTS = ['recent', 'oldest', 'name', 'size'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

export type MediaFilters = {
  /** Searched in the original name and the alternative text, ignoring case and accents. */
  q?: string | undefined;
  /** `image` (any image), `pdf`, or one exact type (`image/png`…). */
  type?: string | undefined;
  /** `used`: at least one page uses the file; `unused`: none. */
  usage?: 'used' | 'unused' | undefined;
  sort?: MediaSort | undefined;
  /** `missing`: only images without an alternative text (blank counts as missing). */
  alt?: 'missing' | undefined;
};

/** An image whose alternative text is empty or blank. */
const altMissing = () => and(like(media.mimeType, 'image/%'), eq(sql`trim(${media.alt})`, ''));

const ORDER: Record<MediaSort, ReturnType<typeof desc>[]> = {
  recent: [desc(media.id)],
  oldest: [asc(media.id)],
  name: [asc(sql`lower(${media.originalName})`), asc(media.id)],
  size: [desc(media.sizeBytes), desc(media.id)],
};

function typeCondition(type: string | undefined) {
  if (!type) return undefined;
  if (type === 'image') return like(media.mimeType, 'image/%');
  if (type === 'pdf') return eq(media.mimeType, 'application/pdf');
  return eq(media.mimeType, type);
}

/** Text as searched: lower case, without accents (« Étudiant » is found by « etudiant »). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The files matching the filters, each with the pages that use it. The search runs on the rows in code, so that
 * it ignores case and accents alike on both stores (SQLite's lower() only knows ASCII); a library holds
 * hundreds of files, not millions.
 */
export async function mediaList(db: Db, f: MediaFilters = {}) {
  const rows = await db
    .select({
      id: media.id,
      fileName: media.fileName,
      originalName: media.originalName,
      mimeType: media.mimeType,
      sizeBytes: media.sizeBytes,
      width: media.width,
      height: media.height,
      alt: media.alt,
      variants: media.variants,
      focalX: media.focalX,
      focalY: media.focalY,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(and(typeCondition(f.type), f.alt === 'missing' ? altMissing() : undefined))
    .orderBy(...ORDER[f.sort ?? 'recent']);
  const q = folded(f.q ?? '');
  const found = q ? rows.filter((r) => folded(`${r.originalName} ${r.alt}`).includes(q)) : rows;
  const usage = await mediaUsage(db, found, 'all');
  return found
    .map((r) => ({ ...r, usedBy: usage.get(r.id) ?? [] }))
    .filter((r) => !f.usage || (f.usage === 'used') === r.usedBy.length > 0);
}

/** Every type the library holds, with how many files of each. */
export async function mediaTypes(db: Db) {
  const rows = await db
    .select({ mimeType: media.mimeType, count: sql<number>`count(*)`.mapWith(Number) })
    .from(media)
    .groupBy(media.mimeType)
    .orderBy(asc(media.mimeType));
  return rows;
}

/** How many images have no alternative text. */
export async function altMissingCount(db: Db): Promise<number> {
  const row = await first(
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(media)
      .where(altMissing()),
  );
  return row?.n ?? 0;
}

export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

/** Records an uploaded file; the record as stored. */
export async function insertMedia(db: Db, file: NewMedia) {
  return inTransaction(db, async (tx) => {
    const row = (await first(tx.insert(media).values(file).returning())) as typeof media.$inferSelect;
    await indexItems(tx, 'media', [row.id]);
    return row;
  });
}

/** Sets a file's alternative text; false when there is no such file. */
export async function setMediaAlt(db: Db, id: number, alt: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const changed = affected(await tx.update(media).set({ alt }).where(eq(media.id, id))) > 0;
    await indexItems(tx, 'media', [id]);
    return changed;
  });
}

/** A focal point: 0–1 from the left and from the top. */
export type FocalPoint = { x: number; y: number };

/** Sets (null: clears) an image's focal point; false when there is no such image. */
export async function setMediaFocal(db: Db, id: number, focal: FocalPoint | null): Promise<boolean> {
  const result = await db
    .update(media)
    .set({ focalX: focal?.x ?? null, focalY: focal?.y ?? null })
    .where(and(eq(media.id, id), like(media.mimeType, 'image/%')));
  return affected(result) > 0;
}

/**
 * Records an image's stored copy as rewritten (its size, and its bytes when the file changed: null keeps them) and
 * its resized copies.
 */
export async function setStoredImage(
  db: Db,
  id: number,
  stored: { width: number; height: number; sizeBytes: number | null },
  variants: MediaVariant[],
): Promise<void> {
  const { width, height, sizeBytes } = stored;
  await db
    .update(media)
    .set({ variants, width, height, ...(sizeBytes === null ? {} : { sizeBytes }) })
    .where(eq(media.id, id));
}

/** Every image of the library, oldest first. */
export async function libraryImages(db: Db) {
  return db.select().from(media).where(like(media.mimeType, 'image/%')).orderBy(asc(media.id));
}

/** One file's record; null when there is none. */
export async function mediaById(db: Db, id: number) {
  return (await first(db.select().from(media).where(eq(media.id, id)))) ?? null;
}

/**
 * Deletes a file's record unless a page uses it, checked and deleted in one transaction; the pages that use
 * it otherwise (and nothing deleted).
 */
export async function deleteUnusedMedia(
  db: Db,
  id: number,
): Promise<{ deleted: typeof media.$inferSelect } | { usedBy: MediaUse[] } | null> {
  return inTransaction(db, async (tx) => {
    const row = await first(tx.select().from(media).where(eq(media.id, id)));
    if (!row) return null;
    const usedBy = (await mediaUsage(tx, [row])).get(id) ?? [];
    if (usedBy.length > 0) return { usedBy };
    await tx.delete(media).where(eq(media.id, id));
    await indexItems(tx, 'media', [id]);
    return { deleted: row };
  });
}
