/**
 * SEO titles and descriptions of city pages. The year is never frozen in them: a template's `{annee}` is stored
 * as the figure `{{annee}}`, which each build writes as the year of its month (src/lib/build/apl-figures.ts), so a
 * title written in 2026 says 2027 once the site is rebuilt on 1 January (api/services/publisher.ts arms that
 * date when a published text quotes it). Lengths are counted as the visitor reads them: `{{annee}}` is 4 digits.
 */
import { z } from 'zod';

/** The figure that holds the year of the build. */
export const YEAR_FIGURE = '{{annee}}';

/** The text as a page built in `year` shows it. */
export function withYear(text: string, year: string): string {
  return text.replaceAll(YEAR_FIGURE, () => year);
}

/** Characters the visitor reads: the year figure counts as its 4 digits. */
export function seoLength(text: string): number {
  return withYear(text, '0000').length;
}

/** What a visitor reads of it is longer than `max`: the message, or null. */
export function seoTooLong(text: string, max: number, label: string): string | null {
  const length = seoLength(text);
  return length > max ? `${label} : ${max} caractères au plus (${length} avec l’année)` : null;
}

/** An optional SEO text of at most `max` characters as read, empty → null. */
export const seoTextSchema = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max * 4, `${label} : ${max} caractères au plus`)
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : seoTooLong(v, max, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The limits the site shows in full (spec §9): beyond, search engines cut the title. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
