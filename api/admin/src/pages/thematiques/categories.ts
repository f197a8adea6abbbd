/**
 * The categories of a guide: their list is the server's (the schema column, THEME_CATEGORIES); here only
 * their French names, one for each category the type allows.
 */
import type { Thematic } from '../../../../routes/admin/thematiques.ts';

export type ThemeCategory = Thematic['themeCategory'];
export type ThemeStatus = Thematic['status'];

export const CATEGORY_LABELS: Record<ThemeCategory, string> = {
  guide: 'Guide',
  calcul: 'Calcul',
  eligibilite: 'Éligibilité',
  demarches: 'Démarches',
  faq: 'FAQ',
  autre: 'Autre',
};

export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS) as Array<[ThemeCategory, string]>;

/** The French name of a category read from the server. */
export const categoryLabel = (c: string) => CATEGORY_LABELS[c as ThemeCategory] ?? c;
