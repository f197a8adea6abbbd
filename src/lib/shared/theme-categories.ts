/**
 * The French names of the guides' categories, for the public guides and the back-office alike. The list of
 * categories is the schema column's (db/schema.ts); the Record type makes the compiler ask for each one's name.
 */
import type { THEME_CATEGORIES } from '../../../db/schema.ts';

export type ThemeCategory = (typeof THEME_CATEGORIES)[number];

export const THEME_LABELS: Record<ThemeCategory, string> = {
  guide: 'Guide',
  calcul: 'Calcul',
  eligibilite: 'Éligibilité',
  demarches: 'Démarches',
  faq: 'FAQ',
  autre: 'Autre',
};

/** The French name of a category read from the store (the value itself if unknown). */
export const themeLabel = (category: string): string => THEME_LABELS[category as ThemeCategory] ?? category;
