/** Titles and descriptions of city pages drawn from a template, filled from each city's own facts. */
import { parisDay } from '../../../../../src/core/dates.ts';
import type { CityRow } from '../../../../routes/admin/cities.ts';

/** Titles by tier (spec §9: variants for large cities). */
export const TEMPLATES = {
  title: 'APL {ville} {annee} : simulation et montant de l’aide au logement',
  description:
    'Estimez votre APL à {ville} (zone {zone}) en 3 minutes avec les barèmes officiels. Conditions, montant et démarches CAF.',
};

/** The template with the city's values; `{annee}` is the year in Paris at `now`. */
export function fill(template: string, c: CityRow, now = new Date()) {
  // Replacer functions: a `$&` or `$'` in a value is text, not a replacement pattern.
  return template
    .replaceAll('{ville}', () => c.cityName)
    .replaceAll('{zone}', () => String(c.zoneApl ?? ''))
    .replaceAll('{departement}', () => c.department)
    .replaceAll('{annee}', () => parisDay(now).slice(0, 4));
}

export const tooLong = (s: string, max: number) =>
  s.length > max ? ` (${s.length}/${max} : trop long)` : '';
