/**
 * Pourquoi l'aide est nulle : un code stable et une phrase qu'un étudiant comprend.
 * Le texte générique du cahier des charges est « Revenus trop élevés ou loyer trop faible » ; on dit ici
 * laquelle des conditions de la loi annule l'aide.
 */
import { euros } from './format.ts';
import type { CodeRefus, Intermediaires, IntermediairesResidence } from './types.ts';

export type MotifRefus = { readonly code: CodeRefus; readonly message: string };

/** Motif d'une aide nulle en logement-foyer ou en résidence CROUS (montant versé selon le texte). */
function motifRefusResidence(i: Intermediaires, r: IntermediairesResidence): MotifRefus {
  if (r.aideReglementaire > i.minorationForfaitaire) return sousSeuil(i, r.aideBruteReglementaire);
  return {
    code: 'RESSOURCES_TROP_ELEVEES',
    message: `Revenus trop élevés (${euros(i.ressources, 0)} par an) pour cette redevance : il ne reste aucune aide.`,
  };
}

/** Motif d'une aide versée nulle, à partir des valeurs intermédiaires du calcul. */
export function motifRefus(i: Intermediaires, montantNet: number): MotifRefus {
  if (i.residence) return motifRefusResidence(i, i.residence);
  const loyerEtCharges = i.loyerRetenu + i.forfaitCharges;
  if (i.aideAvantSeuil === 0) {
    if (i.ressources > i.abattementR0) {
      return {
        code: 'RESSOURCES_TROP_ELEVEES',
        message:
          `Revenus trop élevés pour ce loyer : la participation laissée à votre charge (${euros(i.participationPersonnelle)} par mois, ` +
          `calculée sur des ressources de ${euros(i.ressources, 0)} par an) dépasse le loyer retenu et le forfait de charges ` +
          `(${euros(loyerEtCharges)}), donc aucune aide n'est due.`,
      };
    }
    return {
      code: 'LOYER_TROP_FAIBLE',
      message:
        `Loyer trop faible : la participation minimale laissée à votre charge (${euros(i.participationPersonnelle)} par mois) ` +
        `dépasse le loyer retenu et le forfait de charges (${euros(loyerEtCharges)}), donc aucune aide n'est due.`,
    };
  }
  if (i.coefficientDegressivite === 0) {
    return {
      code: 'LOYER_TROP_ELEVE',
      message:
        `Loyer trop élevé : votre loyer (${euros(i.loyerReel, 0)}) dépasse le plafond de suppression de l'aide ` +
        `(${euros(i.plafondSuppression)} pour votre zone et votre foyer) ; au-delà, l'aide n'est plus versée.`,
    };
  }
  if (i.aideAvantDegressivite === 0) return sousSeuil(i, i.aideAvantSeuil);
  if (i.aideBrute === 0) {
    if (i.coefficientDegressivite < 1) {
      return {
        code: 'LOYER_TROP_ELEVE',
        message:
          `Loyer trop élevé : au-delà de ${euros(i.plafondDegressivite)}, l'aide diminue quand le loyer augmente ; ` +
          `avec votre loyer de ${euros(i.loyerReel, 0)}, il n'en reste rien après la minoration forfaitaire de ` +
          `${euros(i.minorationForfaitaire, 0)}.`,
      };
    }
    return {
      code: 'SOUS_SEUIL_VERSEMENT',
      message:
        `Le montant calculé (${euros(i.aideDegressive)} par mois) ne dépasse pas la minoration forfaitaire de ` +
        `${euros(i.minorationForfaitaire, 0)} retirée de toutes les aides : il ne reste rien à verser.`,
    };
  }
  if (i.aideApresRls === 0 && i.reductionLoyerSolidarite > 0) {
    return {
      code: 'ABSORBEE_PAR_RLS',
      message:
        `Votre bailleur social baisse votre loyer de ${euros(i.reductionLoyerSolidarite)} par mois (réduction de loyer de ` +
        `solidarité) ; l'APL est diminuée d'autant, ce qui l'annule.`,
    };
  }
  if (i.coefficientDegressivite < 1 && i.seuilVersement > 0) {
    return {
      code: 'LOYER_TROP_ELEVE',
      message:
        `Loyer trop élevé : au-delà de ${euros(i.plafondDegressivite)}, l'aide diminue quand le loyer augmente ; ` +
        `avec votre loyer de ${euros(i.loyerReel, 0)}, elle tombe à ${euros(montantNet)} par mois, sous le seuil de ` +
        `${euros(i.seuilVersement, 0)} en dessous duquel la CAF ne verse rien.`,
    };
  }
  return sousSeuil(i, montantNet);
}

function sousSeuil(i: Intermediaires, montant: number): MotifRefus {
  if (i.seuilVersement > 0) {
    return {
      code: 'SOUS_SEUIL_VERSEMENT',
      message:
        `Le montant calculé (${euros(montant)} par mois) est inférieur au seuil de ${euros(i.seuilVersement, 0)} : ` +
        `la CAF ne verse pas une aide aussi faible.`,
    };
  }
  return {
    code: 'SOUS_SEUIL_VERSEMENT',
    message: `Le montant calculé (${euros(montant)} par mois) est trop faible : arrondi à l'euro inférieur, il est nul.`,
  };
}
