/** The result in English: the scales applied and why an aid is zero (legal terms keep their French name). */
import { dateLongueEn, eurosEn, percentEn } from '../format.ts';
import type { MotsResultat } from './types.ts';

export const RESULTAT_EN: MotsResultat = {
  langue: 'en',
  bareme: (effectiveFrom) => `scales as of ${dateLongueEn(effectiveFrom)}`,
  avertissement: ({ rls, attendue, derniere }) =>
    `The revaluation of ${rls ? 'the solidarity rent reduction' : 'the scales'} expected on ` +
    `${dateLongueEn(attendue)} is not yet in the simulator: the calculation applies ` +
    `${rls ? 'its amounts' : 'the scales'} as of ${dateLongueEn(derniere)}, the latest it holds. ` +
    'The actual amount may be slightly different.',
  refus: {
    residence: (ressources) =>
      `Income too high (${eurosEn(ressources, 0)} a year) for this residence fee (redevance): no aid is left.`,
    ressources: ({ participation, ressources, loyerEtCharges }) =>
      `Income too high for this rent: the contribution left for you to pay (${eurosEn(participation)} a month, ` +
      `based on an income of ${eurosEn(ressources, 0)} a year) is more than the rent used and the flat amount ` +
      `for charges (${eurosEn(loyerEtCharges)}), so no aid is due.`,
    loyerFaible: ({ participation, loyerEtCharges }) =>
      `Rent too low: the minimum contribution left for you to pay (${eurosEn(participation)} a month) ` +
      `is more than the rent used and the flat amount for charges (${eurosEn(loyerEtCharges)}), so no aid is due.`,
    suppression: ({ loyer, plafondSuppression }) =>
      `Rent too high: your rent (${eurosEn(loyer, 0)}) is above the ceiling at which the aid stops ` +
      `(${eurosEn(plafondSuppression)} for your zone and household); beyond it, no aid is paid.`,
    degressiviteMinoration: ({ plafond, loyer, minoration }) =>
      `Rent too high: above ${eurosEn(plafond)}, the aid decreases as the rent rises; ` +
      `with your rent of ${eurosEn(loyer, 0)}, nothing is left after the flat reduction (minoration forfaitaire) of ` +
      `${eurosEn(minoration, 0)}.`,
    minoration: ({ aide, minoration }) =>
      `The amount calculated (${eurosEn(aide)} a month) is not above the flat reduction (minoration forfaitaire) of ` +
      `${eurosEn(minoration, 0)} taken off every aid: nothing is left to pay.`,
    rls: ({ reduction, fraction }) =>
      `Your social landlord lowers your rent by ${eurosEn(reduction)} a month (réduction de loyer de ` +
      `solidarité); the APL is reduced by ${percentEn(fraction, 0)} of that reduction ` +
      `(${eurosEn(reduction * fraction)}), which cancels it.`,
    degressiviteSeuil: ({ plafond, loyer, montant, seuil }) =>
      `Rent too high: above ${eurosEn(plafond)}, the aid decreases as the rent rises; ` +
      `with your rent of ${eurosEn(loyer, 0)}, it falls to ${eurosEn(montant)} a month, below the ` +
      `${eurosEn(seuil, 0)} under which the CAF pays nothing.`,
    sousSeuil: (montant, seuil) =>
      `The amount calculated (${eurosEn(montant)} a month) is below the threshold of ${eurosEn(seuil, 0)}: ` +
      `the CAF does not pay so small an aid.`,
    arrondiNul: (montant) =>
      `The amount calculated (${eurosEn(montant)} a month) is too small: rounded down to the euro, it is zero.`,
    titreEtudiant: (depuis) =>
      `Since ${dateLongueEn(depuis)}, a long-stay visa or residence permit «\u00a0étudiant\u00a0» held by a national ` +
      'of a country outside the European Union, the EEA and Switzerland opens the right to housing aid only with ' +
      'the conditions of a means-tested grant (bourse sur critères sociaux), even without applying for it; from ' +
      'your answers you do not meet them (CCH art. L. 822-2, I, 3°).',
    bailleurFamille:
      'Housing aid is not due when the home belongs, even in part, to you, your partner or one of your parents, ' +
      'grandparents, children or grandchildren (CCH art. L. 822-3).',
    ifiParents:
      'A person attached to the tax household of parents who pay the wealth tax on real estate (impôt sur la ' +
      'fortune immobilière, IFI) is not entitled to housing aid, and this applies to each member of the household ' +
      '(CCH art. L. 822-8).',
  },
};
