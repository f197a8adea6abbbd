/**
 * Étapes 11, 12, 14 et 16 — Aide avant seuil, seuil de versement, minoration forfaitaire, CRDS et montant versé.
 *
 * - Aide A = max(0, L + C − Pp) (CCH D. 823-16), non arrondie.
 * - OpenFisca applique le seuil de non-versement (10 € pour l'AL, 0 € pour l'APL ; arrêté du 27/09/2019,
 *   art. 12) à A, avant dégressivité et minoration.
 * - Minoration forfaitaire de 5 € après dégressivité (arrêté art. 11).
 * - CRDS de 0,5 % ; `montant` = aide nette au centime, comme la variable OpenFisca `aide_logement_montant`.
 * - `montantFinal` est ce que la CAF verse (CCH D. 823-16, dernier alinéa, et arrêté art. 12) : le seuil de
 *   10 € s'apprécie sur l'aide finale avant CRDS, et l'aide nette est arrondie à l'euro inférieur.
 */
import { f32, round2f32 } from './float32.ts';

/** Aide mensuelle avant seuil A. */
export function aideAvantSeuil(loyerRetenu: number, charges: number, participation: number): number {
  return Math.max(0, f32(f32(loyerRetenu + charges) - participation));
}

/** Seuil de non-versement applicable (AL ou APL). */
export function seuilVersement(
  seuils: { readonly al: number; readonly apl: number },
  conventionne: boolean,
): number {
  return conventionne ? seuils.apl : seuils.al;
}

/** Application du seuil par OpenFisca, sur A. */
export function aideApresSeuil(aide: number, seuil: number): number {
  return aide >= seuil ? aide : 0;
}

/** Aide brute après minoration forfaitaire (float32). */
export function aideMinoree(aideDegressive: number, minoration: number): number {
  return f32(Math.max(0, aideDegressive - minoration));
}

/** Montant de la CRDS (positif). */
export function crds(aideBrute: number, taux: number): number {
  return -f32(-aideBrute * f32(taux));
}

/** Aide nette de CRDS, au centime (variable OpenFisca `aide_logement_montant`). */
export function montantNet(aideBrute: number, taux: number): number {
  return round2f32(f32(aideBrute - crds(aideBrute, taux)));
}

/**
 * Montant versé par la CAF, en euros entiers : 0 si l'aide brute finale est sous le seuil de versement,
 * sinon l'aide nette arrondie à l'euro inférieur.
 */
export function montantVerse(aideBrute: number, net: number, seuil: number): number {
  if (aideBrute <= 0 || aideBrute < seuil) return 0;
  return Math.floor(Math.round(net * 100) / 100 + 1e-9);
}
