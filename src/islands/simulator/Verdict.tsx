/** The verdict: eligible or not, the monthly amount, why not, and the scales the calculation used. */
import { isResidence } from '../../core/simulation/form.ts';
import { euros } from './euros.ts';
import type { Shown } from './results-types.ts';

const AID_NAMES = {
  APL: 'APL (aide personnalisée au logement)',
  ALS: 'ALS (allocation de logement sociale)',
  ALF: 'ALF (allocation de logement familiale)',
} as const;

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
  return (
    <section className="sim-card sim-verdict" aria-labelledby="sim-result-title">
      <h1 id="sim-result-title" ref={headingRef} tabIndex={-1}>
        {eligible ? 'Vous êtes éligible aux APL' : 'Résultat de votre simulation APL'}
      </h1>
      <div className={`sim-amount${eligible ? '' : ' is-zero'}`}>
        <p className="sim-amount-label">{live ? 'Montant estimé' : 'Montant simulé'}</p>
        <p className="sim-amount-value">
          {euros(result.montantFinal)} <span>par mois</span>
        </p>
        {ok && eligible && (
          <p className="sim-amount-note">
            {AID_NAMES[ok.aidType]}
            {isResidence(form)
              ? '.'
              : ` — ${euros(ok.montant, true)} avant l'arrondi à l'euro inférieur appliqué par la CAF.`}
          </p>
        )}
      </div>
      {!eligible && result.refusReason && (
        <p className="sim-refus">
          <strong>Pourquoi ?</strong> {result.refusReason}
        </p>
      )}
      {form.conventionneKnown === false && (
        <p className="sim-bareme">
          Vous ne saviez pas si le logement est conventionné : le calcul suppose{' '}
          {isResidence(form)
            ? 'une résidence conventionnée, comme la plupart.'
            : 'un logement non conventionné, le cas le plus courant.'}{' '}
          Votre bail ou la résidence vous le dira.
        </p>
      )}
      {ok && (
        <p className="sim-bareme">
          Calcul fait avec les {ok.bareme.label}.{ok.bareme.warning ? ` ${ok.bareme.warning}` : ''} Estimation
          non contractuelle : seule la CAF fixe votre aide.
        </p>
      )}
    </section>
  );
}
