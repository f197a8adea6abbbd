/**
 * Loyer pris en compte d'une aide en logement-foyer ou en résidence CROUS (variables OpenFisca
 * `aides_logement_foyer_conventionne_plafond`, `aides_logement_foyer_plafond_mensualite`).
 *
 * - APL (logement conventionné) : équivalence de loyer et de charges E = la redevance, dans la limite d'un
 *   plafond fixé par zone et composition du foyer (CCH D. 832-24, 3° ; arrêté du 27/09/2019, art. 27) ; les
 *   charges y sont comprises. Au-delà de quatre personnes à charge, le plafond de quatre est majoré par
 *   personne (OpenFisca n'y ajoute que les majorations : le moteur suit l'arrêté).
 * - AL (non conventionné) : équivalence de loyer L fixée par catégorie de résident, personne seule ou
 *   couple (CCH D. 842-16 ; arrêté art. 43) : étudiant en chambre non réhabilitée, étudiant en chambre
 *   réhabilitée, personne âgée, autres personnes.
 */
import { f32 } from './float32.ts';
import { parCompositionFoyer } from './nombre-parts.ts';
import type { ParCompositionFoyer, SeulOuCouple } from './parameters/types.ts';
import type { Foyer } from './types.ts';

export type EquivalencesAl = {
  readonly etudiantChambre: SeulOuCouple;
  readonly etudiantChambreRehabilitee: SeulOuCouple;
  readonly personneAgee: SeulOuCouple;
  readonly autre: SeulOuCouple;
};

export type CategorieAl = keyof EquivalencesAl;

/** Plafond de l'équivalence de loyer et de charges E (APL), stocké en float32. */
export function plafondEquivalenceApl(plafonds: ParCompositionFoyer, foyer: Foyer): number {
  return f32(parCompositionFoyer(plafonds, foyer));
}

/** E retenu : la redevance dans la limite du plafond. */
export function equivalenceApl(redevance: number, plafond: number): number {
  return Math.min(plafond, f32(redevance));
}

/**
 * Catégorie du résident pour l'AL, dans l'ordre d'OpenFisca : personne âgée d'abord, puis étudiant d'une
 * résidence CROUS (chambre non réhabilitée, sinon réhabilitée), autres personnes sinon.
 */
export function categorieAl(r: {
  readonly crous: boolean;
  readonly chambre: boolean;
  readonly rehabilitee: boolean;
  readonly age: number;
  readonly agePersonneAgee: number;
}): CategorieAl {
  if (r.age >= r.agePersonneAgee) return 'personneAgee';
  if (r.crous) return r.chambre && !r.rehabilitee ? 'etudiantChambre' : 'etudiantChambreRehabilitee';
  return 'autre';
}

/** Équivalence de loyer L (AL), stockée en float32. */
export function equivalenceAl(eq: EquivalencesAl, categorie: CategorieAl, couple: boolean): number {
  const c = eq[categorie];
  return f32(couple ? c.couple : c.isole);
}
