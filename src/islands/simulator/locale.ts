/**
 * The simulator's language, like its placement (placement.ts): the Astro page gives the island entries
 * (Simulator, ResultsPage) a `locale` and that language's strings (`messages`, src/i18n/simulator), and they
 * provide them to every screen. The strings arrive as a prop, in the page's HTML: the island's JavaScript holds
 * no language, so a French page never downloads the English strings, nor an English page the French ones.
 *
 * Validation messages come from the shared zod schemas, in French (spec §5 wording): `fieldError` shows them as
 * they are in French and, in English, the catalogue's message under the same key (`sim.validation.<key>`).
 */
import { createContext, useContext } from 'react';
import { euros as formatEuros } from '../../core/apl/format.ts';
import { MESSAGES } from '../../core/validation/messages.ts';
import { fill } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { SimulatorKey, SimulatorMessages } from '../../i18n/simulator/fr.ts';

export type { SimulatorKey, SimulatorMessages };

export type SimulatorLocale = { locale: Locale; messages: SimulatorMessages };

/** The `Intl` language tag of a locale: dates and amounts in English are British. */
export const INTL_TAG: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** The French message of each validation key, to find the key of a schema's message. */
const VALIDATION_KEYS = new Map<string, SimulatorKey>(
  Object.entries(MESSAGES).map(([key, message]) => [message, `sim.validation.${key}` as SimulatorKey]),
);

export type Translator = {
  locale: Locale;
  messages: SimulatorMessages;
  /** The message `key`, its `{name}` placeholders filled. */
  t: (key: SimulatorKey, params?: Readonly<Record<string, string | number>>) => string;
  /** Whole euros, or with cents when asked: « 252,90 € » in French (the engine's format), « €252.90 » in English. */
  euros: (n: number, cents?: boolean) => string;
  /** A schema's (French) validation message in this language; an unknown one as it is. */
  fieldError: (message: string) => string;
  /** An API refusal in this language: the server's (French) message, or in English by its code. */
  apiError: (error: string, code: string | undefined) => string;
  /** A date in this language (`Intl` options), read as UTC noon so that the day never shifts. */
  date: (iso: string, options: Intl.DateTimeFormatOptions) => string;
};

/** What the island entries provide: made once per island by `translator`. */
export const LocaleContext = createContext<Translator | null>(null);

export function translator({ locale, messages }: SimulatorLocale): Translator {
  const formats = new Map<number, Intl.NumberFormat>();
  const currency = (digits: number) => {
    let format = formats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(INTL_TAG.en, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      formats.set(digits, format);
    }
    return format;
  };
  return {
    locale,
    messages,
    t: (key, params) => fill(messages[key], params),
    euros: (n, cents = false) =>
      locale === 'fr' ? formatEuros(n, cents ? 2 : 0) : currency(cents ? 2 : 0).format(n),
    fieldError: (message) => {
      const key = VALIDATION_KEYS.get(message);
      return locale === 'fr' || !key ? message : messages[key];
    },
    apiError: (error, code) => {
      if (locale === 'fr') return error;
      const key = `sim.api.${code}` as SimulatorKey;
      return code && key in messages ? messages[key] : messages['sim.api.generic'];
    },
    date: (iso, options) =>
      new Intl.DateTimeFormat(INTL_TAG[locale], { ...options, timeZone: 'UTC' }).format(
        new Date(`${iso.length === 7 ? `${iso}-15` : iso.slice(0, 10)}T12:00:00Z`),
      ),
  };
}

/** The simulator's language in a screen (provided by the island entries). */
export function useT(): Translator {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('LocaleContext absent : le simulateur est rendu sans sa langue');
  return value;
}
