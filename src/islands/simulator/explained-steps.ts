/**
 * The explained steps of a result: in French, those the server sent with it; else (or in another language)
 * computed in the browser on demand (`load`), the engine's texts loaded only then.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../core/locales.ts';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationResult } from '../../core/simulation/result.ts';
import { today } from './clock.ts';

const NONE: SimulationResult['steps'] = [];

/** [the steps, whether they are loading, load them (once)]. */
export function useExplainedSteps(result: SimulationResult, form: FormData, locale: Locale) {
  // The server writes its steps in French: an English page writes its own, from the same answers.
  const sent = locale === 'fr' ? result.steps : NONE;
  const [steps, setSteps] = useState(sent);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (sent.length > 0) setSteps(sent);
  }, [sent]);
  const load = async (): Promise<void> => {
    if (steps.length > 0 || loading) return;
    setLoading(true);
    try {
      const { simulate } = await import('../../core/simulation/compute.ts');
      const full = simulate(form, today(), locale);
      if (full.kind === 'result') setSteps(full.result.steps);
    } catch {
      console.warn('Explication indisponible');
    } finally {
      setLoading(false);
    }
  };
  return [steps, loading, load] as const;
}
