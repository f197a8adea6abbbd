/**
 * Effet d'une nouvelle version des barèmes avant son activation (issue 27) : des ménages (cas de référence,
 * exemples des pages) calculés par le moteur avec les barèmes en vigueur puis avec le brouillon, au même
 * mois ; montant avant → après. Pur : les deux jeux de barèmes sont des arguments (`complements.baremes`).
 */
import { type Complements, computeAidAmount } from '../../calculate.ts';
import type { EntreeMoteur, ResultatAide, ResultatCalcul } from '../../types.ts';
import type { Baremes } from '../types.ts';

/** Un ménage à recalculer : l'entrée du moteur, et ce que le cas rejoue (ressources déjà calculées…). */
export type CasImpact = {
  readonly id: string;
  readonly entree: EntreeMoteur;
  readonly complements?: Omit<Complements, 'baremes'>;
};

/** Le montant net au centime et le montant versé (euros entiers), ou le code de l'échec du calcul. */
export type Montants =
  | Pick<ResultatAide, 'montant' | 'montantFinal'>
  | { readonly erreur: Exclude<ResultatCalcul, { ok: true }>['code'] };

export type LigneImpact = {
  readonly id: string;
  readonly avant: Montants;
  readonly apres: Montants;
  /** Vrai si le montant au centime ou le montant versé change. */
  readonly change: boolean;
};

function montants(cas: CasImpact, mois: string, baremes: Baremes): Montants {
  const r = computeAidAmount(cas.entree, mois, { ...cas.complements, baremes });
  return r.ok ? { montant: r.result.montant, montantFinal: r.result.montantFinal } : { erreur: r.code };
}

const memes = (a: Montants, b: Montants) =>
  'erreur' in a || 'erreur' in b
    ? 'erreur' in a && 'erreur' in b && a.erreur === b.erreur
    : a.montant === b.montant && a.montantFinal === b.montantFinal;

/**
 * Chaque cas calculé pour le mois de `date` (AAAA-MM ou AAAA-MM-JJ) avec `avant` puis avec `apres`.
 * Pour un cas d'un autre mois, appeler une fois par mois.
 */
export function impact(
  avant: Baremes,
  apres: Baremes,
  cas: ReadonlyArray<CasImpact>,
  date: string,
): LigneImpact[] {
  const mois = date.slice(0, 7);
  return cas.map((c) => {
    const [a, b] = [montants(c, mois, avant), montants(c, mois, apres)];
    return { id: c.id, avant: a, apres: b, change: !memes(a, b) };
  });
}
