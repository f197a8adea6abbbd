/**
 * From a simulation's answers to an outcome: result, missing answers, or the spec's zero result on failure.
 * Shared by the full calculation (compute.ts, with explained steps) and the amount alone (amount.ts).
 */
import type { calculateAid } from '../apl/index.ts';
import type { ResultatAide } from '../apl/types.ts';
import { aidMonth, type FormData, STEP_SLUGS, stepFields, toEngineInput, validateStep } from './steps.ts';

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
> & { error: false; calculatedFor: string };

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

export function outcome(form: FormData, today: string, calculate: typeof calculateAid): Outcome {
  for (const slug of STEP_SLUGS) {
    if (slug === 'resultats') break;
    const fields = stepFields(slug);
    const data = Object.fromEntries(fields.map((f) => [f, form[f]]).filter(([, v]) => v !== undefined));
    const check = validateStep(slug, data, today);
    if (!check.ok) return { kind: 'incomplete', errors: check.errors, firstStep: slug };
  }
  const month = aidMonth(today);
  const computed = calculate(toEngineInput(form), { date: month });
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
      error: false,
      calculatedFor: month,
    },
  };
}
