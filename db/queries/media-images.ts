/** The images of the media library as the public pages render them: size and resized copies, by file name. */
import { like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { MediaVariant } from '../schema.ts';
import { media } from '../tables.ts';

export type MediaImage = {
  fileName: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  /** The focal point an editor chose (0–1), kept visible where a page crops the image; absent: the centre. */
  focalX?: number | null;
  focalY?: number | null;
};

/** Every image, keyed by its own file name and by each of its variants' (a body may point at either). */
export async function mediaImageIndex(db: Db): Promise<Map<string, MediaImage>> {
  const rows = await db
    .select({
      fileName: media.fileName,
      width: media.width,
      height: media.height,
      variants: media.variants,
      focalX: media.focalX,
      focalY: media.focalY,
    })
    .from(media)
    .where(like(media.mimeType, 'image/%'));
  const out = new Map<string, MediaImage>();
  for (const r of rows) {
    const image: MediaImage = { ...r, variants: r.variants ?? [] };
    out.set(r.fileName, image);
    for (const v of image.variants) out.set(v.fileName, image);
  }
  return out;
}
