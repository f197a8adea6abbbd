/**
 * Étapes 9 et 10 — Participation minimale P0 et participation personnelle Pp.
 *
 * - P0 (`aide_logement_participation_minimale`) = max(taux × (L + C), minimum) (arrêté du 27/09/2019, art. 13).
 * - Pp (`aide_logement_participation_personnelle`) = P0 + (TF + TL) × max(0, R − R0) (CCH D. 823-17) :
 *   R et R0 sont annuels, les taux sont calibrés pour donner un montant mensuel. Rien n'est arrondi.
 */
import { f32 } from './float32.ts';

/** Participation minimale mensuelle P0. */
export function participationMinimale(
  loyerRetenu: number,
  charges: number,
  p0: { readonly taux: number; readonly minimum: number },
): number {
  return Math.max(f32(f32(p0.taux) * f32(loyerRetenu + charges)), f32(p0.minimum));
}

/** Taux de participation Tp = TF + TL. */
export function tauxParticipation(tf: number, tl: number): number {
  return f32(tf + tl);
}

/** Participation personnelle mensuelle Pp. */
export function participationPersonnelle(p0: number, tf: number, tl: number, R: number, R0: number): number {
  const rp = Math.max(0, f32(R - R0));
  return f32(p0 + f32(tauxParticipation(tf, tl) * rp));
}
