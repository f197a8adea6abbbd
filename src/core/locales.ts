/**
 * The languages of the site, declared once here in the core (the engine writes its explained steps in each);
 * src/i18n/locales.ts gives the pages, the store and the islands the rest (default, routing helpers).
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
