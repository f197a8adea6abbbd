/** The library's images for the pages of one build, read once from the store (srcset, width and height). */
import { mediaImageIndex } from '../../../db/queries/media-images.ts';
import type { ImageLookup } from './responsive-image.ts';
import { store } from './store.ts';

let loaded: Promise<ImageLookup> | undefined;

/** Every image of the media library, by file name, as the store held it when the build started. */
export function mediaImages(): Promise<ImageLookup> {
  loaded ??= mediaImageIndex(store());
  return loaded;
}
