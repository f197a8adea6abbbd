/**
 * The explained steps of a result, loaded on demand (`load`), the engine's texts with them. In French: those
 * the server sent with it, else computed in the browser. In another language, the page writes them again from
 * the answers that give this result (compute.ts `stepsIn`); if none do, it shows the server's French steps.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../core/locales.ts';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationResult } from '../../core/simulation/result.ts';
import { today } from './clock.ts';

const NONE: SimulationResult['steps'] = [];

/** [the steps, whether they are loading, load them (once), the language they are written in]. */
export function useExplainedSteps(result: SimulationResult, form: FormData, locale: Locale) {
  const sent = locale === 'fr' ? result.steps : NONE;
  const [steps, setSteps] = useState(sent);
  const [language, setLanguage] = useState<Locale>(locale);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (sent.length > 0) setSteps(sent);
  }, [sent]);
  const load = async (): Promise<void> => {
    if (steps.length > 0 || loading) return;
    setLoading(true);
    try {
      const { simulate, stepsIn } = await import('../../core/simulation/compute.ts');
      if (locale === 'fr') {
        const full = simulate(form, today());
        if (full.kind === 'result') setSteps(full.result.steps);
      } else {
        const written = stepsIn(result, form, locale);
        if (written) setSteps(written);
        else if (result.steps.length > 0) {
          setSteps(result.steps);
          setLanguage('fr');
        }
      }
    } catch {
      console.warn('Explication indisponible');
    } finally {
      setLoading(false);
    }
  };
  return [steps, loading, load, language] as const;
}
