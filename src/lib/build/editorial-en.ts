/**
 * The English guides' Markdown and texts: the same figures of the build as the French pages (editorial.ts),
 * written the English way (english-figures.ts), and the same sanitiser.
 */
import { figureSegments, withFigures } from './apl-figures.ts';
import { figures, scaleOfTheBuild } from './editorial.ts';
import { englishFigure, englishFigures } from './english-figures.ts';
import { markdownToSafeHtml } from './html.ts';
import type { ImageLookup } from './responsive-image.ts';

let cached: { from: Record<string, string>; english: Record<string, string> } | undefined;

/** The figures of the build month, in English, computed once per build (per month). */
function figuresEn(): Record<string, string> {
  const french = figures();
  if (cached?.from !== french) cached = { from: french, english: englishFigures(french) };
  return cached.english;
}

/** English Markdown → sanitized HTML, {{figures}} replaced by the values in force. */
export function renderEnglishEditorial(markdown: string, images?: ImageLookup): string {
  return markdownToSafeHtml(withFigures(markdown, figuresEn()), images);
}

/** Plain English text with {{figures}} replaced (titles, descriptions, FAQ, JSON-LD). */
export function withEnglishFigures(text: string): string {
  return withFigures(text, figuresEn());
}

/** Plain English text cut around its aid amounts, figures replaced (the worked example). */
export function englishTextWithAmounts(text: string): Array<{ text: string; aid: boolean }> {
  return figureSegments(text, figuresEn());
}

/** « scales as of 1 October 2025 », and whether a due revaluation is missing from the data. */
export function englishScaleOfTheBuild(): { label: string; outdated: boolean } {
  const scale = scaleOfTheBuild();
  return { label: englishFigure(scale.label), outdated: scale.warning !== undefined };
}
