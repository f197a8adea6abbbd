/** Parcours des valeurs des barèmes (nombres, objets, listes de tranches), feuille à feuille. */

/** Vrai si deux valeurs sont égales feuille à feuille. */
export function memesValeurs(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => memesValeurs((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Les feuilles numériques d'une valeur, par chemin pointé à partir de `prefixe` (« loyersPlafonds.2.couple »,
 * « equivalenceLoyerMinimale.apl.tranches.0.1.taux »).
 */
export function feuilles(v: unknown, prefixe = ''): Array<[string, number]> {
  if (typeof v === 'number') return [[prefixe, v]];
  if (v === null || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => feuilles(x, prefixe ? `${prefixe}.${k}` : k));
}
