/** The length and SEO score of a guide, computed on save and shown in the editor. */
import { words } from '../../../src/core/editorial/reading.ts';

export type ScoredGuide = {
  title: string;
  h1Title: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  content: string;
  faq: unknown[];
  targetKeywords: string[];
};

/** Words of a Markdown text (its syntax left out): the rule the editors' counter shows too. */
export { words };

/** A transparent score out of 100: each rule is worth its points (shown in the editor). */
export function seoScore(p: ScoredGuide): number {
  const w = words(p.content);
  const text = p.content.toLowerCase();
  const title = p.metaTitle ?? p.title;
  const description = p.metaDescription ?? '';
  const rules = [
    [20, title.length >= 30 && title.length <= 65],
    [20, description.length >= 70 && description.length <= 160],
    [20, w >= 300],
    [10, w >= 800],
    [10, p.faq.length >= 3],
    [10, Boolean(p.h1Title)],
    [10, p.targetKeywords.length > 0 && p.targetKeywords.every((k) => text.includes(k.toLowerCase()))],
  ] as const;
  return rules.reduce((sum, [points, ok]) => sum + (ok ? points : 0), 0);
}
