/**
 * Bande plausible d'une nouvelle valeur (issue 27) : une revalorisation ordinaire change un montant de
 * quelques pour cent ; au-delà de ± 10 % de la valeur précédente, c'est une réforme ou une faute de saisie,
 * et la saisie n'est acceptée qu'avec la raison de l'écart.
 */
import type { ErreurChamp } from '../../types.ts';
import { feuilles } from './valeurs.ts';

/** Écart relatif toléré sans raison : ± 10 % de la valeur précédente. */
export const BANDE_PLAUSIBLE = 0.1;

/** « 290,34 », « 0,085 » : un nombre tel qu'il est saisi, à la française. */
const nombre = (x: number) => String(x).replace('.', ',');

/** « + 13,7 % », « − 20 % » : l'écart relatif, arrondi au dixième. */
function ecartTexte(avant: number, apres: number): string {
  const pct = Math.round(((apres - avant) / Math.abs(avant)) * 1000) / 10;
  return `${pct < 0 ? '−' : '+'} ${nombre(Math.abs(pct))} %`;
}

/** Vrai si `apres` s'écarte de plus de 10 % de `avant` (toute variation d'une valeur nulle). */
export function horsBande(avant: number, apres: number): boolean {
  if (avant === 0) return apres !== 0;
  return Math.abs(apres - avant) > BANDE_PLAUSIBLE * Math.abs(avant) + 1e-9;
}

/**
 * Les valeurs d'une nouvelle version comparées à celles de la version précédente, feuille à feuille :
 * valeur manquante ou non finie (toujours refusée) et, sans `raisonDonnee`, écart hors de la bande.
 * Champ de chaque message : la série et le chemin de la valeur (« loyersPlafonds.2.personneSeule »).
 */
export function problemesEcarts(
  cle: string,
  precedente: unknown,
  nouvelle: unknown,
  raisonDonnee: boolean,
): ErreurChamp[] {
  const avant = new Map(feuilles(precedente, cle));
  const apres = new Map(feuilles(nouvelle, cle));
  const errors: ErreurChamp[] = [];
  for (const field of avant.keys()) {
    if (!apres.has(field)) errors.push({ field, message: 'Valeur manquante' });
  }
  for (const [field, x] of apres) {
    const a = avant.get(field);
    if (!Number.isFinite(x)) errors.push({ field, message: 'Valeur invalide : un nombre est attendu' });
    else if (raisonDonnee) continue;
    else if (a === undefined) {
      errors.push({ field, message: `Nouvelle valeur (${nombre(x)}) sans équivalent : donner la raison` });
    } else if (horsBande(a, x)) {
      errors.push({
        field,
        message: `${nombre(x)} au lieu de ${nombre(a)} (${ecartTexte(a, x)}) : écart de plus de 10 %, donner la raison`,
      });
    }
  }
  return errors;
}
