/**
 * The result to show: computed at once in the browser with the shared engine from the saved answers, or
 * (shared link) the one stored on the server; the answers still missing, or why the stored one did not load.
 */
import { useEffect, useState } from 'react';
import { simulateAmount } from '../../core/simulation/amount.ts';
import type { Outcome } from '../../core/simulation/result.ts';
import { track } from '../../lib/browser/track.ts';
import { fetchSharedResults } from './api-client.ts';
import { today } from './clock.ts';
import { useT } from './locale.ts';
import { inPageLanguage, loadResultWords } from './result-words.ts';
import type { Shown } from './results-types.ts';
import { useSimulator } from './store.ts';

export type MissingAnswers = Extract<Outcome, { kind: 'incomplete' }>;

/** [the result shown, its setter, the answers missing, why the shared result did not load]. */
export function useShownResult(ready: boolean, sharedResultsId: string | undefined) {
  const { t, apiError, locale } = useT();
  const [shown, setShown] = useState<Shown | null>(null);
  const [missing, setMissing] = useState<MissingAnswers | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    /** The shared result from the server, or the result of this browser's answers, in the page's language. */
    const show = () => {
      if (!current) return;
      if (sharedResultsId !== undefined) {
        fetchSharedResults(sharedResultsId)
          .then((res) => {
            if (res.success)
              setShown({
                // The server words it in French: an English page words it again from the same answers.
                result: inPageLanguage(res.result, res.recap),
                form: res.recap,
                sessionId: null,
                date: res.completedAt?.slice(0, 10) ?? today(),
              });
            else setLoadError(apiError(res.error ?? t('sim.results.notFound'), res.code));
          })
          .catch(() => setLoadError(t('sim.results.loadFailed')));
        return;
      }
      const state = useSimulator.getState();
      const outcome = simulateAmount(state.form, today(), locale);
      if (outcome.kind === 'incomplete') {
        setMissing(outcome);
        return;
      }
      const result = outcome.kind === 'result' ? outcome.result : outcome.failure;
      if (state.resultFor !== JSON.stringify(state.form))
        track('simulation_completed', { isEligible: result.isEligible, montantFinal: result.montantFinal });
      state.setResult(result, state.form);
      state.answer('resultats', 12, {});
      setShown({ result, form: state.form, sessionId: state.sessionId, date: today() });
    };
    // The engine's words in English are a chunk of their own: the result waits for them on an English page.
    void loadResultWords(locale).then(show);
    return () => {
      current = false;
    };
  }, [ready, sharedResultsId, locale, t, apiError]);

  return [shown, setShown, missing, loadError] as const;
}
