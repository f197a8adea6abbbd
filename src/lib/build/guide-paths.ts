/**
 * The paths of the guide pages (src/pages/guide/[slug].astro, src/pages/en/guide/[slug].astro), in either language.
 * Each guide's Markdown (its text, its FAQ answers) is rendered once here and handed to its page, so that a guide
 * whose address or text cannot be rendered is left out and reported rather than fail the site (issue 26).
 */
import type { GuideRow } from '../../../db/queries/content.ts';
import { guidePath } from '../../i18n/locales.ts';
import type { ImageLookup } from './responsive-image.ts';
import { addressFits, renderedOrSkipped } from './skipped.ts';

export type RenderedGuide = { html: string; answers: string[] };

type Language = Parameters<typeof guidePath>[1];

/** `render`: the page's Markdown rendering; `answerText`: what an FAQ answer becomes before it (its figures). */
export function guidePaths(
  guides: GuideRow[],
  lang: Language,
  images: ImageLookup,
  render: (markdown: string, images?: ImageLookup) => string,
  answerText: (answer: string) => string,
) {
  return guides.flatMap((guide) => {
    const item = { kind: 'guide', id: guide.id, path: guidePath(guide.slug, lang) };
    const rendered: RenderedGuide | null = addressFits(item)
      ? renderedOrSkipped(item, () => ({
          html: render(guide.content, images),
          answers: (guide.faq ?? []).map((f) => render(answerText(f.answer))),
        }))
      : null;
    return rendered ? [{ params: { slug: guide.slug }, props: { guide, rendered } }] : [];
  });
}
