/** Les étapes expliquées en français : la langue du site, et celle de l'API et des courriels. */
import { libelleComposition } from '../composition.ts';
import { dateLongue, decimal, euros, moisLong, pourcentage } from '../format.ts';
import type { Libelles } from './types.ts';

/** « d’ » devant une voyelle (« d’août »), « de » sinon. */
const de = (mot: string) => (/^[aeiou]/.test(mot) ? `d’${mot}` : `de ${mot}`);

export const LIBELLES_FR: Libelles = {
  langue: 'fr',
  euros,
  pourcentage,
  decimal,
  dateLongue,
  moisLong,
  composition: libelleComposition,
  periode: (debut, fin) => `${de(moisLong(debut))} à ${moisLong(fin)}`,

  conditionNonRemplie: { titre: "Condition pour avoir droit à l'aide" },
  ressources: {
    titre: 'Ressources prises en compte',
    forfaitEtudiant: ({ ageMaximum, residence, boursier, forfait }) =>
      `Étudiant de moins de ${ageMaximum} ans : vos ressources sont remplacées par un forfait annuel` +
      `${residence ? ' (logement-foyer ou CROUS)' : ''}` +
      `${boursier ? ', réduit pour les boursiers' : ''} (${euros(forfait, 0)} par an), quels que soient vos revenus.`,
    ageRetenu: (mois, age) => `Âge retenu au 1er ${moisLong(mois)} : ${age} ans.`,
    neutralisation: ({ rsa, epargne, conjoint }) =>
      conjoint
        ? `${rsa ? 'Le RSA est perçu dans votre foyer' : 'Votre conjoint(e) est au chômage sans allocation depuis au moins deux mois'} : vos revenus d’activité et de chômage et ceux de votre conjoint(e) sont comptés pour zéro (neutralisation)${epargne ? ', plus le revenu de l’épargne' : ''}.`
        : `${rsa ? 'Vous percevez le RSA' : 'Chômage sans allocation depuis au moins deux mois'} : vos revenus d’activité et de chômage sont comptés pour zéro (neutralisation)${epargne ? ', plus le revenu de l’épargne' : ''}.`,
    parPersonne: ({ vous, conjoint }) =>
      `Chacun a sa déduction : vos revenus retenus ${euros(vous)}, ceux de votre conjoint(e) ${euros(conjoint)}.`,
    revenusChomage: ({ moisAvant, moisApres, periode, revenus }) =>
      `Salaire avant le chômage (${moisAvant} mois) et allocation (${moisApres} mois) ${periode} : ${euros(revenus)}`,
    revenus: (periode, revenus) => `Revenus nets imposables ${periode} (${euros(revenus)})`,
    retenues: ({ revenus, tauxFrais, deduction, tauxChomage, epargne }) =>
      `${revenus}, moins la déduction de ${pourcentage(tauxFrais, 0)} pour frais ` +
      `professionnels (${euros(deduction, 0)})` +
      `${tauxChomage !== null ? `, salaires abattus de ${pourcentage(tauxChomage, 0)} (chômage depuis au moins deux mois)` : ''}` +
      `${epargne ? ', plus le revenu de l’épargne' : ''}, arrondis à la centaine d’euros supérieure (par an).`,
    avantArrondi: (montant) => `Avant arrondi : ${euros(montant)}.`,
  },
  epargne: {
    titre: 'Revenu de l’épargne ajouté aux ressources',
    description: ({ epargne, effet, taux, seuil }) =>
      `Épargne de ${euros(epargne, 0)} : ${
        effet === 'aucun'
          ? 'sans effet ici (logement-foyer ou forfait étudiant)'
          : effet === 'compte'
            ? `${pourcentage(taux, 0)} par an comptés au-delà de ${euros(seuil, 0)}`
            : `non comptée jusqu’à ${euros(seuil, 0)}`
      }.`,
  },
  loyer: {
    titre: 'Loyer pris en compte',
    meuble: (loyer, fraction) =>
      `Logement meublé : le loyer hors charges (${euros(loyer)}) est retenu pour ${fraction}, arrondi à l’euro.`,
    horsCharges:
      'Loyer mensuel hors charges, arrondi à l’euro. Les charges réelles ne comptent pas : un forfait les remplace.',
    outreMerConventionne:
      ' Outre-mer, l’APL n’existe pas : un logement conventionné ouvre droit à l’allocation de logement.',
  },
  plafond: {
    titre: 'Loyer plafond',
    description: ({ zone, composition, chambre, colocation }) => {
      const logement = [chambre ? 'chambre' : null, colocation ? 'colocation' : null]
        .filter(Boolean)
        .join(', ');
      return `Plafond de la zone ${zone} pour : ${composition}${logement ? ` (${logement})` : ''}.`;
    },
    chambre: (taux, tauxColocation) =>
      `Une chambre prend le plafond d’une personne seule, à ${pourcentage(taux, 0)}` +
      `${tauxColocation !== null ? `, et à ${pourcentage(tauxColocation, 0)} en colocation` : ''}.`,
    colocation: (taux) => `En colocation, le plafond est de ${pourcentage(taux, 0)}.`,
  },
  loyerRetenu: {
    titre: 'Loyer retenu',
    description: (depasse) =>
      depasse
        ? 'Votre loyer dépasse le plafond : c’est le plafond qui est retenu.'
        : 'Votre loyer est sous le plafond : il est retenu en entier.',
  },
  forfaitCharges: {
    titre: 'Forfait de charges',
    description: ({ outreMer, composition, colocation }) =>
      `Montant forfaitaire${outreMer ? ' d’outre-mer' : ''} pour : ${composition}${colocation ? ' en colocation' : ''}.`,
  },
  abattement: {
    titre: 'Abattement forfaitaire (R0)',
    description: (composition, valeurOutreMer) =>
      `Part des ressources annuelles sans effet sur l’aide, pour : ${composition}${valeurOutreMer ? ' (valeur d’outre-mer)' : ''}.`,
  },
  participationRessources: {
    titre: 'Participation liée aux ressources',
    description: (taux, base) =>
      `Taux de participation ${pourcentage(taux)} appliqué aux ressources au-delà de l’abattement ` +
      `(${euros(base, 0)}).`,
    details: ({ outreMer, tauxFamille, tauxLoyer, loyerReference, rapport }) =>
      `Taux famille${outreMer ? ' d’outre-mer' : ''} ${pourcentage(tauxFamille)} + taux loyer ${pourcentage(tauxLoyer)} ` +
      `(loyer retenu / loyer de référence ${euros(loyerReference)} = ${decimal(rapport)}).`,
  },
  participationMinimale: {
    titre: 'Participation minimale',
    description: 'Part du loyer et des charges qui reste toujours à votre charge.',
  },
  participationPersonnelle: {
    titre: 'Participation personnelle',
    description: 'Participation minimale + participation liée aux ressources.',
  },
  aideAvant: {
    titre: 'Aide avant ajustements',
    description: 'Loyer retenu + forfait de charges − participation personnelle (jamais négative).',
  },
  degressivite: {
    titre: 'Dégressivité pour loyer élevé',
    aucune: (plafond) => `Votre loyer ne dépasse pas ${euros(plafond)} : pas de dégressivité.`,
    supprimee: (plafondSuppression) =>
      `Votre loyer dépasse le plafond de suppression (${euros(plafondSuppression)}) : l’aide est supprimée.`,
    reduite: (coefficient, plafond, plafondSuppression) =>
      `Votre loyer dépasse ${euros(plafond)} : l’aide est réduite (coefficient ${decimal(coefficient)}), ` +
      `jusqu’à s’annuler à ${euros(plafondSuppression)}.`,
  },
  minoration: {
    titre: 'Minoration forfaitaire',
    description: (montant) => `Un montant fixe de ${euros(montant, 0)} est retiré de toute aide.`,
  },
  rls: {
    titre: 'Réduction de loyer de solidarité',
    deduite: (reduction, fraction) =>
      `Votre bailleur social baisse votre loyer de ${euros(reduction)} : l’APL est diminuée de ` +
      `${pourcentage(fraction, 0)} de cette réduction.`,
    aucune: 'Vos ressources dépassent le plafond de la réduction de loyer de solidarité : pas de déduction.',
    bareme: (date) => `Montants de la réduction de loyer de solidarité au ${dateLongue(date)}.`,
  },
  crds: {
    titre: 'CRDS',
    description: (taux, crds) =>
      `Contribution au remboursement de la dette sociale de ${pourcentage(taux, 1)} (${euros(crds)}) : aide nette au centime.`,
    residence: (crds) =>
      `Contribution au remboursement de la dette sociale (${euros(crds)}) : aide nette au centime.`,
  },
  verse: {
    titre: 'Montant versé',
    arrondi: 'La CAF verse l’aide nette arrondie à l’euro inférieur.',
    aucun: (seuil) =>
      `Aucune aide n’est versée sous ${euros(seuil, 0)} par mois, ni quand l’arrondi à l’euro inférieur la rend nulle.`,
  },
  residence: {
    equivalenceApl: 'Équivalence de loyer et de charges (E)',
    equivalenceAl: 'Équivalence de loyer (L)',
    redevance: ({ redevance, zone, composition, plafond }) =>
      `Redevance de ${euros(redevance)}, charges comprises, dans la limite du plafond de la zone ${zone} pour : ${composition} (${euros(plafond)}).`,
    montantFixe: ({ resident, couple, sansAplOutreMer }) =>
      `Montant fixé pour ${
        resident === 'personneAgee'
          ? 'une personne âgée'
          : resident === 'autre'
            ? 'un résident'
            : `un étudiant en chambre${resident === 'etudiantNonRehabilitee' ? ' non réhabilitée' : ''}`
      }${couple ? ' en couple' : ''}, quelle que soit la redevance${sansAplOutreMer ? ' (pas d’APL outre-mer)' : ''}.`,
    forfaitCharges: (composition, outreMer) =>
      `Montant forfaitaire${outreMer ? ' (outre-mer)' : ''} pour : ${composition}.`,
    minimaleApl: 'Équivalence minimale (E0)',
    minimaleAl: 'Loyer minimal (L0)',
    minimale: (parts) =>
      `Part laissée à votre charge : barème par tranches de ressources, pour ${decimal(parts, 1)} parts.`,
    formule: ({ apl, k, plafondK }) =>
      `K × (${apl ? 'E − E0' : 'L + charges − L0'}), avec K = ${decimal(k, 4)}${plafondK !== null ? ` (plafonné à ${decimal(plafondK, 2)})` : ''}.`,
    minoration: (montant, plafonneeALaRedevance) =>
      `${euros(montant, 0)} retirés${plafonneeALaRedevance ? ', dans la limite de la redevance' : ''}.`,
    verse: (c) =>
      `Selon le texte, avec K arrondi à ${decimal(c.k, 2)} : ${decimal(c.k, 2)} × (${euros(c.depense)}` +
      `${c.charges !== null ? ` + ${euros(c.charges)}` : ''} − ${euros(c.minimale)}) = ${euros(c.aide)} ; ` +
      `− ${euros(c.minoration, 0)} de minoration = ${euros(c.apresMinoration)}` +
      `${c.abattement ? ` ; − ${euros(c.abattement.montant)} (dépense nette minimale de ${euros(c.abattement.minimum)}) = ${euros(c.abattement.apres)}` : ''}` +
      `${c.redevance !== null ? ` ; limitée à la redevance : ${euros(c.redevance)}` : ''}` +
      (c.verse > 0
        ? ` ; − ${euros(c.crds)} de CRDS = ${euros(c.net)} ; arrondi à l’euro inférieur : ${euros(c.verse, 0)} versés.`
        : ` : sous ${euros(c.seuil, 0)} par mois, rien n’est versé.`),
  },
};
