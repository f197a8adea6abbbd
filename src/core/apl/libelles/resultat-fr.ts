/** Le résultat en français : les barèmes appliqués et pourquoi une aide est nulle. */
import { dateLongue, euros, pourcentage } from '../format.ts';
import type { MotsResultat } from './types.ts';

export const RESULTAT_FR: MotsResultat = {
  langue: 'fr',
  bareme: (effectiveFrom) => `barèmes au ${dateLongue(effectiveFrom)}`,
  avertissement: ({ rls, attendue, derniere }) =>
    `La revalorisation ${rls ? 'de la réduction de loyer de solidarité' : 'des barèmes'} attendue au ` +
    `${dateLongue(attendue)} n'est pas encore intégrée au simulateur : le calcul applique ` +
    `${rls ? 'ses montants' : 'les barèmes'} au ${dateLongue(derniere)}, les derniers qu'il contient. ` +
    'Le montant réel peut être un peu différent.',
  refus: {
    residence: (ressources) =>
      `Revenus trop élevés (${euros(ressources, 0)} par an) pour cette redevance : il ne reste aucune aide.`,
    ressources: ({ participation, ressources, loyerEtCharges }) =>
      `Revenus trop élevés pour ce loyer : la participation laissée à votre charge (${euros(participation)} par mois, ` +
      `calculée sur des ressources de ${euros(ressources, 0)} par an) dépasse le loyer retenu et le forfait de charges ` +
      `(${euros(loyerEtCharges)}), donc aucune aide n'est due.`,
    loyerFaible: ({ participation, loyerEtCharges }) =>
      `Loyer trop faible : la participation minimale laissée à votre charge (${euros(participation)} par mois) ` +
      `dépasse le loyer retenu et le forfait de charges (${euros(loyerEtCharges)}), donc aucune aide n'est due.`,
    suppression: ({ loyer, plafondSuppression }) =>
      `Loyer trop élevé : votre loyer (${euros(loyer, 0)}) dépasse le plafond de suppression de l'aide ` +
      `(${euros(plafondSuppression)} pour votre zone et votre foyer) ; au-delà, l'aide n'est plus versée.`,
    degressiviteMinoration: ({ plafond, loyer, minoration }) =>
      `Loyer trop élevé : au-delà de ${euros(plafond)}, l'aide diminue quand le loyer augmente ; ` +
      `avec votre loyer de ${euros(loyer, 0)}, il n'en reste rien après la minoration forfaitaire de ` +
      `${euros(minoration, 0)}.`,
    minoration: ({ aide, minoration }) =>
      `Le montant calculé (${euros(aide)} par mois) ne dépasse pas la minoration forfaitaire de ` +
      `${euros(minoration, 0)} retirée de toutes les aides : il ne reste rien à verser.`,
    rls: ({ reduction, fraction }) =>
      `Votre bailleur social baisse votre loyer de ${euros(reduction)} par mois (réduction de loyer de ` +
      `solidarité) ; l'APL est diminuée de ${pourcentage(fraction, 0)} de cette baisse ` +
      `(${euros(reduction * fraction)}), ce qui l'annule.`,
    degressiviteSeuil: ({ plafond, loyer, montant, seuil }) =>
      `Loyer trop élevé : au-delà de ${euros(plafond)}, l'aide diminue quand le loyer augmente ; ` +
      `avec votre loyer de ${euros(loyer, 0)}, elle tombe à ${euros(montant)} par mois, sous le seuil de ` +
      `${euros(seuil, 0)} en dessous duquel la CAF ne verse rien.`,
    sousSeuil: (montant, seuil) =>
      `Le montant calculé (${euros(montant)} par mois) est inférieur au seuil de ${euros(seuil, 0)} : ` +
      `la CAF ne verse pas une aide aussi faible.`,
    arrondiNul: (montant) =>
      `Le montant calculé (${euros(montant)} par mois) est trop faible : arrondi à l'euro inférieur, il est nul.`,
    titreEtudiant: (depuis) =>
      `Depuis le ${dateLongue(depuis)}, un visa de long séjour ou un titre de séjour «\u00a0étudiant\u00a0» d’un ` +
      'ressortissant hors Union européenne, EEE et Suisse n’ouvre droit à l’aide au logement qu’avec les ' +
      'conditions d’une bourse sur critères sociaux, même sans la demander ; d’après vos réponses, vous ne les ' +
      'remplissez pas (CCH art. L. 822-2, I, 3°).',
    bailleurFamille:
      "L'aide au logement n'est pas due quand le logement appartient, même en partie, à vous, à votre " +
      'conjoint(e) ou à l’un de vos parents, grands-parents, enfants ou petits-enfants (CCH art. L. 822-3).',
    ifiParents:
      "Une personne rattachée au foyer fiscal de parents qui paient l'impôt sur la fortune immobilière (IFI) " +
      'n’a pas droit à l’aide au logement, et cela vaut pour chaque membre du foyer (CCH art. L. 822-8).',
  },
};
