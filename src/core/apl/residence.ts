/**
 * Aide en logement-foyer (résidence sociale, foyer de jeunes travailleurs…) ou en résidence CROUS, terme à
 * terme : APL si le logement est conventionné (CCH D. 832-24 à D. 832-27), AL sinon (CCH D. 842-15 à
 * D. 842-17), comme OpenFisca-France (`aides_logement_accedant_et_foyer`) sauf sur les points où le moteur
 * suit le texte (K plafonné, AL plafonnée à la redevance, plafond de E au-delà de quatre personnes à charge).
 *
 * `montant` suit la chaîne d'OpenFisca : seuil du secteur locatif sur l'aide de la formule, pas de
 * dégressivité, minoration forfaitaire, CRDS. `montantFinal` suit le texte : K arrondi à deux décimales par
 * défaut, minoration, dépense nette minimale, plafond de la redevance (AL), seuil de versement du secteur
 * foyer avant CRDS, aide nette arrondie à l'euro inférieur.
 */
import { aideFormuleResidence, aideVerseeResidence } from './aide-residence.ts';
import { coefficientKArrondi, coefficientKBrut, plafondK } from './coefficient-k.ts';
import {
  categorieAl,
  type EquivalencesAl,
  equivalenceAl,
  equivalenceApl,
  plafondEquivalenceApl,
} from './equivalence-loyer.ts';
import { f32, round2 } from './float32.ts';
import { loyerMinimal } from './loyer-minimal.ts';
import { aideApresSeuil, aideMinoree, crds, montantNet, montantVerse, seuilVersement } from './montant.ts';
import { nombreParts } from './nombre-parts.ts';
import type { BaremesDuMois, ParCompositionFoyer } from './parameters/index.ts';
import type { Foyer, Intermediaires, IntermediairesResidence } from './types.ts';

type Valeurs = BaremesDuMois['valeurs'];

export type SituationResidence = {
  readonly crous: boolean;
  /** APL : logement conventionné (jamais outre-mer). */
  readonly apl: boolean;
  readonly redevance: number;
  readonly chambre: boolean;
  /** Chambre réhabilitée (résidence CROUS non conventionnée). */
  readonly rehabilitee: boolean;
  readonly age: number;
  readonly foyer: Foyer;
  /** Ressources annuelles R. */
  readonly R: number;
  /** Plafonds de l'équivalence de loyer et de charges E de la zone (APL). */
  readonly plafondsE: ParCompositionFoyer;
  /** Équivalences de loyer L par catégorie de résident (AL). */
  readonly equivalencesAl: EquivalencesAl;
  /** Forfait de charges (AL) : celui des logements-foyers, ou celui de l'outre-mer. */
  readonly forfaitCharges: { readonly isoleOuCouple: number; readonly parPac: number };
};

/** Les termes propres au secteur locatif, sans objet en logement-foyer (voir `Intermediaires`). */
const SANS_TERMES_LOCATIFS = {
  abattementR0: 0,
  tauxFamille: 0,
  loyerReference: 0,
  rapportLoyer: 0,
  tauxLoyer: 0,
  participationMinimale: 0,
  participationPersonnelle: 0,
  plafondDegressivite: 0,
  plafondSuppression: 0,
  coefficientDegressivite: 1,
  reductionLoyerSolidarite: 0,
} as const;

type Commun =
  | 'mois'
  | 'age'
  | 'couple'
  | 'personnesACharge'
  | 'logement'
  | 'outreMer'
  | 'conventionne'
  | 'revenuPatrimoine'
  | 'ressources'
  | 'modeRessources';

export type EvaluationResidence = {
  /** Valeurs intermédiaires (hors mois, foyer et ressources, donnés par l'appelant). */
  readonly inter: Omit<Intermediaires, Commun>;
  readonly montant: number;
  readonly montantFinal: number;
};

/** Forfait de charges d'un logement-foyer (AL) : isolé ou couple, plus un montant par personne à charge. */
export function chargesFoyer(
  f: { readonly isoleOuCouple: number; readonly parPac: number },
  foyer: Foyer,
): number {
  return f32(f.isoleOuCouple + foyer.personnesACharge * f.parPac);
}

