/**
 * The categories of a guide: their list is the server's (the schema column, THEME_CATEGORIES); here only
 * their French names, one for each category the type allows.
 */
import { THEME_LABELS } from '../../../../../src/lib/shared/theme-categories.ts';
import type { Thematic } from '../../../../routes/admin/thematiques.ts';

export type ThemeCategory = Thematic['themeCategory'];
export type ThemeStatus = Thematic['status'];

/** The same French names as the public guides (src/lib/shared/theme-categories.ts). */
export const CATEGORY_LABELS: Record<ThemeCategory, string> = THEME_LABELS;

export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS) as Array<[ThemeCategory, string]>;

/** The French name of a category read from the server. */
export { themeLabel as categoryLabel } from '../../../../../src/lib/shared/theme-categories.ts';
