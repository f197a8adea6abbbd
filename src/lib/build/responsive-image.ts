/**
 * The attributes of a media library image as a public page shows it: its resized copies as `srcset`, its
 * `sizes`, and its own `width`/`height` (so the page reserves its room: no layout shift). Only addresses of
 * this site's /media/ folder, with the random names the library gives its files, are ever written here.
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

export type ResponsiveAttributes = {
  width?: string;
  height?: string;
  srcset?: string;
  sizes?: string;
};

/** srcset, sizes, width and height of the image an address points at; empty when it is not a library image. */
export function responsiveAttributes(
  src: string | undefined,
  images: ImageLookup | undefined,
  sizes = PROSE_SIZES,
): ResponsiveAttributes {
  const name = mediaFileName(src);
  const image = name ? images?.get(name) : undefined;
  if (!image?.width || !image.height) return {};
  const out: ResponsiveAttributes = { width: String(image.width), height: String(image.height) };
  const candidates = image.variants
    .filter((v) => MEDIA_NAME.test(v.fileName) && v.width < (image.width as number))
    .sort((a, b) => a.width - b.width)
    .map((v) => `/media/${v.fileName} ${v.width}w`);
  if (candidates.length > 0 && MEDIA_NAME.test(image.fileName)) {
    out.srcset = [...candidates, `/media/${image.fileName} ${image.width}w`].join(', ');
    out.sizes = sizes;
  }
  return out;
}
