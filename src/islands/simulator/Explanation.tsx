/**
 * « Comment est calculé ce montant ? »: the explained steps come with the server's result; offline, their
 * texts are loaded on demand (they stay out of the page's initial JavaScript).
 */
import { useEffect, useRef } from 'react';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationResult } from '../../core/simulation/result.ts';
import { euros } from './euros.ts';
import { useExplainedSteps } from './explained-steps.ts';
import { useT } from './locale.ts';

/** The engine says which values are annual (resources, savings income, R0); every other one is monthly. */
function formatStepValue(step: { value: number; annual?: true }): string {
  return step.annual ? `${euros(step.value)} / an` : euros(step.value, true);
}

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
  const [steps, loading, load] = useExplainedSteps(result, form);
  const details = useRef<HTMLDetailsElement>(null);
  const { t, locale } = useT();
  // A printout carries the whole calculation: unfolded for the print, whichever way it was asked.
  useEffect(() => {
    const before = () => {
      if (details.current) details.current.open = true;
    };
    window.addEventListener('beforeprint', before);
    return () => window.removeEventListener('beforeprint', before);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when « Imprimer » is pressed.
  useEffect(() => {
    if (!open) return;
    if (details.current) details.current.open = true;
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
    <section className="sim-card" aria-labelledby="sim-how">
      <details
        ref={details}
        className="sim-how"
        onToggle={(e) => (e.currentTarget.open ? load() : undefined)}
      >
        <summary>
          <h2 id="sim-how">{t('sim.how.title')}</h2>
        </summary>
        {/* The engine explains in French: an English page says so, and marks the detail as French. */}
        {locale !== 'fr' && <p className="sim-how-language">{t('sim.how.inFrench')}</p>}
        {steps.length === 0 ? (
          <p aria-live="polite">{loading ? t('sim.how.loading') : ''}</p>
        ) : (
          <ol className="sim-steps" lang={locale === 'fr' ? undefined : 'fr'}>
            {steps.map((s) => (
              <li key={s.number}>
                <p className="sim-step-title">
                  <span>{s.title}</span>
                  <strong>{formatStepValue(s)}</strong>
                </p>
                <p>{s.description}</p>
                {s.details && <p className="sim-step-details">{s.details}</p>}
                <p className="sim-step-ref">{s.legalRef}</p>
              </li>
            ))}
          </ol>
        )}
      </details>
    </section>
  );
}
