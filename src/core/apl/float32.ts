/**
 * Arithmétique d'OpenFisca-France, reproduite pour retrouver ses montants au centime.
 *
 * OpenFisca calcule avec des tableaux NumPy en simple précision (float32) : chaque variable est stockée
 * en float32, et une opération entre deux tableaux float32 (ou entre un tableau float32 et un nombre
 * Python) est faite en float32. Certains calculs passent en double précision (paramètres indexés par
 * zone, coefficients construits avec `where`/`select`…) puis sont ramenés en float32 au stockage.
 * `Math.fround` après chaque opération donne exactement le résultat float32 de NumPy (l'opération en
 * double précision de deux float32 puis l'arrondi en float32 est correctement arrondie pour + − × ÷).
 *
 * Les arrondis de NumPy (`round_`) arrondissent au pair le plus proche (« banker's rounding »).
 */

/** Arrondi en float32 (stockage d'une variable OpenFisca, ou résultat d'une opération float32). */
export const f32 = Math.fround;

/** Arrondi à l'entier, demi au pair (numpy.rint). */
export function rint(x: number): number {
  const f = Math.floor(x);
  const d = x - f;
  if (d < 0.5) return f;
  if (d > 0.5) return f + 1;
  return f % 2 === 0 ? f : f + 1;
}

/** numpy.round(x, 2) sur un float64 : centimes, demi au pair. */
export function round2(x: number): number {
  return rint(x * 100) / 100;
}

/** numpy.round(x, 2) sur un float32 : la multiplication et la division sont faites en float32. */
export function round2f32(x: number): number {
  return f32(rint(f32(x * 100)) / 100);
}

/** Somme de n mois identiques, accumulée en float32 comme `options=[ADD]` d'OpenFisca. */
export function sommeMensuelleF32(mensuel: number, n: number): number {
  const m = f32(mensuel);
  let s = 0;
  for (let i = 0; i < n; i++) s = f32(s + m);
  return s;
}

/** Un montant en euros arrondi au centime, pour l'affichage et les sorties (sans bruit binaire). */
export function centimes(x: number): number {
  return Math.round(x * 100) / 100;
}
