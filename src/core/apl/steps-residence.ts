/**
 * Les étapes expliquées d'une aide en logement-foyer ou en résidence CROUS (APL : CCH D. 832-24 à
 * D. 832-27 ; AL : CCH D. 842-15 à D. 842-17), chacune avec l'article qu'elle applique. Textes courts : ils
 * sont embarqués dans le navigateur avec le moteur.
 */
import { f32, round2 } from './float32.ts';
import type { ChaineVersement, Libelles } from './libelles/types.ts';
import { crds, montantNet } from './montant.ts';
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
  w: Libelles,
  /** Taux de la CRDS du mois, pour écrire le montant versé chiffre à chiffre. */
  tauxCrds: number,
): Omit<Etape, 'number'>[] {
  const apl = ri.apl;
  const om = i.outreMer;
  const mots = w.residence;
  // Articles propres à l'APL (D. 832-*) ou à l'AL (D. 842-*) des logements-foyers.
  const art = (siApl: string, siAl: string) => (apl ? siApl : siAl);
  const etapes: Omit<Etape, 'number'>[] = [
    {
      title: apl ? mots.equivalenceApl : mots.equivalenceAl,
      description: apl
        ? mots.redevance({ redevance: ri.redevance, zone: e.zone, composition, plafond: i.loyerPlafond })
        : mots.montantFixe({
            resident:
              ri.categorie === 'personneAgee'
                ? 'personneAgee'
                : e.housing !== 'crous'
                  ? 'autre'
                  : ri.categorie === 'etudiantChambre'
                    ? 'etudiantNonRehabilitee'
                    : 'etudiant',
            couple: i.couple,
            sansAplOutreMer: e.conventionne && om,
          }),
      value: i.loyerRetenu,
      legalRef: art(`CCH art. D. 832-24 ; ${ARRETE}, art. 27`, `CCH art. D. 842-16 ; ${ARRETE}, art. 43`),
    },
  ];
  if (!apl) {
    etapes.push({
      title: w.forfaitCharges.titre,
      description: mots.forfaitCharges(composition, om),
      value: i.forfaitCharges,
      legalRef: `CCH art. D. 842-15 ; ${ARRETE}, art. 40${om ? ' et 46' : ''}`,
    });
  }
  etapes.push(
    ...ressources,
    {
      title: apl ? mots.minimaleApl : mots.minimaleAl,
      description: mots.minimale(ri.nombreParts),
      value: ri.loyerMinimal,
      legalRef: `CCH art. D. 832-25 et D. 832-26 ; ${ARRETE}, art. 31`,
    },
    {
      title: w.aideAvant.titre,
      description: mots.formule({
        apl,
        k: ri.coefficientK,
        plafondK: ri.coefficientKCalcule > ri.coefficientK ? ri.plafondK : null,
      }),
      value: i.aideAvantSeuil,
      legalRef: `CCH art. ${art('D. 832-24', 'D. 842-15')} et D. 832-25 ; ${ARRETE}, art. 30`,
    },
    {
      title: w.minoration.titre,
      description: mots.minoration(i.minorationForfaitaire, ri.plafonneeALaRedevance),
      value: i.aideBrute,
      legalRef: `${ARRETE}, art. ${art('28', '41 ; CCH art. D. 842-15')}`,
    },
    {
      title: w.crds.titre,
      description: w.crds.residence(i.crds),
      value: montant,
      legalRef: 'Ordonnance n° 96-50 du 24/01/1996, art. 19',
    },
    {
      title: w.verse.titre,
      description: mots.verse(chaineVersement(i, ri, montantFinal, tauxCrds)),
      value: montantFinal,
      legalRef: `CCH art. ${art('D. 832-24, D. 832-25 et D. 832-27', 'D. 842-15 et D. 842-17')} ; ${ARRETE}, art. ${art('29 et 32', '42 et 44')}`,
    },
  );
  return etapes;
}

/**
 * Le montant versé selon le texte, chiffre à chiffre, avec les valeurs du calcul (aide-residence.ts,
 * montant.ts) : K arrondi × (E − E0) ou (L + C − L0), minoration, dépense nette minimale, plafond de la
 * redevance (AL), CRDS, arrondi. Des mots seulement : aucun montant n'en dépend.
 */
function chaineVersement(
  i: Intermediaires,
  ri: IntermediairesResidence,
  montantFinal: number,
  tauxCrds: number,
): ChaineVersement {
  const brute = ri.aideBruteReglementaire;
  const apresMinoration = Math.max(0, round2(ri.aideReglementaire - i.minorationForfaitaire));
  const apresAbattement = Math.max(0, round2(apresMinoration - ri.abattementDepenseNette));
  return {
    k: ri.coefficientKArrondi,
    depense: i.loyerRetenu,
    charges: ri.apl ? null : i.forfaitCharges,
    minimale: ri.loyerMinimal,
    aide: ri.aideReglementaire,
    minoration: i.minorationForfaitaire,
    apresMinoration,
    abattement:
      ri.abattementDepenseNette > 0
        ? { montant: ri.abattementDepenseNette, minimum: ri.depenseNetteMinimale, apres: apresAbattement }
        : null,
    redevance: brute < apresAbattement ? brute : null,
    crds: crds(f32(brute), tauxCrds),
    net: montantNet(f32(brute), tauxCrds),
    seuil: i.seuilVersement,
    verse: montantFinal,
  };
}
