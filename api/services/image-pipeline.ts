/**
 * What the media library keeps of an uploaded image, made with sharp (libvips) in one decode: the image is decoded
 * once, its orientation applied, narrowed to MASTER_MAX_WIDTH, held as raw pixels, and every file is encoded from
 * those pixels — the stored copy (« the original » of the library) and each resized variant. No file written here
 * carries the upload's metadata (EXIF, GPS, XMP, IPTC, comments): sharp writes none unless asked, and the pixels
 * are already turned upright and converted to sRGB. An animated image is re-encoded whole, never resized.
 *
 * Runs in the image process (api/services/image-worker.ts), never in the server: decoding an AVIF costs about 18
 * bytes a pixel, and a crash or a runaway allocation there takes nothing else down.
 */
import sharp, { type Sharp } from 'sharp';
import { SRCSET_MAX_WIDTH } from '../../src/lib/build/responsive-image.ts';

/** The stored copy is at most this wide: 1.6 × the widest variant, enough for any crop or a wider layout. */
export const MASTER_MAX_WIDTH = 2560;
/** Widths of the resized copies for srcset; the widest is the largest width a page ever shows. */
export const VARIANT_WIDTHS = [480, 800, 1200, SRCSET_MAX_WIDTH] as const;

/**
 * Megapixels (all frames) an image may declare, by type, from what decoding it costs. Measured with sharp 0.35 on
 * one thread: the image process holds ≈ 85 MB before any image; decoding adds ≈ 3 bytes a pixel for JPEG and PNG
 * (streamed; JPEG shrinks while it decodes), ≈ 5 for WebP, 4 a pixel of every frame for GIF, and ≈ 19 for AVIF
 * (libheif and dav1d hold the frame several times: the report's 40 MP AVIF took 770 MB), plus ≈ 50 MB to encode
 * a 2,560 px AVIF. Peaks of a whole job at each budget: JPEG 40 MP 166 MB, PNG 40 MP 135, WebP 16 MP 157, GIF
 * 16 MP (16 frames) 144, AVIF 6 MP 231 (8 MP: 291) — all under IMAGE_MEMORY_CEILING_MB (image-jobs.ts).
 */
export const PIXEL_BUDGETS: Record<string, { megapixels: number; label: string }> = {
  'image/jpeg': { megapixels: 40, label: 'JPEG' },
  'image/png': { megapixels: 40, label: 'PNG' },
  'image/webp': { megapixels: 16, label: 'WebP' },
  'image/gif': { megapixels: 16, label: 'GIF' },
  'image/avif': { megapixels: 6, label: 'AVIF' },
};

/** The budget of a type, in pixels (0: a type that is no image). */
export const pixelBudget = (mime: string) => (PIXEL_BUDGETS[mime]?.megapixels ?? 0) * 1_000_000;

/** One encoded file, before it is written. */
export type Encoded = { data: Uint8Array; width: number; height: number };
export type Rendered = { master: Encoded; variants: Encoded[] };

/** The variant widths an image `width` px wide gets: the narrower ones, and its own when it is no wider than the cap. */
export function variantWidths(width: number): number[] {
  const narrower: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  return width <= SRCSET_MAX_WIDTH ? [...narrower, width] : narrower;
}

/**
 * Encodes in the upload's own format: the same type, served with the same headers, no conversion to get wrong.
 * mozjpeg (smaller, 2 to 3 times slower) for the variants the pages load, not for the stored copy; PNG at zlib's
 * level 6 (level 9 took 3 times longer on a 2,560 px photo, for 2 % less).
 */
function encode(pipeline: Sharp, mime: string, quality: number): Sharp {
  if (mime === 'image/jpeg') return pipeline.jpeg({ quality, mozjpeg: quality === VARIANT_QUALITY });
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 6 });
  if (mime === 'image/webp') return pipeline.webp({ quality });
  if (mime === 'image/gif') return pipeline.gif();
  // AVIF: effort 2, not libaom's default 4: as small within 5 %, ten times faster (11 s → 0.6 s for 2,560 px).
  return pipeline.avif({ quality: quality - 25, effort: 2 });
}

const MASTER_QUALITY = 88;
const VARIANT_QUALITY = 80;

async function encoded(pipeline: Sharp): Promise<Encoded> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    // An animation's height is one frame's, as its header says it.
    height: info.pageHeight ?? info.height,
  };
}

/**
 * The stored copy and the variants (`widths`, or those of the stored copy's width) of an image whose type and size
 * were checked (api/services/media-images.ts `inspectImage`). Throws sharp's error on a damaged image.
 */
export async function renderImage(
  bytes: Uint8Array,
  mime: string,
  options: { animated: boolean; widths?: number[] | undefined },
): Promise<Rendered> {
  const limitInputPixels = pixelBudget(mime);
  if (options.animated) {
    const whole = sharp(bytes, { animated: true, limitInputPixels, failOn: 'error' });
    return { master: await encoded(encode(whole, mime, MASTER_QUALITY)), variants: [] };
  }
  // The one decode: upright, at most MASTER_MAX_WIDTH wide, 8 bits a sample, sRGB.
  const { data, info } = await sharp(bytes, { limitInputPixels, failOn: 'error', autoOrient: true })
    .resize({ width: MASTER_MAX_WIDTH, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const master = await encoded(encode(pixels(), mime, MASTER_QUALITY));
  const variants: Encoded[] = [];
  for (const width of options.widths ?? variantWidths(info.width))
    variants.push(await encoded(encode(pixels().resize({ width }), mime, VARIANT_QUALITY)));
  return { master, variants };
}
