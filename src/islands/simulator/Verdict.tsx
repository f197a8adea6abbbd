/** The verdict: eligible or not, the monthly amount, why not, and the scales the calculation used. */
import { isResidence } from '../../core/simulation/form.ts';
import { useT } from './locale.ts';
import type { Shown } from './results-types.ts';

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
  const { t, euros } = useT();
  // Why not, and the scales, come from the engine in the page's language (live-or-shared-result.ts).
  const reason = result.error ? t('sim.verdict.calculationError') : result.refusReason;
  return (
    <section className="sim-card sim-verdict" aria-labelledby="sim-result-title">
      <h1 id="sim-result-title" ref={headingRef} tabIndex={-1}>
        {eligible ? t('sim.verdict.eligible') : t('sim.verdict.result')}
      </h1>
      <div className={`sim-amount${eligible ? '' : ' is-zero'}`}>
        <p className="sim-amount-label">{live ? t('sim.verdict.estimated') : t('sim.verdict.simulated')}</p>
        <p className="sim-amount-value">
          {euros(result.montantFinal)} <span>{t('sim.verdict.perMonth')}</span>
        </p>
        {ok && eligible && (
          <p className="sim-amount-note">
            {t(`sim.verdict.${ok.aidType}`)}
            {isResidence(form) ? '.' : t('sim.verdict.beforeRounding', { amount: euros(ok.montant, true) })}
          </p>
        )}
      </div>
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
      {ok && (
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