/**
 * La dépense prise en compte : APL, équivalence de loyer et de charges E = la redevance dans la limite du
 * plafond (CCH D. 832-24, 3° ; arrêté du 27/09/2019, art. 27), charges comprises ; AL, équivalence de loyer L
 * de la catégorie du résident (CCH D. 842-16 ; arrêté art. 43) et forfait de charges C (CCH D. 842-15 ;
 * arrêté art. 40).
 */
function depenseResidence(
  s: SituationResidence,
  p: Valeurs,
): { plafond: number; L: number; C: number; categorie: IntermediairesResidence['categorie'] } {
  if (s.apl) {
    const plafond = plafondEquivalenceApl(s.plafondsE, s.foyer);
    return { plafond, L: equivalenceApl(s.redevance, plafond), C: 0, categorie: null };
  }
  const categorie = categorieAl({
    crous: s.crous,
    chambre: s.chambre,
    rehabilitee: s.rehabilitee,
    age: s.age,
    agePersonneAgee: p.ageEquivalencePersonnesAgees,
  });
  const plafond = equivalenceAl(s.equivalencesAl, categorie, s.foyer.couple);
  return { plafond, L: plafond, C: chargesFoyer(s.forfaitCharges, s.foyer), categorie };
}

export function evaluerResidence(s: SituationResidence, p: Valeurs): EvaluationResidence {
  const { apl, foyer, R } = s;
  const N = nombreParts(apl ? p.nombreParts.apl : p.nombreParts.al, foyer);
  const kCalcule = coefficientKBrut(apl, R, N, p.coefficientPriseEnCharge);
  const plafondDeK = plafondK(apl, p.coefficientPriseEnCharge);
  const K = Math.min(kCalcule, f32(plafondDeK));
  const L0 = loyerMinimal(apl, R, N, p.equivalenceLoyerMinimale);

  const { plafond, L, C, categorie } = depenseResidence(s, p);

  // Chaîne de la référence (montant) : seuil sur l'aide de la formule, minoration, CRDS.
  const A = aideFormuleResidence(K, L, C, L0);
  const seuilReference = seuilVersement(p.seuilVersement, apl);
  const As = aideApresSeuil(A, seuilReference);
  const B1 = round2(As);
  const versement = apl ? p.versementFoyer.apl : p.versementFoyer.al;
  const apresMinoration = aideMinoree(B1, versement.minoration);
  const redevance = f32(s.redevance);
  const plafonnee = !apl && apresMinoration > redevance;
  const B = plafonnee ? redevance : apresMinoration;
  const montant = montantNet(B, p.crds);

  // Le texte (montant versé).
  const kArrondi = coefficientKArrondi(apl, R, N, p.coefficientPriseEnCharge, p.arrondiCoefficientK);
  const reg = aideVerseeResidence({
    K: kArrondi,
    depense: apl ? L : L + C,
    minimale: L0,
    minoration: versement.minoration,
    depenseNetteMinimale: versement.depenseNetteMinimale,
    ...(apl ? {} : { plafondRedevance: s.redevance }),
  });
  const montantFinal = montantVerse(reg.aideBrute, montantNet(f32(reg.aideBrute), p.crds), versement.seuil);

  return {
    montant,
    montantFinal,
    inter: {
      ...SANS_TERMES_LOCATIFS,
      residence: {
        apl,
        redevance: s.redevance,
        categorie,
        nombreParts: N,
        coefficientKCalcule: kCalcule,
        coefficientK: K,
        plafondK: plafondDeK,
        loyerMinimal: L0,
        plafonneeALaRedevance: plafonnee,
        coefficientKArrondi: kArrondi,
        aideReglementaire: reg.aide,
        abattementDepenseNette: reg.abattementDepenseNette,
        depenseNetteMinimale: versement.depenseNetteMinimale,
        aideBruteReglementaire: reg.aideBrute,
      },
      loyerReel: redevance,
      loyerPlafond: plafond,
      loyerRetenu: L,
      forfaitCharges: C,
      aideAvantSeuil: A,
      aideAvantDegressivite: As,
      aideDegressive: B1,
      minorationForfaitaire: versement.minoration,
      aideBrute: B,
      aideApresRls: B,
      crds: crds(B, p.crds),
      // Seuil du secteur foyer, avant CRDS (arrêté art. 29 et 42) : celui du montant versé.
      seuilVersement: versement.seuil,
    },
  };
}
