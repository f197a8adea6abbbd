/**
 * « Détail du calcul » (folded; the plain words above it say what decided the amount): the explained steps come with the server's result; offline, their
 * texts are loaded on demand (they stay out of the page's initial JavaScript).
 */
import { useEffect } from 'react';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationResult } from '../../core/simulation/result.ts';
import { useExplainedSteps } from './explained-steps.ts';
import { Fold } from './Fold.tsx';
import { useT } from './locale.ts';

export function Explanation({
  result,
  form,
  open,
  onReady,
}: {
  result: SimulationResult;
  form: FormData;
  /** « Imprimer » asked for the explanation: open it, load it, then print. */
  open: boolean;
  onReady: () => void;
}) {
  const { t, euros, locale } = useT();
  const [steps, loading, load, language] = useExplainedSteps(result, form, locale);
  /** The engine says which values are annual (resources, savings income, R0); every other one is monthly. */
  const value = (step: { value: number; annual?: true }) =>
    step.annual ? t('sim.how.perYear', { amount: euros(step.value) }) : euros(step.value, true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when « Imprimer » is pressed.
  useEffect(() => {
    if (!open) return;
    void load().then(() => {
      // Two frames: the loaded steps are on screen before the print dialog takes its snapshot.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.print();
          onReady();
        }),
      );
    });
  }, [open]);
  return (
    <Fold id="sim-how" title={t('sim.how.title')} foldClass="sim-how" onOpen={load} open={open}>
      {/* The legal references stay as the French texts cite themselves: an English page says so. */}
      {locale !== 'fr' && <p className="sim-how-language">{t('sim.how.legalRefs')}</p>}
      {steps.length === 0 ? (
        <p aria-live="polite">{loading ? t('sim.how.loading') : ''}</p>
      ) : (
        <ol className="sim-steps" lang={language === locale ? undefined : language}>
          {steps.map((s) => (
            <li key={s.number}>
              <p className="sim-step-title">
                <span>{s.title}</span>
                <strong>{value(s)}</strong>
              </p>
              <p>{s.description}</p>
              {s.details && <p className="sim-step-details">{s.details}</p>}
              <p className="sim-step-ref" lang={locale === 'fr' ? undefined : 'fr'}>
                {s.legalRef}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Fold>
  );
}
