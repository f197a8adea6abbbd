/**
 * What a build writes, for the pages that link to it (issue 26). An item left out because its address or its text
 * cannot be rendered (skipped.ts) is not listed either: no list, search index or site map leads to a 404. Each
 * item is rendered once per build process, its page and the lists taking the same outcome.
 */
import type { ArticleData, GuideRow } from '../../../db/queries/content.ts';
import { guidePath } from '../../i18n/locales.ts';
import { renderEditorial, withLegalFigures } from './editorial.ts';
import { renderEnglishEditorial, withEnglishFigures } from './editorial-en.ts';
import type { ImageLookup } from './responsive-image.ts';
import { addressFits, renderedOrSkipped } from './skipped.ts';

type Language = NonNullable<Parameters<typeof guidePath>[1]>;

/** How a guide's Markdown is rendered in each language: its text, and what an FAQ answer becomes before it. */
const GUIDE_RENDERING = {
  fr: { render: renderEditorial, answerText: withLegalFigures },
  en: { render: renderEnglishEditorial, answerText: withEnglishFigures },
} as const satisfies Record<Language, unknown>;

/** Outcomes by item and text: a preview build renders an editor's draft under the same number. */
const outcomes = new Map<string, unknown>();

function once<T>(key: string, compute: () => T): T {
  if (!outcomes.has(key)) outcomes.set(key, compute());
  return outcomes.get(key) as T;
}

/** The HTML of an article's body, or null when the build leaves it out (and reports it). */
export function articleHtml(article: ArticleData, images: ImageLookup): string | null {
  return once(`article\u0000${article.id}\u0000${article.slug}\u0000${article.content}`, () => {
    const item = { kind: 'article', id: article.id, path: `/conseil/${article.slug}` };
    return addressFits(item) ? renderedOrSkipped(item, () => renderEditorial(article.content, images)) : null;
  });
}

/** The articles the build writes. */
export function writtenArticles(articles: ArticleData[], images: ImageLookup): ArticleData[] {
  return articles.filter((article) => articleHtml(article, images) !== null);
}

export type RenderedGuide = { html: string; answers: string[] };

/** A guide's text and FAQ answers rendered, or null when the build leaves it out (and reports it). */
export function guideRendered(guide: GuideRow, lang: Language, images: ImageLookup): RenderedGuide | null {
  const { render, answerText } = GUIDE_RENDERING[lang];
  const faq = JSON.stringify(guide.faq ?? []);
  return once(
    `guide\u0000${lang}\u0000${guide.id}\u0000${guide.slug}\u0000${guide.content}\u0000${faq}`,
    () => {
      const item = { kind: 'guide', id: guide.id, path: guidePath(guide.slug, lang) };
      if (!addressFits(item)) return null;
      return renderedOrSkipped(item, () => ({
        html: render(guide.content, images),
        answers: (guide.faq ?? []).map((f) => render(answerText(f.answer))),
      }));
    },
  );
}

/** The guides of a language the build writes. */
export function writtenGuides(guides: GuideRow[], lang: Language, images: ImageLookup): GuideRow[] {
  return guides.filter((guide) => guideRendered(guide, lang, images) !== null);
}
