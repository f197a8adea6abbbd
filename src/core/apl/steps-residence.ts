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

type EtapeSansNumero = Omit<Etape, 'number'>;

/** La catégorie de résident que nomme l'équivalence de loyer de l'AL (arrêté art. 43). */
function resident(e: EntreeMoteur, ri: IntermediairesResidence) {
  if (ri.categorie === 'personneAgee') return 'personneAgee';
  if (e.housing !== 'crous') return 'autre';
  return ri.categorie === 'etudiantChambre' ? 'etudiantNonRehabilitee' : 'etudiant';
}

/**
 * La dépense de logement : APL, équivalence de loyer et de charges E (CCH D. 832-24 ; arrêté art. 27) ; AL,
 * équivalence de loyer L (CCH D. 842-16 ; arrêté art. 43) puis forfait de charges C (CCH D. 842-15 ; arrêté
 * art. 40, et 46 outre-mer).
 */
function etapesDepense(
  e: EntreeMoteur,
  i: Intermediaires,
  ri: IntermediairesResidence,
  composition: string,
  w: Libelles,
): EtapeSansNumero[] {
  const om = i.outreMer;
  const mots = w.residence;
  if (ri.apl) {
    return [
      {
        title: mots.equivalenceApl,
        description: mots.redevance({
          redevance: ri.redevance,
          zone: e.zone,
          composition,
          plafond: i.loyerPlafond,
        }),
        value: i.loyerRetenu,
        legalRef: `CCH art. D. 832-24 ; ${ARRETE}, art. 27`,
      },
    ];
  }
  return [
    {
      title: mots.equivalenceAl,
      description: mots.montantFixe({
        resident: resident(e, ri),
        couple: i.couple,
        sansAplOutreMer: e.conventionne && om,
      }),
      value: i.loyerRetenu,
      legalRef: `CCH art. D. 842-16 ; ${ARRETE}, art. 43`,
    },
    {
      title: w.forfaitCharges.titre,
      description: mots.forfaitCharges(composition, om),
      value: i.forfaitCharges,
      legalRef: `CCH art. D. 842-15 ; ${ARRETE}, art. 40${om ? ' et 46' : ''}`,
    },
  ];
}

/**
 * L'aide : loyer minimal (CCH D. 832-25 et D. 832-26 ; arrêté art. 31), formule K × (E − E0) ou
 * K × (L + C − L0) (APL : D. 832-24 ; AL : D. 842-15 ; arrêté art. 30), minoration forfaitaire (art. 28 : APL ;
 * art. 41 : AL), CRDS, montant versé (APL : D. 832-27, art. 29 et 32 ; AL : D. 842-17, art. 42 et 44).
 */
function etapesAide(
  i: Intermediaires,
  ri: IntermediairesResidence,
  montant: number,
  montantFinal: number,
  w: Libelles,
  tauxCrds: number,
): EtapeSansNumero[] {
  const apl = ri.apl;
  const mots = w.residence;
  // Articles propres à l'APL (D. 832-*) ou à l'AL (D. 842-*) des logements-foyers.
  const art = (siApl: string, siAl: string) => (apl ? siApl : siAl);
  return [
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
  ];
}

export function etapesResidence(
  e: EntreeMoteur,
  i: Intermediaires,
  ri: IntermediairesResidence,
  composition: string,
  ressources: ReadonlyArray<EtapeSansNumero>,
  montant: number,
  montantFinal: number,
  w: Libelles,
  /** Taux de la CRDS du mois, pour écrire le montant versé chiffre à chiffre. */
  tauxCrds: number,
): EtapeSansNumero[] {
  return [
    ...etapesDepense(e, i, ri, composition, w),
    ...ressources,
    ...etapesAide(i, ri, montant, montantFinal, w, tauxCrds),
  ];
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
