/**
 * The languages of the site: French, the default, at the usual addresses, and English under /en (Astro i18n
 * routing, astro.config.mjs). Declared once, in src/core/locales.ts (the engine writes in each): the store's
 * `lang` columns (db/schema.ts) take this list too. No framework import: the pages, the store and the islands
 * read it alike.
 */
import { LOCALES, type Locale } from '../core/locales.ts';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a page from Astro's `currentLocale` (undefined or unknown: the default). */
export function localeOf(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The other language of the site (the language switch). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}

/** `og:locale` of a page in this language. */
export const OG_LOCALE: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB' };

/** The home page of a language: `/` and `/en`. */
export function homePath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

/** A site path in this language: the default language has no prefix (`/guide` and `/en/guide`). */
export function localePath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  return locale === DEFAULT_LOCALE ? clean || '/' : `/${locale}${clean}`;
}

/** The page of a guide in its language: `/guide/<slug>`, `/en/guide/<slug>`. */
export function guidePath(slug: string, lang: Locale): string {
  return localePath(lang, `/guide/${slug}`);
}

/** The language of a site path: `/en` and what is under it are English, anything else French. */
export function localeOfPath(path: string): Locale {
  return /^\/en(?:\/|$)/.test(path) ? 'en' : DEFAULT_LOCALE;
}
