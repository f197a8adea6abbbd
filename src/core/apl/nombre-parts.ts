/**
 * Nombre de parts N (variable OpenFisca `aides_logement_nb_part`) du coefficient de prise en charge K d'une
 * aide en logement-foyer : barème par composition du foyer, jusqu'à quatre personnes à charge puis une
 * majoration par personne à charge au-delà. Un barème pour l'APL (CCH D. 832-25, 1° e), un pour l'AL et les
 * foyers de jeunes travailleurs et résidences sociales (D. 832-25, 2° d ; D. 842-15).
 */
import { f32 } from './float32.ts';
import type { ParCompositionFoyer } from './parameters/types.ts';
import type { Foyer } from './types.ts';

/** Montant d'un barème du secteur foyer pour la composition du foyer (double précision). */
export function parCompositionFoyer(bareme: ParCompositionFoyer, foyer: Foyer): number {
  const n = foyer.personnesACharge;
  switch (n) {
    case 0:
      return foyer.couple ? bareme.couple : bareme.isole;
    case 1:
      return bareme.pac1;
    case 2:
      return bareme.pac2;
    case 3:
      return bareme.pac3;
    case 4:
      return bareme.pac4;
    default:
      return bareme.pac4 + (n - 4) * bareme.parPacAuDelaDe4;
  }
}

/** Nombre de parts N, stocké en float32 comme dans OpenFisca. */
export function nombreParts(bareme: ParCompositionFoyer, foyer: Foyer): number {
  return f32(parCompositionFoyer(bareme, foyer));
}
