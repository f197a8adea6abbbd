/** The verdict: eligible or not, the monthly amount, what decided it, why not, and the scales the calculation used. */
import { lazy, Suspense } from 'react';
import { conditionNonRemplie } from '../../core/apl/conditions.ts';
import { isResidence } from '../../core/simulation/form.ts';
import { ToCheck } from './Eligibility.tsx';
import { useT } from './locale.ts';
import type { Shown } from './results-types.ts';

/** What decided the amount, in plain words: a chunk of its own (PlainWords.tsx). */
const PlainWords = lazy(() => import('./PlainWords.tsx'));

export function Verdict({
  result,
  form,
  live,
  headingRef,
}: Pick<Shown, 'result' | 'form'> & {
  live: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const eligible = result.isEligible;
  const ok = result.error === false ? result : null;
  const { t } = useT();
  // Why not, and the scales, come from the engine in the page's language (live-or-shared-result.ts).
  const reason = result.error ? t('sim.verdict.calculationError') : result.refusReason;
  const conditions = ok?.conditions ?? [];
  // A condition of entitlement not met: no amount is shown, only why (an amount would be misread as due).
  const unmet = conditionNonRemplie(conditions) !== null;
  return (
    <section className="sim-card sim-verdict" aria-labelledby="sim-result-title">
      <h1 id="sim-result-title" ref={headingRef} tabIndex={-1}>
        {eligible
          ? t('sim.verdict.eligible')
          : unmet
            ? t('sim.verdict.notEntitled')
            : t('sim.verdict.result')}
      </h1>
      {!unmet && <Amount result={result} live={live} />}
      {ok && !unmet && (
        <Suspense fallback={null}>
          <PlainWords result={ok} form={form} />
        </Suspense>
      )}
      {!eligible && reason && (
        <p className="sim-refus">
          <strong>{t('sim.verdict.why')}</strong> {reason}
        </p>
      )}
      {form.conventionneKnown === false && (
        <p className="sim-bareme">
          {isResidence(form) ? t('sim.verdict.unknownResidence') : t('sim.verdict.unknownRental')}
        </p>
      )}
      <ToCheck conditions={conditions} entitled={eligible} />
      {ok && !unmet && (
        <p className="sim-bareme">
          {t('sim.verdict.scales', {
            label: ok.bareme.label,
            warning: ok.bareme.warning ? ` ${ok.bareme.warning}` : '',
          })}
        </p>
      )}
    </section>
  );
}

/** The monthly amount, and for an aid paid, its kind (the amount before rounding is in « Détail du calcul »). */
function Amount({ result, live }: Pick<Shown, 'result'> & { live: boolean }) {
  const { t, euros } = useT();
  const ok = result.error === false ? result : null;
  const eligible = result.isEligible;
  return (
    <div className={`sim-amount${eligible ? '' : ' is-zero'}`}>
      <p className="sim-amount-label">{live ? t('sim.verdict.estimated') : t('sim.verdict.simulated')}</p>
      <p className="sim-amount-value">
        {euros(result.montantFinal)} <span>{t('sim.verdict.perMonth')}</span>
      </p>
      {ok && eligible && <p className="sim-amount-note">{t(`sim.verdict.${ok.aidType}`)}.</p>}
    </div>
  );
}
