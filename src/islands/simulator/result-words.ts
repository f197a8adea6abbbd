/**
 * A result in the page's language. The engine words it in French; an English page loads, as a chunk of its own,
 * the engine's English words (src/core/apl/calculate.ts ajouterLangue) and what words a server's French result
 * again in English (src/core/simulation/in-language.ts), so that a French page downloads neither.
 */
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';
import type { Locale } from '../../i18n/locales.ts';

type Shown = SimulationResult | SimulationFailure;
type InLanguage = (result: Shown, form: FormData) => Shown;

let inLanguage: InLanguage = (result) => result;

/** Loads the words of `locale` (nothing for French); the results wait for it before they are computed. */
export function loadResultWords(locale: Locale): Promise<void> {
  if (locale === 'fr') return Promise.resolve();
  return import('./result-words-en.ts').then((m) => {
    inLanguage = m.inEnglish;
  });
}

/** A result computed by the server (in French), in the language loaded by `loadResultWords`. */
export function inPageLanguage(result: Shown, form: FormData): Shown {
  return inLanguage(result, form);
}
