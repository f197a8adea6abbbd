/**
 * Coefficient de prise en charge K d'une aide en logement-foyer (variables OpenFisca
 * `aides_logement_foyer_k_apl`, `aides_logement_foyer_k_al`).
 *
 * - APL (CCH D. 832-25, 1°) : K = 0,95 − (R − r × N) / (cm × N) ;
 * - AL, et APL des foyers de jeunes travailleurs et résidences sociales (D. 832-25, 2° ; D. 842-15) :
 *   K = 0,90 − R / (cm × N) ;
 * avec R les ressources annuelles, N le nombre de parts, r et cm fixés par arrêté (arrêté du 27/09/2019,
 * art. 30). Le texte dit que K ne peut dépasser 0,95 (APL) ou 0,90 (AL) : OpenFisca ne plafonne pas l'APL,
 * dont K dépasse 0,95 quand R < r × N ; le moteur suit le texte et plafonne.
 * Le texte arrondit aussi K à deux décimales par défaut : OpenFisca ne le fait pas, `montant` non plus (pour
 * garder les centimes de la référence) ; le montant versé (`montantFinal`) l'applique (`coefficientKArrondi`).
 */
import { f32 } from './float32.ts';

export type ParametresK = {
  readonly apl: { readonly plafond: number; readonly r: number; readonly cm: number };
  readonly al: { readonly plafond: number; readonly cm: number };
};

/** K avant plafonnement, calculé en float32 comme OpenFisca. */
export function coefficientKBrut(apl: boolean, R: number, N: number, p: ParametresK): number {
  if (apl) {
    const a = p.apl;
    const num = f32(R - f32(f32(a.r) * N));
    return f32(f32(a.plafond) - f32(num / f32(f32(a.cm) * N)));
  }
  return f32(f32(p.al.plafond) - f32(R / f32(f32(p.al.cm) * N)));
}

/** Plafond de K : 0,95 pour l'APL, 0,90 pour l'AL. */
export function plafondK(apl: boolean, p: ParametresK): number {
  return apl ? p.apl.plafond : p.al.plafond;
}

/** K retenu pour `montant` : K plafonné (CCH D. 832-25, 1° a et 2° a). */
export function coefficientK(apl: boolean, R: number, N: number, p: ParametresK): number {
  return Math.min(coefficientKBrut(apl, R, N, p), f32(plafondK(apl, p)));
}

/**
 * K selon le texte, pour le montant versé : calculé en double précision, plafonné, arrondi par défaut au pas
 * fixé (deux décimales).
 */
export function coefficientKArrondi(apl: boolean, R: number, N: number, p: ParametresK, pas: number): number {
  const k = apl ? p.apl.plafond - (R - p.apl.r * N) / (p.apl.cm * N) : p.al.plafond - R / (p.al.cm * N);
  const centiemes = Math.round(1 / pas);
  // La petite marge absorbe l'écart binaire d'un K tombant pile sur deux décimales (0,95 × 100 = 94,999…).
  return Math.floor(Math.min(k, plafondK(apl, p)) * centiemes + 1e-9) / centiemes;
}
