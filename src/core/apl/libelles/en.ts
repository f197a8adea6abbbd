/**
 * The explained steps in English, for the English pages. Legal terms keep their French name in brackets, as
 * everywhere in the English interface; the legal references stay as the French texts cite themselves.
 */
import { dateLongueEn, decimalEn, eurosEn, monthEn, percentEn } from '../format.ts';
import type { Foyer } from '../types.ts';
import type { Libelles } from './types.ts';

function household({ couple, personnesACharge: n }: Foyer): string {
  const base = couple ? 'a couple' : 'a single person';
  if (n === 0) return couple ? 'a couple with no dependants' : base;
  return `${base} with ${n} dependant${n > 1 ? 's' : ''}`;
}

export const LIBELLES_EN: Libelles = {
  langue: 'en',
  euros: eurosEn,
  pourcentage: percentEn,
  decimal: decimalEn,
  dateLongue: dateLongueEn,
  moisLong: monthEn,
  composition: household,
  periode: (debut, fin) => `from ${monthEn(debut)} to ${monthEn(fin)}`,

  conditionNonRemplie: { titre: 'Condition to be entitled to the aid' },
  ressources: {
    titre: 'Income taken into account (ressources)',
    forfaitEtudiant: ({ ageMaximum, residence, boursier, forfait }) =>
      `A student under ${ageMaximum}: your income is replaced by a flat yearly amount (forfait étudiant)` +
      `${residence ? ' (hostel or CROUS residence)' : ''}` +
      `${boursier ? ', lower for grant holders' : ''} (${eurosEn(forfait, 0)} a year), whatever you actually earn.`,
    ageRetenu: (mois, age) => `Age on 1 ${monthEn(mois)}: ${age}.`,
    neutralisation: ({ rsa, epargne, conjoint }) =>
      conjoint
        ? `${rsa ? 'Your household receives the RSA' : 'Your partner has been unemployed without benefit for at least two months'}: your and your partner’s earnings and unemployment benefit count as zero (neutralisation)${epargne ? ', plus the income from your savings' : ''}.`
        : `${rsa ? 'You receive the RSA' : 'Unemployed without benefit for at least two months'}: your earnings and unemployment benefit count as zero (neutralisation)${epargne ? ', plus the income from your savings' : ''}.`,
    parPersonne: ({ vous, conjoint }) =>
      `Each person has their own deduction: your income taken into account ${eurosEn(vous)}, your partner’s ${eurosEn(conjoint)}.`,
    revenusChomage: ({ moisAvant, moisApres, periode, revenus }) =>
      `Salary before unemployment (${moisAvant} months) and benefit (${moisApres} months) ${periode}: ${eurosEn(revenus)}`,
    revenus: (periode, revenus) => `Net taxable income ${periode} (${eurosEn(revenus)})`,
    retenues: ({ revenus, tauxFrais, deduction, tauxChomage, epargne }) =>
      `${revenus}, less the ${percentEn(tauxFrais, 0)} deduction for work expenses (${eurosEn(deduction, 0)})` +
      `${tauxChomage !== null ? `, salaries reduced by ${percentEn(tauxChomage, 0)} (unemployed for at least two months)` : ''}` +
      `${epargne ? ', plus the income from your savings' : ''}, rounded up to the next hundred euros (a year).`,
    avantArrondi: (montant) => `Before rounding: ${eurosEn(montant)}.`,
  },
  epargne: {
    titre: 'Income from savings added to your income',
    description: ({ epargne, effet, taux, seuil }) =>
      `Savings of ${eurosEn(epargne, 0)}: ${
        effet === 'aucun'
          ? 'no effect here (hostel or student flat amount)'
          : effet === 'compte'
            ? `${percentEn(taux, 0)} a year counted above ${eurosEn(seuil, 0)}`
            : `not counted up to ${eurosEn(seuil, 0)}`
      }.`,
  },
  loyer: {
    titre: 'Rent taken into account',
    meuble: (loyer, fraction) =>
      `Furnished home: the rent excluding charges (${eurosEn(loyer)}) counts for ${fraction}, rounded to the euro.`,
    horsCharges:
      'Monthly rent excluding charges, rounded to the euro. Actual charges do not count: a flat amount replaces them.',
    outreMerConventionne:
      ' Overseas, there is no APL: an approved (conventionné) home opens the right to housing allowance (allocation de logement).',
  },
  plafond: {
    titre: 'Rent ceiling (loyer plafond)',
    description: ({ zone, composition, chambre, colocation }) => {
      const home = [chambre ? 'room' : null, colocation ? 'flat-share' : null].filter(Boolean).join(', ');
      return `Ceiling of zone ${zone} for ${composition}${home ? ` (${home})` : ''}.`;
    },
    chambre: (taux, tauxColocation) =>
      `A room takes the ceiling of a single person, at ${percentEn(taux, 0)}` +
      `${tauxColocation !== null ? `, and at ${percentEn(tauxColocation, 0)} in a flat-share` : ''}.`,
    colocation: (taux) => `In a flat-share, the ceiling is ${percentEn(taux, 0)}.`,
  },
  loyerRetenu: {
    titre: 'Rent used (loyer retenu)',
    description: (depasse) =>
      depasse
        ? 'Your rent is above the ceiling: the ceiling is used.'
        : 'Your rent is below the ceiling: it is used in full.',
  },
  forfaitCharges: {
    titre: 'Flat amount for charges (forfait de charges)',
    description: ({ outreMer, composition, colocation }) =>
      `${outreMer ? 'Overseas flat' : 'Flat'} amount for ${composition}${colocation ? ' in a flat-share' : ''}.`,
  },
  abattement: {
    titre: 'Flat deduction (abattement R0)',
    description: (composition, valeurOutreMer) =>
      `Part of the yearly income with no effect on the aid, for ${composition}${valeurOutreMer ? ' (overseas value)' : ''}.`,
  },
  participationRessources: {
    titre: 'Contribution from your income (participation)',
    description: (taux, base) =>
      `Contribution rate of ${percentEn(taux)} applied to the income above the deduction (${eurosEn(base, 0)}).`,
    details: ({ outreMer, tauxFamille, tauxLoyer, loyerReference, rapport }) =>
      `${outreMer ? 'Overseas household' : 'Household'} rate ${percentEn(tauxFamille)} + rent rate ${percentEn(tauxLoyer)} ` +
      `(rent used / reference rent ${eurosEn(loyerReference)} = ${decimalEn(rapport)}).`,
  },
  participationMinimale: {
    titre: 'Minimum contribution (participation minimale)',
    description: 'The part of the rent and charges that always stays yours to pay.',
  },
  participationPersonnelle: {
    titre: 'Personal contribution (participation personnelle)',
    description: 'Minimum contribution + contribution from your income.',
  },
  aideAvant: {
    titre: 'Aid before adjustments',
    description: 'Rent used + flat amount for charges − personal contribution (never negative).',
  },
  degressivite: {
    titre: 'Reduction for a high rent (dégressivité)',
    aucune: (plafond) => `Your rent is not above ${eurosEn(plafond)}: no reduction.`,
    supprimee: (plafondSuppression) =>
      `Your rent is above the cut-off ceiling (${eurosEn(plafondSuppression)}): the aid is cancelled.`,
    reduite: (coefficient, plafond, plafondSuppression) =>
      `Your rent is above ${eurosEn(plafond)}: the aid is reduced (coefficient ${decimalEn(coefficient)}), ` +
      `down to zero at ${eurosEn(plafondSuppression)}.`,
  },
  minoration: {
    titre: 'Flat reduction (minoration forfaitaire)',
    description: (montant) => `A fixed ${eurosEn(montant, 0)} is taken off any aid.`,
  },
  rls: {
    titre: 'Solidarity rent reduction (réduction de loyer de solidarité)',
    deduite: (reduction, fraction) =>
      `Your social landlord lowers your rent by ${eurosEn(reduction)}: the APL is reduced by ` +
      `${percentEn(fraction, 0)} of that reduction.`,
    aucune: 'Your income is above the ceiling of the solidarity rent reduction: nothing is deducted.',
    bareme: (date) => `Solidarity rent reduction amounts as of ${dateLongueEn(date)}.`,
  },
  crds: {
    titre: 'CRDS',
    description: (taux, crds) =>
      `Contribution to repaying the social debt (CRDS) of ${percentEn(taux, 1)} (${eurosEn(crds)}): net aid to the cent.`,
    residence: (crds) =>
      `Contribution to repaying the social debt (CRDS) (${eurosEn(crds)}): net aid to the cent.`,
  },
  verse: {
    titre: 'Amount paid',
    arrondi: 'The CAF pays the net aid rounded down to the euro.',
    aucun: (seuil) =>
      `No aid is paid below ${eurosEn(seuil, 0)} a month, nor when rounding down to the euro brings it to zero.`,
  },
  residence: {
    equivalenceApl: 'Rent and charges equivalent (équivalence E)',
    equivalenceAl: 'Rent equivalent (équivalence L)',
    redevance: ({ redevance, zone, composition, plafond }) =>
      `Residence fee (redevance) of ${eurosEn(redevance)}, charges included, up to the ceiling of zone ${zone} for ${composition} (${eurosEn(plafond)}).`,
    montantFixe: ({ resident, couple, sansAplOutreMer }) =>
      `Amount set for ${
        resident === 'personneAgee'
          ? 'an elderly person'
          : resident === 'autre'
            ? 'a resident'
            : `a student in a${resident === 'etudiantNonRehabilitee' ? ' non-renovated' : ''} room`
      }${couple ? ' in a couple' : ''}, whatever the residence fee${sansAplOutreMer ? ' (no APL overseas)' : ''}.`,
    forfaitCharges: (composition, outreMer) =>
      `${outreMer ? 'Overseas flat' : 'Flat'} amount for ${composition}.`,
    minimaleApl: 'Minimum equivalent (E0)',
    minimaleAl: 'Minimum rent (L0)',
    minimale: (parts) =>
      `The part left for you to pay: a scale by income bands, for ${decimalEn(parts, 1)} shares.`,
    formule: ({ apl, k, plafondK }) =>
      `K × (${apl ? 'E − E0' : 'L + charges − L0'}), with K = ${decimalEn(k, 4)}${plafondK !== null ? ` (capped at ${decimalEn(plafondK, 2)})` : ''}.`,
    minoration: (montant, plafonneeALaRedevance) =>
      `${eurosEn(montant, 0)} taken off${plafonneeALaRedevance ? ', within the limit of the residence fee' : ''}.`,
    verse: (c) =>
      `As the text reads, with K rounded to ${decimalEn(c.k, 2)}: ${decimalEn(c.k, 2)} × (${eurosEn(c.depense)}` +
      `${c.charges !== null ? ` + ${eurosEn(c.charges)}` : ''} − ${eurosEn(c.minimale)}) = ${eurosEn(c.aide)}; ` +
      `− ${eurosEn(c.minoration, 0)} flat reduction = ${eurosEn(c.apresMinoration)}` +
      `${c.abattement ? `; − ${eurosEn(c.abattement.montant)} (minimum net expense of ${eurosEn(c.abattement.minimum)}) = ${eurosEn(c.abattement.apres)}` : ''}` +
      `${c.redevance !== null ? `; capped at the residence fee: ${eurosEn(c.redevance)}` : ''}` +
      (c.verse > 0
        ? `; − ${eurosEn(c.crds)} CRDS = ${eurosEn(c.net)}; rounded down to the euro: ${eurosEn(c.verse, 0)} paid.`
        : `: below ${eurosEn(c.seuil, 0)} a month, nothing is paid.`),
  },
};
