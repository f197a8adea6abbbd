/**
 * The attributes of a media library image as a public page shows it: its resized copies as `srcset`, its
 * `sizes`, and its own `width`/`height` (so the page reserves its room: no layout shift). Only addresses of
 * this site's /media/ folder, with the random names the library gives its files, are ever written here. A page
 * shows only those copies, SRCSET_MAX_WIDTH wide at most: the library's stored file (up to 2,560 px, and, for an
 * image uploaded before issue 26 and not yet refreshed by `npm run media:variants`, the upload itself) is never in
 * the srcset, and never the src of an image that has copies.
 */
import type { MediaImage } from '../../../db/queries/media-images.ts';

export type { MediaImage };

/** The images of the library by file name (an original's or a variant's). */
export type ImageLookup = ReadonlyMap<string, MediaImage>;

/** A stored media file name: random, safe (api/routes/admin/media.ts). */
const MEDIA_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{3,4}$/;

/** Width of the text column of articles and guides (.prose, 46rem) on a wide screen, the viewport below. */
export const PROSE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2.5rem)';

/** The stored file name an address of this site's /media/ folder points at, or null. */
export function mediaFileName(src: string | undefined): string | null {
  const m = /^\/media\/([^/?#]+)$/.exec(src ?? '');
  return m && MEDIA_NAME.test(m[1] as string) ? (m[1] as string) : null;
}

/** The widest copy a page is ever given: 1.6 × the widest column a page has (prose: 46rem, 736 px), for 2x screens. */
export const SRCSET_MAX_WIDTH = 1600;

export type ResponsiveAttributes = {
  src?: string;
  width?: string;
  height?: string;
  srcset?: string;
  sizes?: string;
};

/**
 * src (its widest copy), srcset, sizes, width and height of the image an address points at; empty when it is not
 * a library image, width and height only when it has no copy.
 */
export function responsiveAttributes(
  src: string | undefined,
  images: ImageLookup | undefined,
  sizes = PROSE_SIZES,
): ResponsiveAttributes {
  const name = mediaFileName(src);
  const image = name ? images?.get(name) : undefined;
  if (!image?.width || !image.height) return {};
  const out: ResponsiveAttributes = { width: String(image.width), height: String(image.height) };
  const copies = image.variants
    .filter(
      (v) => MEDIA_NAME.test(v.fileName) && v.width <= SRCSET_MAX_WIDTH && v.fileName !== image.fileName,
    )
    .sort((a, b) => a.width - b.width);
  const widest = copies[copies.length - 1];
  if (!widest) return out;
  out.src = `/media/${widest.fileName}`;
  out.srcset = copies.map((v) => `/media/${v.fileName} ${v.width}w`).join(', ');
  out.sizes = sizes;
  return out;
}

/**
 * The CSS `object-position` that keeps an image's focal point in view where a page crops it (object-fit: cover),
 * in whole percents; undefined when the editor chose none (the centre, CSS's default) or the values are not 0–1.
 */
export function focalPosition(src: string | undefined, images: ImageLookup | undefined): string | undefined {
  const name = mediaFileName(src);
  const image = name ? images?.get(name) : undefined;
  const x = image?.focalX;
  const y = image?.focalY;
  if (typeof x !== 'number' || typeof y !== 'number') return undefined;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return undefined;
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}
