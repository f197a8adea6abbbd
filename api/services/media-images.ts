/**
 * Images of the media library. sharp only ever sees bytes whose type was already recognised from their signature
 * (api/routes/admin/media.ts `sniff`). The server itself reads only the header (`inspectImage`: the type, the
 * size, within the pixel budget of the format, refused early otherwise); the decoding, the stored copy without
 * metadata and the resized variants are made in a separate, bounded process (api/services/image-jobs.ts,
 * image-pipeline.ts). The upload's own bytes are never kept: what is stored and served is that copy.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client.ts';
import { libraryImages, setStoredImage } from '../../db/queries/admin-media.ts';
import type { MediaVariant } from '../../db/schema.ts';
import { ImageJobFailed, runImageJob } from './image-jobs.ts';
import {
  MASTER_MAX_WIDTH,
  PIXEL_BUDGETS,
  pixelBudget,
  type Rendered,
  variantWidths,
} from './image-pipeline.ts';

export { ImagesBusy } from './image-jobs.ts';

// A long-lived server: no pixel cache kept between requests (it only reads headers, but still).
sharp.cache(false);

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

export type ImageSize = { width: number; height: number; animated?: boolean };

const tooManyPixels = (mime: string) => {
  const budget = PIXEL_BUDGETS[mime];
  return `Image trop grande : ${budget?.megapixels} mégapixels au plus en ${budget?.label}`;
};

/** The header only: no pixel is decoded here. */
async function header(bytes: Uint8Array, mime: string): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: pixelBudget(mime), failOn: 'error' }).metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageRefused(
      /pixel limit/i.test(message) ? tooManyPixels(mime) : 'Image illisible ou endommagée',
    );
  }
}

/**
 * The displayed size of an image (its EXIF orientation applied), after checking from its header alone that it
 * is the type its signature said and that all its frames stay within the pixel budget of that type.
 */
export async function inspectImage(bytes: Uint8Array, mime: string): Promise<ImageSize> {
  const expected = FORMAT[mime];
  if (!expected) throw new ImageRefused('Type d’image non pris en charge');
  const meta = await header(bytes, mime);
  if (meta.format !== expected)
    throw new ImageRefused('Image illisible : son contenu ne correspond pas à son type');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const pages = meta.pages ?? 1;
  if (!width || !height) throw new ImageRefused('Image illisible : dimensions absentes');
  if (width * (meta.pageHeight ?? height) * pages > pixelBudget(mime))
    throw new ImageRefused(tooManyPixels(mime));
  if (pages > 1 && mime === 'image/avif') throw new ImageRefused('Les animations AVIF ne sont pas acceptées');
  return { width, height, animated: pages > 1 };
}

/** The extension of a stored file: the upload's type's (`jpg`, `png`, `gif`, `webp`, `avif`). */
const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Runs the image's job; its failure as ImageRefused (ImagesBusy passes through). */
async function render(
  bytes: Uint8Array,
  mime: string,
  size: ImageSize,
  widths?: number[],
): Promise<Rendered> {
  try {
    return (
      await runImageJob({ bytes, mime, animated: size.animated === true, ...(widths ? { widths } : {}) })
    ).rendered;
  } catch (error) {
    if (error instanceof ImageJobFailed) throw new ImageRefused(error.message);
    throw error;
  }
}

/** Writes variants under random names; their records. */
function writeVariants(dir: string, mime: string, rendered: Rendered): MediaVariant[] {
  return rendered.variants.map((v) => {
    const fileName = `${randomUUID()}.${EXT[mime]}`;
    writeFileSync(join(dir, fileName), v.data, { mode: 0o644 });
    return { width: v.width, height: v.height, fileName, sizeBytes: v.data.length };
  });
}

/** An image as stored: its copy without metadata, and its variants, narrowest first. */
export type StoredImage = {
  fileName: string;
  width: number;
  height: number;
  sizeBytes: number;
  variants: MediaVariant[];
};

/**
 * Stores an uploaded image (checked by `inspectImage`): its copy without metadata, upright, at most
 * MASTER_MAX_WIDTH wide, and its variants, under random names in `dir`. Nothing is written when it fails.
 */
export async function storeImage(
  bytes: Uint8Array,
  mime: string,
  size: ImageSize,
  dir: string,
): Promise<StoredImage> {
  const rendered = await render(bytes, mime, size);
  const fileName = `${randomUUID()}.${EXT[mime]}`;
  const variants = writeVariants(dir, mime, rendered);
  writeFileSync(join(dir, fileName), rendered.master.data, { mode: 0o644 });
  const { width, height, data } = rendered.master;
  return { fileName, width, height, sizeBytes: data.length, variants };
}

/** Removes files of the media folder (missing ones ignored). */
export function removeFiles(dir: string, names: string[]): void {
  for (const name of names) rmSync(join(dir, name), { force: true });
}

/** What refreshing the stored images did: images rewritten or completed, images left as they were (and why). */
export type VariantsReport = { done: number; skipped: Array<{ id: number; reason: string }> };

type LibraryImage = Awaited<ReturnType<typeof libraryImages>>[number];

/** Whether a stored image still carries metadata, or is wider than a stored copy now is. */
async function needsRewrite(bytes: Uint8Array, mime: string): Promise<boolean> {
  const meta = await header(bytes, mime);
  return (
    Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length || meta.tifftagPhotoshop) ||
    (meta.width ?? 0) > MASTER_MAX_WIDTH
  );
}

/**
 * Brings one stored image to what an upload now stores: its file rewritten without metadata (same name: pages
 * point at it) when it still has some or is too wide, and the variants it lacks added (those it has stay: built
 * pages point at them). False when there was nothing to do.
 */
async function refreshImage(db: Db, dir: string, row: LibraryImage): Promise<boolean> {
  const path = join(dir, row.fileName);
  const bytes = new Uint8Array(readFileSync(path));
  const size = await inspectImage(bytes, row.mimeType);
  const rewrite = await needsRewrite(bytes, row.mimeType);
  const kept = row.variants ?? [];
  const storedWidth = Math.min(size.width, MASTER_MAX_WIDTH);
  const missing = size.animated
    ? []
    : variantWidths(storedWidth).filter((w) => !kept.some((v) => v.width === w));
  if (!rewrite && missing.length === 0 && row.variants !== null) return false;
  const rendered = await render(bytes, row.mimeType, size, missing);
  const added = writeVariants(dir, row.mimeType, rendered);
  if (rewrite) {
    writeFileSync(`${path}.tmp`, rendered.master.data, { mode: 0o644 });
    renameSync(`${path}.tmp`, path);
  }
  const { width, height } = rendered.master;
  const variants = [...kept, ...added].sort((a, b) => a.width - b.width);
  await setStoredImage(
    db,
    row.id,
    { width, height, sizeBytes: rewrite ? rendered.master.data.length : null },
    variants,
  );
  return true;
}

/**
 * Brings every image of the library to what an upload now stores (`npm run media:variants`): uploaded before
 * the library stripped metadata or made variants, an image gets its file rewritten and its missing copies.
 * Idempotent: an image already done is read (its header) and left alone.
 */
export async function makeMissingVariants(db: Db, dir: string): Promise<VariantsReport> {
  const report: VariantsReport = { done: 0, skipped: [] };
  for (const row of await libraryImages(db)) {
    if (!existsSync(join(dir, row.fileName))) {
      report.skipped.push({ id: row.id, reason: 'fichier absent' });
      continue;
    }
    try {
      if (await refreshImage(db, dir, row)) report.done++;
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      report.skipped.push({ id: row.id, reason: error.message });
    }
  }
  return report;
}
