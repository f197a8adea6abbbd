/** Titles and descriptions of city pages drawn from a template, filled from each city's own facts. */
import { parisDay } from '../../../../../src/core/dates.ts';
import { seoLength, withYear, YEAR_FIGURE } from '../../../../../src/core/validation/seo-text.ts';
import type { CityRow } from '../../../../routes/admin/cities.ts';

/** Titles by tier (spec §9: variants for large cities). */
export const TEMPLATES = {
  title: 'APL {ville} {annee} : simulation et montant de l’aide au logement',
  description:
    'Estimez votre APL à {ville} (zone {zone}) en 3 minutes avec les barèmes officiels. Conditions, montant et démarches CAF.',
};

/**
 * The template with the city's values. `{annee}` becomes the figure `{{annee}}`, which each build writes as its
 * own year: a title saved in 2026 says 2027 once the site is rebuilt on 1 January (src/core/validation/seo-text.ts).
 */
export function fill(template: string, c: CityRow) {
  // Replacer functions: a `$&` or `$'` in a value is text, not a replacement pattern.
  return template
    .replaceAll('{ville}', () => c.cityName)
    .replaceAll('{zone}', () => String(c.zoneApl ?? ''))
    .replaceAll('{departement}', () => c.department)
    .replaceAll('{annee}', () => YEAR_FIGURE);
}

/** The text as a page built at `now` shows it (the year in Paris). */
export const shown = (text: string, now = new Date()) => withYear(text, parisDay(now).slice(0, 4));

/** Counted as a visitor reads it, the year as its 4 digits. */
export const tooLong = (s: string, max: number) => {
  const length = seoLength(s);
  return length > max ? ` (${length}/${max} : trop long)` : '';
};
