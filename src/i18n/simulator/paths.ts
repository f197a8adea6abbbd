/**
 * The simulator's addresses in each language: French at /v2/simulateur/<step>, English at /en/simulator/<step>
 * (the same step slugs, so that the language switch leads to the same step). Pure: the pages, the API that
 * serves them (api/routes/simulator-pages.ts) and the island read it alike.
 */
import type { Locale } from '../locales.ts';

export const SIMULATOR_BASE: Record<Locale, string> = { fr: '/v2/simulateur', en: '/en/simulator' };

/** A step of the simulator in a language. */
export function simulatorPath(locale: Locale, step: string): string {
  return `${SIMULATOR_BASE[locale]}/${step}`;
}

/** A step in both languages: its hreflang alternates and the header's language switch (src/layouts/Base.astro). */
export function simulatorAlternates(step: string): Record<Locale, string> {
  return { fr: simulatorPath('fr', step), en: simulatorPath('en', step) };
}
