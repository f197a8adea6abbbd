/**
 * One message catalogue per language (fr.ts, en.ts), read with `t(locale, key, params)`. Pure: no framework, no
 * I/O, so the pages at build time and the islands in the browser use the same strings.
 */
import { en } from './en.ts';
import { fr, type MessageKey, type Messages } from './fr.ts';
import type { Locale } from './locales.ts';

export * from './locales.ts';
export type { MessageKey, Messages };

const CATALOGUES: Record<Locale, Messages> = { fr, en };

/** `{name}` in a message. */
const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g;

/**
 * The message `key` in `locale`, each `{name}` replaced by `params[name]`; a placeholder without a value is
 * left as written (visible, never silently empty).
 */
export function t(
  locale: Locale,
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  const message = CATALOGUES[locale][key];
  if (!params) return message;
  return message.replace(PLACEHOLDER, (all, name: string) => {
    const value = params[name];
    return value === undefined ? all : String(value);
  });
}

/** The catalogue of a language (an island may take the one it needs). */
export function messages(locale: Locale): Messages {
  return CATALOGUES[locale];
}
