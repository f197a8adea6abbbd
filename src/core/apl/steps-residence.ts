/**
 * Les étapes expliquées d'une aide en logement-foyer ou en résidence CROUS (APL : CCH D. 832-24 à
 * D. 832-27 ; AL : CCH D. 842-15 à D. 842-17), chacune avec l'article qu'elle applique. Textes courts : ils
 * sont embarqués dans le navigateur avec le moteur.
 */
import { decimal, euros } from './format.ts';
import type { EntreeMoteur, Etape, Intermediaires, IntermediairesResidence } from './types.ts';

export const ARRETE = 'Arrêté du 27/09/2019 relatif au calcul des aides personnelles au logement';

export function etapesResidence(
  e: EntreeMoteur,
  i: Intermediaires,
  ri: IntermediairesResidence,
  composition: string,
  ressources: ReadonlyArray<Omit<Etape, 'number'>>,
  montant: number,
  montantFinal: number,
): Omit<Etape, 'number'>[] {
  const apl = ri.apl;
  const om = i.outreMer ? ' (outre-mer)' : '';
  // Articles propres à l'APL (D. 832-*) ou à l'AL (D. 842-*) des logements-foyers.
  const art = (siApl: string, siAl: string) => (apl ? siApl : siAl);
  const etapes: Omit<Etape, 'number'>[] = [
    {
      title: art('Équivalence de loyer et de charges (E)', 'Équivalence de loyer (L)'),
      description: apl
        ? `Redevance de ${euros(ri.redevance)}, charges comprises, dans la limite du plafond de la zone ${e.zone} pour : ${composition} (${euros(i.loyerPlafond)}).`
        : `Montant fixé pour ${ri.categorie === 'personneAgee' ? 'une personne âgée' : e.housing === 'crous' ? `un étudiant en chambre${ri.categorie === 'etudiantChambre' ? ' non réhabilitée' : ''}` : 'un résident'}${i.couple ? ' en couple' : ''}, quelle que soit la redevance${e.conventionne && i.outreMer ? ' (pas d’APL outre-mer)' : ''}.`,
      value: i.loyerRetenu,
      legalRef: art(`CCH art. D. 832-24 ; ${ARRETE}, art. 27`, `CCH art. D. 842-16 ; ${ARRETE}, art. 43`),
    },
  ];
  if (!apl) {
    etapes.push({
      title: 'Forfait de charges',
      description: `Montant forfaitaire${om} pour : ${composition}.`,
      value: i.forfaitCharges,
      legalRef: `CCH art. D. 842-15 ; ${ARRETE}, art. 40${om ? ' et 46' : ''}`,
    });
  }
  etapes.push(
    ...ressources,
    {
      title: art('Équivalence minimale (E0)', 'Loyer minimal (L0)'),
      description: `Part laissée à votre charge : barème par tranches de ressources, pour ${decimal(ri.nombreParts, 1)} parts.`,
      value: ri.loyerMinimal,
      legalRef: `CCH art. D. 832-25 et D. 832-26 ; ${ARRETE}, art. 31`,
    },
    {
      title: 'Aide avant ajustements',
      description: `K × (${art('E − E0', 'L + charges − L0')}), avec K = ${decimal(ri.coefficientK, 4)}${ri.coefficientKCalcule > ri.coefficientK ? ` (plafonné à ${decimal(ri.plafondK, 2)})` : ''}.`,
      value: i.aideAvantSeuil,
      legalRef: `CCH art. ${art('D. 832-24', 'D. 842-15')} et D. 832-25 ; ${ARRETE}, art. 30`,
    },
    {
      title: 'Minoration forfaitaire',
      description: `${euros(i.minorationForfaitaire, 0)} retirés${ri.plafonneeALaRedevance ? ', dans la limite de la redevance' : ''}.`,
      value: i.aideBrute,
      legalRef: `${ARRETE}, art. ${art('28', '41 ; CCH art. D. 842-15')}`,
    },
    {
      title: 'CRDS',
      description: `Contribution au remboursement de la dette sociale (${euros(i.crds)}) : aide nette au centime.`,
      value: montant,
      legalRef: 'Ordonnance n° 96-50 du 24/01/1996, art. 19',
    },
    {
      title: 'Montant versé',
      description:
        `Selon le texte, K arrondi à ${decimal(ri.coefficientKArrondi, 2)}, minoration` +
        `${ri.abattementDepenseNette > 0 ? `, dépense nette minimale de ${euros(ri.depenseNetteMinimale)}` : ''}` +
        `${apl ? '' : ', redevance'} : ${euros(ri.aideBruteReglementaire)} ; rien sous ${euros(i.seuilVersement, 0)}, net arrondi à l’euro inférieur.`,
      value: montantFinal,
      legalRef: `CCH art. ${art('D. 832-24, D. 832-25 et D. 832-27', 'D. 842-15 et D. 842-17')} ; ${ARRETE}, art. ${art('29 et 32', '42 et 44')}`,
    },
  );
  return etapes;
}
