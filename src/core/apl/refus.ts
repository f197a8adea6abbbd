/**
 * Pourquoi l'aide est nulle : un code stable et une phrase qu'un étudiant comprend.
 * Le texte générique du cahier des charges est « Revenus trop élevés ou loyer trop faible » ; on dit ici
 * laquelle des conditions de la loi annule l'aide.
 */
import type { MotsResultat } from './libelles/types.ts';
import type { CodeRefus, Intermediaires, IntermediairesResidence, VerdictCondition } from './types.ts';

export type MotifRefus = { readonly code: CodeRefus; readonly message: string };

type Mots = MotsResultat['refus'];

/** Motif d'une aide nulle en logement-foyer ou en résidence CROUS (montant versé selon le texte). */
function motifRefusResidence(i: Intermediaires, r: IntermediairesResidence, w: Mots): MotifRefus {
  if (r.aideReglementaire > i.minorationForfaitaire) return sousSeuil(i, r.aideBruteReglementaire, w);
  return { code: 'RESSOURCES_TROP_ELEVEES', message: w.residence(i.ressources) };
}

/** Motif d'une aide versée nulle, à partir des valeurs intermédiaires du calcul, dans la langue de `w`. */
export function motifRefus(
  i: Intermediaires,
  montantNet: number,
  w: Mots,
  /** Part de la réduction de loyer de solidarité déduite de l'APL (98 %). */
  fractionRls: number,
): MotifRefus {
  if (i.residence) return motifRefusResidence(i, i.residence, w);
  const loyerEtCharges = i.loyerRetenu + i.forfaitCharges;
  if (i.aideAvantSeuil === 0) {
    if (i.ressources > i.abattementR0) {
      return {
        code: 'RESSOURCES_TROP_ELEVEES',
        message: w.ressources({
          participation: i.participationPersonnelle,
          ressources: i.ressources,
          loyerEtCharges,
        }),
      };
    }
    return {
      code: 'LOYER_TROP_FAIBLE',
      message: w.loyerFaible({ participation: i.participationPersonnelle, loyerEtCharges }),
    };
  }
  if (i.coefficientDegressivite === 0) {
    return {
      code: 'LOYER_TROP_ELEVE',
      message: w.suppression({ loyer: i.loyerReel, plafondSuppression: i.plafondSuppression }),
    };
  }
  if (i.aideAvantDegressivite === 0) return sousSeuil(i, i.aideAvantSeuil, w);
  if (i.aideBrute === 0) {
    if (i.coefficientDegressivite < 1) {
      return {
        code: 'LOYER_TROP_ELEVE',
        message: w.degressiviteMinoration({
          plafond: i.plafondDegressivite,
          loyer: i.loyerReel,
          minoration: i.minorationForfaitaire,
        }),
      };
    }
    return {
      code: 'SOUS_SEUIL_VERSEMENT',
      message: w.minoration({ aide: i.aideDegressive, minoration: i.minorationForfaitaire }),
    };
  }
  if (i.aideApresRls === 0 && i.reductionLoyerSolidarite > 0) {
    return {
      code: 'ABSORBEE_PAR_RLS',
      message: w.rls({ reduction: i.reductionLoyerSolidarite, fraction: fractionRls }),
    };
  }
  if (i.coefficientDegressivite < 1 && i.seuilVersement > 0) {
    return {
      code: 'LOYER_TROP_ELEVE',
      message: w.degressiviteSeuil({
        plafond: i.plafondDegressivite,
        loyer: i.loyerReel,
        montant: montantNet,
        seuil: i.seuilVersement,
      }),
    };
  }
  return sousSeuil(i, montantNet, w);
}

/** Le code de refus de chaque condition qui peut annuler l'aide. */
const CODES_CONDITION = {
  nationaliteTitre: 'TITRE_ETUDIANT_HORS_UE',
  bailleurFamille: 'BAILLEUR_FAMILLE',
  ifiParents: 'RATTACHEMENT_IFI',
} as const satisfies Partial<Record<VerdictCondition['code'], CodeRefus>>;

/** Les codes de refus qui disent une condition d'ouverture du droit, non un montant nul. */
export const REFUS_CONDITION: ReadonlySet<CodeRefus> = new Set(Object.values(CODES_CONDITION));

/** Motif d'une aide annulée par une condition d'ouverture du droit non remplie (conditions.ts). */
export function motifRefusCondition(v: VerdictCondition, w: Mots): MotifRefus {
  switch (v.code) {
    case 'nationaliteTitre':
      return { code: CODES_CONDITION.nationaliteTitre, message: w.titreEtudiant(v.depuis) };
    case 'bailleurFamille':
      return { code: CODES_CONDITION.bailleurFamille, message: w.bailleurFamille };
    default:
      return { code: CODES_CONDITION.ifiParents, message: w.ifiParents };
  }
}

function sousSeuil(i: Intermediaires, montant: number, w: Mots): MotifRefus {
  return i.seuilVersement > 0
    ? { code: 'SOUS_SEUIL_VERSEMENT', message: w.sousSeuil(montant, i.seuilVersement) }
    : { code: 'SOUS_SEUIL_VERSEMENT', message: w.arrondiNul(montant) };
}
