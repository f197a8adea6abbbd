/**
 * Lecture d'un barème par composition du foyer (isolé, couple, 1 à 6 personnes à charge, puis une
 * majoration ou minoration par personne à charge au-delà de six), comme l'arrêté du 27/09/2019
 * (art. 14 et 15) et le barème de la réduction de loyer de solidarité.
 */
import type { ParComposition } from './parameters/types.ts';
import type { Foyer } from './types.ts';

/** Valeur du barème pour le foyer (calcul en double précision, comme les paramètres OpenFisca). */
export function parComposition(bareme: ParComposition, foyer: Foyer): number {
  const n = foyer.personnesACharge;
  if (n === 0) return foyer.couple ? bareme.couple : bareme.isole;
  switch (n) {
    case 1:
      return bareme.pac1;
    case 2:
      return bareme.pac2;
    case 3:
      return bareme.pac3;
    case 4:
      return bareme.pac4;
    case 5:
      return bareme.pac5;
    case 6:
      return bareme.pac6;
    default:
      return bareme.pac6 + (n - 6) * bareme.parPacAuDelaDe6;
  }
}

/** Libellé français de la composition du foyer (« couple avec 2 personnes à charge »). */
export function libelleComposition(foyer: Foyer): string {
  const n = foyer.personnesACharge;
  const base = foyer.couple ? 'couple' : 'personne seule';
  if (n === 0) return foyer.couple ? 'couple sans personne à charge' : base;
  return `${base} avec ${n} personne${n > 1 ? 's' : ''} à charge`;
}
