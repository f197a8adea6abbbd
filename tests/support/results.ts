/** A calculation's result as the e-mails read it: eligible, 231 € a month (231,40 € before rounding), zone 2. */
import type { SimulationResult } from '#core/simulation/compute.ts';

export const ELIGIBLE = {
  isEligible: true,
  montant: 231.4,
  montantFinal: 231,
  refusReason: null,
  zone: 2,
  bareme: { label: 'barème du 1er octobre 2025' },
} as unknown as SimulationResult;
