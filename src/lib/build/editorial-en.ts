/**
 * The English guides' Markdown and texts: the same figures of the build as the French pages (editorial.ts),
 * written the English way (english-figures.ts), the same dated blocks, and the same sanitiser.
 */
import { figureSegments, withFigures } from './apl-figures.ts';
import { datedText, figures } from './editorial.ts';
import { englishFigures } from './english-figures.ts';
import { markdownToSafeHtml } from './html.ts';
import type { ImageLookup } from './responsive-image.ts';

let cached: { from: Record<string, string>; english: Record<string, string> } | undefined;

/** The figures of the build month, in English, computed once per build (per month). */
function figuresEn(): Record<string, string> {
  const french = figures();
  if (cached?.from !== french) cached = { from: french, english: englishFigures(french) };
  return cached.english;
}

/** English Markdown → sanitized HTML, dated blocks of the build month kept, {{figures}} replaced. */
export function renderEnglishEditorial(markdown: string, images?: ImageLookup): string {
  return markdownToSafeHtml(withFigures(datedText(markdown), figuresEn()), images);
}

/** Plain English text, dated blocks resolved and {{figures}} replaced (titles, descriptions, FAQ, JSON-LD). */
export function withEnglishFigures(text: string): string {
  return withFigures(datedText(text), figuresEn());
}

/** Plain English text cut around its aid amounts, dated blocks resolved and figures replaced (worked example). */
export function englishTextWithAmounts(text: string): Array<{ text: string; aid: boolean }> {
  return figureSegments(datedText(text), figuresEn());
}
