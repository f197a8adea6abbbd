/**
 * Les ménages de l'aperçu d'une nouvelle version des barèmes (issue 27) : les profils nommés que citent les
 * pages villes et les guides (`{{aide:etudiant-zone2}}`, src/lib/build/apl-figures.ts), recalculés avec la
 * version active puis avec le brouillon, au mois de sa date d'effet. Un profil « au plafond » paie le plus
 * haut des deux plafonds (arrondi à l'euro supérieur) : il est au plafond des deux côtés, comme sur les pages.
 */
import { computeAidAmount } from '../../core/apl/calculate.ts';
import { type CasImpact, impact } from '../../core/apl/parameters/edition/index.ts';
import type { Baremes } from '../../core/apl/parameters/types.ts';
import { PROFILES, type Profile, type ProfileName, profileInput } from '../build/apl-figures.ts';

/** Le loyer plafond d'un profil avec un jeu de barèmes (0 si le moteur ne calcule pas ce mois). */
function plafond(p: Profile, mois: string, baremes: Baremes): number {
  const r = computeAidAmount(profileInput(p, 1, mois), mois, { baremes });
  return r.ok ? Math.ceil(r.result.intermediaires.loyerPlafond) : 0;
}

/** Le loyer d'un profil : le sien, ou au plafond avec l'un et l'autre jeu. */
function loyer(p: Profile, mois: string, avant: Baremes, apres: Baremes): number {
  if (p.rent !== 'plafond') return p.rent;
  return Math.max(plafond(p, mois, avant), plafond(p, mois, apres));
}

/** Chaque profil nommé, avec son loyer, à recalculer au mois `mois` (AAAA-MM). */
export function casDeReference(mois: string, avant: Baremes, apres: Baremes) {
  return (Object.entries(PROFILES) as Array<[ProfileName, Profile]>).map(([id, p]) => {
    const rent = loyer(p, mois, avant, apres);
    const cas: CasImpact = { id, entree: profileInput(p, rent, mois) };
    return { cas, description: p.description, rent };
  });
}

/** Les montants avant → après de chaque profil au mois de `date` (AAAA-MM-JJ), ceux qui changent d'abord. */
export function apercuImpact(avant: Baremes, apres: Baremes, date: string) {
  const mois = date.slice(0, 7);
  const profils = casDeReference(mois, avant, apres);
  const lignes = impact(
    avant,
    apres,
    profils.map((p) => p.cas),
    mois,
  );
  return lignes
    .map((ligne, i) => ({
      ...ligne,
      description: profils[i]?.description ?? '',
      rent: profils[i]?.rent ?? 0,
    }))
    .sort((a, b) => Number(b.change) - Number(a.change));
}
