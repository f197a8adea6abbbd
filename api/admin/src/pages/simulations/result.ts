/**
 * The stored result of a simulation, read defensively: it is a free object, possibly written by an earlier
 * version of the engine, so each field is checked before it is shown.
 */
import type { SimulationDetail } from '../../../../routes/admin/simulations.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function readResult(d: SimulationDetail) {
  const r = d.finalResult as Record<string, unknown> | null;
  if (!r) return null;
  const steps = Array.isArray(r.steps)
    ? (r.steps as Array<Record<string, unknown>>).map((s) => ({
        title: text(s.title) ?? '',
        description: text(s.description),
        value: s.value,
        annual: s.annual === true,
      }))
    : null;
  return {
    amount: typeof r.montantFinal === 'number' ? r.montantFinal : d.montantFinal,
    eligible: typeof r.isEligible === 'boolean' ? r.isEligible : d.isEligible,
    refusReason: text(r.refusReason),
    steps,
  };
}
