/**
 * Le calcul avec ses étapes expliquées (titre, description, valeur, article de loi) : c'est ce que
 * l'API, le site statique et le lot utilisent. Le navigateur ne charge ce module qu'à la demande.
 */
import { ajouterLangue, type Complements, evaluerAide } from './calculate.ts';
import { LIBELLES_EN } from './libelles/en.ts';
import { LIBELLES_FR } from './libelles/fr.ts';
import { RESULTAT_EN } from './libelles/resultat-en.ts';
import type { Langue } from './libelles/types.ts';
import { construireEtapes, etapeConditionNonRemplie } from './steps.ts';
import type { EntreeMoteur, ResultatCalcul } from './types.ts';

const LIBELLES = { fr: LIBELLES_FR, en: LIBELLES_EN } as const;

// Whoever computes with the explained steps (API, build, batch) computes in every language of the site.
ajouterLangue(RESULTAT_EN);

/**
 * Calcule l'aide pour une entrée déjà validée et le mois `mois` (AAAA-MM), avec les étapes expliquées dans la
 * langue `langue` (le français par défaut ; les montants n'en dépendent pas).
 * Ne lève pas d'exception pour un cas couvert ; renvoie un échec typé si aucun barème ne s'applique.
 */
export function computeAid(
  entree: EntreeMoteur,
  mois: string,
  complements: Complements = {},
  langue: Langue = 'fr',
): ResultatCalcul {
  const e = evaluerAide(entree, mois, complements, langue);
  if (!e.ok) return e;
  const w = LIBELLES[langue];
  const steps = e.exclusion
    ? [etapeConditionNonRemplie(e.exclusion, e.result.refusReason ?? '', w)]
    : construireEtapes(...e.etapes, e.result.bareme.rlsFrom, w);
  return { ok: true, result: { ...e.result, steps } };
}
