/**
 * The explained steps of a result: those the server sent with it, else computed in the browser on demand
 * (`load`), the engine's texts loaded only then.
 */
import { useEffect, useState } from 'react';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationResult } from '../../core/simulation/result.ts';
import { today } from './clock.ts';

/** [the steps, whether they are loading, load them (once)]. */
export function useExplainedSteps(result: SimulationResult, form: FormData) {
  const [steps, setSteps] = useState(result.steps);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (result.steps.length > 0) setSteps(result.steps);
  }, [result.steps]);
  const load = async (): Promise<void> => {
    if (steps.length > 0 || loading) return;
    setLoading(true);
    try {
      const { simulate } = await import('../../core/simulation/compute.ts');
      const full = simulate(form, today());
      if (full.kind === 'result') setSteps(full.result.steps);
    } catch {
      console.warn('Explication indisponible');
    } finally {
      setLoading(false);
    }
  };
  return [steps, loading, load] as const;
}
