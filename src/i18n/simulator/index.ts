/**
 * The simulator's strings of one language, for an Astro page to give its island (src/islands/simulator/locale.ts).
 * Build time only: an island imports the types, never this module, so that it holds no language.
 */
import type { Locale } from '../locales.ts';
import { simulatorEn } from './en.ts';
import { type SimulatorMessages, simulatorFr } from './fr.ts';

export { SIMULATOR_BASE, simulatorAlternates, simulatorPath } from './paths.ts';

export function simulatorMessages(locale: Locale): SimulatorMessages {
  return locale === 'en' ? simulatorEn : simulatorFr;
}
