/** The media library: files' records (the files themselves live in MEDIA_DIR), with the articles using them. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected, first, inTransaction, numeric } from '../dialect.ts';
import { articles, media } from '../tables.ts';

/** Every file, newest first, with how many articles show it as their image. */
export async function mediaList(db: Db) {
  return db
    .select({
      id: media.id,
      fileName: media.fileName,
      originalName: media.originalName,
      mimeType: media.mimeType,
      sizeBytes: media.sizeBytes,
      width: media.width,
      height: media.height,
      alt: media.alt,
      createdAt: media.createdAt,
      usedBy: numeric(sql`(SELECT count(*) FROM articles a WHERE a.featured_image_id = media.id)`),
    })
    .from(media)
    .orderBy(desc(media.id));
}

export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

/** Records an uploaded file; the record as stored. */
export async function insertMedia(db: Db, file: NewMedia) {
  return (await first(db.insert(media).values(file).returning())) as typeof media.$inferSelect;
}

/** Sets a file's alternative text; false when there is no such file. */
export async function setMediaAlt(db: Db, id: number, alt: string): Promise<boolean> {
  return affected(await db.update(media).set({ alt }).where(eq(media.id, id))) > 0;
}

/** One file's record; null when there is none. */
export async function mediaById(db: Db, id: number) {
  return (await first(db.select().from(media).where(eq(media.id, id)))) ?? null;
}

/** Deletes a file's record, and its place as the image of any article, at once. */
export async function deleteMedia(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.update(articles).set({ featuredImageId: null }).where(eq(articles.featuredImageId, id));
    await tx.delete(media).where(eq(media.id, id));
  });
}
