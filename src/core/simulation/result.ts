/**
 * The outcome of a simulation as the results screen, the API and the e-mail use it, from the engine's
 * answer. No validation library here: see outcome.ts (validated answers) and amount.ts (the results page).
 */
import type { ResultatAide, ResultatCalcul, VerdictCondition } from '../apl/types.ts';

/** Spec §8: the whole calculation failed. */
export const CALCULATION_ERROR_REASON = 'Erreur lors du calcul';
/** Spec §8: what the visitor reads when no scale covers the case. */
export const CALCULATION_ERROR_MESSAGE = 'Erreur lors du calcul, veuillez réessayer';

/** What the results screen, the API and the e-mail need (spec §3 « Calculation result »). */
export type SimulationResult = Pick<
  ResultatAide,
  | 'montant'
  | 'montantFinal'
  | 'isEligible'
  | 'refusReason'
  | 'refusCode'
  | 'zone'
  | 'aidType'
  | 'bareme'
  | 'steps'
> & {
  error: false;
  calculatedFor: string;
  /**
   * The verdict of each condition of entitlement (src/core/apl/conditions.ts). Absent from results stored
   * before the conditions were checked: nothing was then checked.
   */
  conditions?: ReadonlyArray<VerdictCondition>;
};

export type SimulationFailure = {
  montantFinal: 0;
  isEligible: false;
  refusReason: string;
  error: true;
  message: string;
};

export type Outcome =
  | { kind: 'result'; result: SimulationResult }
  | { kind: 'incomplete'; errors: Record<string, string>; firstStep: string }
  | { kind: 'failure'; failure: SimulationFailure };

/** The engine's answer for `month` (AAAA-MM), as an outcome: a result or the spec's zero result. */
export function toOutcome(computed: ResultatCalcul, month: string): Outcome {
  if (!computed.ok) {
    const message =
      computed.code === 'VALIDATION'
        ? (computed.errors[0]?.message ?? CALCULATION_ERROR_MESSAGE)
        : CALCULATION_ERROR_MESSAGE;
    return {
      kind: 'failure',
      failure: {
        montantFinal: 0,
        isEligible: false,
        refusReason: CALCULATION_ERROR_REASON,
        error: true,
        message,
      },
    };
  }
  const r = computed.result;
  return {
    kind: 'result',
    result: {
      montant: r.montant,
      montantFinal: r.montantFinal,
      isEligible: r.isEligible,
      refusReason: r.refusReason,
      refusCode: r.refusCode,
      zone: r.zone,
      aidType: r.aidType,
      bareme: r.bareme,
      steps: r.steps,
      conditions: r.conditions,
      error: false,
      calculatedFor: month,
    },
  };
}
