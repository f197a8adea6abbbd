/**
 * Images of the media library, read and resized with sharp (libvips, prebuilt binary from npm). sharp only ever
 * sees bytes whose type was already recognised from their signature (api/routes/admin/media.ts `sniff`), and
 * refuses an image declaring more than IMAGE_MAX_PIXELS pixels (a decompression bomb: a few KB that would
 * decode to gigabytes) before decoding it. Variants keep the original's format: same type as the original,
 * served with the same headers, and no format conversion to get wrong.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Db } from '../../db/client.ts';
import { imagesWithoutVariants, setMediaVariants } from '../../db/queries/admin-media.ts';
import type { MediaVariant } from '../../db/schema.ts';

// A long-lived server: no pixel cache kept between requests.
sharp.cache(false);

/** Widths of the resized copies; only those narrower than the original are made. */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;
/** 40 megapixels: a 7,300 × 5,500 photo; far beyond what a page shows. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** An image sharp refused, with the French sentence for the editor. */
export class ImageRefused extends Error {}

/** sharp's name of each accepted image type's format. */
const FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

const input = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true });

export type ImageSize = { width: number; height: number; animated?: boolean };

/**
 * The displayed size of an image (its EXIF orientation applied), after checking that its header says the
 * type its signature said and that it stays within the pixel limit.
 */
export async function inspectImage(bytes: Uint8Array, mime: string): Promise<ImageSize> {
  const expected = FORMAT[mime];
  if (!expected) throw new ImageRefused('Type d’image non pris en charge');
  let meta: Metadata;
  try {
    meta = await input(bytes).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (meta.format !== expected)
    throw new ImageRefused('Image illisible : son contenu ne correspond pas à son type');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageRefused('Image illisible : dimensions absentes');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRefused(tooManyPixels);
  return { width, height, animated: (meta.pages ?? 1) > 1 };
}

const tooManyPixels = `Image trop grande : ${IMAGE_MAX_PIXELS / 1_000_000} mégapixels au plus`;

function refusal(error: unknown): ImageRefused {
  const message = error instanceof Error ? error.message : '';
  return new ImageRefused(/pixel limit/i.test(message) ? tooManyPixels : 'Image illisible ou endommagée');
}

/** The extension of a variant's file: the original's (`jpg`, `png`, `webp`, `avif`). */
const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

function encode(pipeline: Sharp, mime: string): Sharp {
  if (mime === 'image/jpeg') return pipeline.jpeg({ quality: 80, mozjpeg: true });
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 9 });
  if (mime === 'image/webp') return pipeline.webp({ quality: 80 });
  return pipeline.avif({ quality: 55 });
}

/**
 * Writes the resized copies of an image into `dir` under random names and returns them, narrowest first.
 * GIF and animated images get none. On failure, the copies already written are removed and ImageRefused thrown.
 */
export async function makeVariants(
  bytes: Uint8Array,
  mime: string,
  size: ImageSize,
  dir: string,
): Promise<MediaVariant[]> {
  const ext = EXT[mime];
  // A resized animation would keep its first frame only: an animated image is shown as uploaded.
  if (!ext || size.animated) return [];
  const made: MediaVariant[] = [];
  try {
    for (const width of VARIANT_WIDTHS) {
      if (width >= size.width) break;
      const { data, info } = await encode(input(bytes).resize({ width }), mime).toBuffer({
        resolveWithObject: true,
      });
      const fileName = `${randomUUID()}.${ext}`;
      writeFileSync(join(dir, fileName), data, { mode: 0o644 });
      made.push({ width: info.width, height: info.height, fileName, sizeBytes: data.length });
    }
  } catch (error) {
    removeFiles(
      dir,
      made.map((v) => v.fileName),
    );
    throw error instanceof ImageRefused ? error : refusal(error);
  }
  return made;
}

/** Removes files of the media folder (missing ones ignored). */
export function removeFiles(dir: string, names: string[]): void {
  for (const name of names) rmSync(join(dir, name), { force: true });
}

/** What making the missing variants did: images given variants, images left without (file missing or refused). */
export type VariantsReport = { done: number; skipped: Array<{ id: number; reason: string }> };

/**
 * Gives every image uploaded before the library made variants (media.variants still null) its resized copies,
 * from its file in `dir`. Idempotent: an image done records its list (empty when it is too narrow for any).
 */
export async function makeMissingVariants(db: Db, dir: string): Promise<VariantsReport> {
  const report: VariantsReport = { done: 0, skipped: [] };
  for (const row of await imagesWithoutVariants(db)) {
    const path = join(dir, row.fileName);
    if (!existsSync(path)) {
      report.skipped.push({ id: row.id, reason: 'fichier absent' });
      continue;
    }
    try {
      const bytes = new Uint8Array(readFileSync(path));
      const size = await inspectImage(bytes, row.mimeType);
      const variants = await makeVariants(bytes, row.mimeType, size, dir);
      await setMediaVariants(db, row.id, size, variants);
      report.done++;
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      report.skipped.push({ id: row.id, reason: error.message });
    }
  }
  return report;
}
