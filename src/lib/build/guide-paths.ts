/**
 * The paths of the guide pages (src/pages/guide/[slug].astro, src/pages/en/guide/[slug].astro), in either language.
 * Each guide's Markdown (its text, its FAQ answers) is rendered once (publishable.ts) and handed to its page, so that
 * a guide whose address or text cannot be rendered is left out and reported rather than fail the site (issue 26).
 */
import type { GuideRow } from '../../../db/queries/content.ts';
import { guideRendered, type RenderedGuide } from './publishable.ts';
import type { ImageLookup } from './responsive-image.ts';

export type { RenderedGuide };

/** The pages of `guides` in `lang`, each with its rendered Markdown; those that cannot be rendered left out. */
export function guidePaths(
  guides: GuideRow[],
  lang: Parameters<typeof guideRendered>[1],
  images: ImageLookup,
) {
  return guides.flatMap((guide) => {
    const rendered = guideRendered(guide, lang, images);
    return rendered ? [{ params: { slug: guide.slug }, props: { guide, rendered } }] : [];
  });
}
