/**
 * The cookie banner's strings of one language, for the layout to give its island (CookieConsent.astro). Build
 * time only: the island imports the types, never this module, so that it holds no language.
 */
import type { Locale } from '../locales.ts';
import { cookiesEn } from './en.ts';
import { type CookieMessages, cookiesFr } from './fr.ts';

export type { CookieKey, CookieMessages } from './fr.ts';

export function cookieMessages(locale: Locale): CookieMessages {
  return locale === 'en' ? cookiesEn : cookiesFr;
}
