/**
 * Les étapes du calcul expliquées en français, chacune avec l'article qu'elle applique.
 * Les valeurs sont en euros (mensuelles, sauf les ressources et l'abattement R0, annuels).
 */
import { libelleComposition } from './composition.ts';
import { centimes } from './float32.ts';
import { dateLongue, decalerMois, decimal, euros, moisLong, pourcentage } from './format.ts';
import type { BaremesDuMois } from './parameters/index.ts';
import type { Ressources } from './ressources.ts';
import { ARRETE, etapesResidence } from './steps-residence.ts';
import type { EntreeMoteur, Etape, Intermediaires } from './types.ts';

type Valeurs = BaremesDuMois['valeurs'];

const periodes = new Map<string, string>();
/** « de septembre 2024 à août 2025 » : les 12 mois M − 13 à M − 2 (CCH R. 822-3). */
function periodeReference(mois: string): string {
  let p = periodes.get(mois);
  if (p === undefined) {
    const debut = moisLong(decalerMois(mois, -13));
    p = `${/^[aeiou]/.test(debut) ? 'd’' : 'de '}${debut} à ${moisLong(decalerMois(mois, -2))}`;
    periodes.set(mois, p);
  }
  return p;
}

/** Un coefficient sous forme de fraction simple (2/3) ou de pourcentage. */
function fraction(x: number): string {
  for (let q = 2; q <= 4; q++) {
    const n = Math.round(x * q);
    if (Math.abs(n / q - x) < 1e-9) return `${n}/${q}`;
  }
  return pourcentage(x);
}

function etapeRessources(
  e: EntreeMoteur,
  i: Intermediaires,
  r: Ressources,
  p: Valeurs,
): Omit<Etape, 'number'> {
  const base = { title: 'Ressources prises en compte', value: i.ressources, annual: true as const };
  const epargne = r.revenuPatrimoine > 0 ? ', plus le revenu de l’épargne' : '';
  const c = r.chomage;
  switch (r.mode) {
    case 'forfait-etudiant':
      return {
        ...base,
        description:
          `Étudiant de moins de ${p.ressourcesEtudiants.ageMaximum} ans : vos ressources sont remplacées par un forfait annuel` +
          `${i.logement === 'ordinary' ? '' : ' (logement-foyer ou CROUS)'}` +
          `${e.boursier ? ', réduit pour les boursiers' : ''} (${euros(i.ressources, 0)} par an), quels que soient vos revenus.`,
        details: `Âge retenu au 1er ${moisLong(i.mois)} : ${i.age} ans.`,
        legalRef: `CCH art. R. 822-20 et D. 822-21 ; ${ARRETE}, art. 6`,
      };
    case 'neutralisation-rsa':
    case 'neutralisation-chomage':
      return {
        ...base,
        description: `${r.mode === 'neutralisation-rsa' ? 'Vous percevez le RSA' : 'Chômage sans allocation depuis au moins deux mois'} : vos revenus d’activité et de chômage sont comptés pour zéro (neutralisation)${epargne}.`,
        legalRef: `CCH art. R. 822-15${r.mode === 'neutralisation-rsa' ? ' et R. 822-17' : ''}`,
      };
    default: {
      const revenus = c
        ? `Salaire avant le chômage (${c.moisAvant} mois) et allocation (${c.moisApres} mois) ${periodeReference(i.mois)} : ${euros(r.revenusAnnuels)}`
        : `Revenus nets imposables ${periodeReference(i.mois)} (${euros(r.revenusAnnuels)})`;
      return {
        ...base,
        description:
          `${revenus}, moins la déduction de ${pourcentage(p.abattementFraisProfessionnels.taux, 0)} pour frais ` +
          `professionnels (${euros(r.deductionFraisProfessionnels, 0)})` +
          `${r.abattementChomage ? `, salaires abattus de ${pourcentage(p.abattementChomage, 0)} (chômage depuis au moins deux mois)` : ''}` +
          `${epargne}, arrondis à la centaine d’euros supérieure (par an).`,
        details: `Avant arrondi : ${euros(r.avantArrondi)}.`,
        legalRef: `CCH art. R. 822-3${r.abattementChomage ? ', R. 822-14' : ''} et D. 823-17 ; Code général des impôts, art. 83`,
      };
    }
  }
}

/** Épargne déclarée : revenu forfaitaire au-delà du seuil (CCH L. 822-5, R. 822-22). */
function etapeEpargne(e: EntreeMoteur, i: Intermediaires, r: Ressources, p: Valeurs): Omit<Etape, 'number'> {
  return {
    title: 'Revenu de l’épargne ajouté aux ressources',
    description: `Épargne de ${euros(e.assets ?? 0, 0)} : ${
      i.logement !== 'ordinary' || r.mode === 'forfait-etudiant'
        ? 'sans effet ici (logement-foyer ou forfait étudiant)'
        : r.revenuPatrimoine > 0
          ? `${pourcentage(p.patrimoine.tauxCapitaux, 0)} par an comptés au-delà de ${euros(p.patrimoine.seuil, 0)}`
          : `non comptée jusqu’à ${euros(p.patrimoine.seuil, 0)}`
    }.`,
    value: r.revenuPatrimoine,
    annual: true,
    legalRef: 'CCH art. L. 822-5 et R. 822-22',
  };
}

/** Ce que `construireEtapes` reçoit du calcul. */
export type ArgumentsEtapes = [EntreeMoteur, Intermediaires, Ressources, number, number, Valeurs];

export function construireEtapes(
  e: EntreeMoteur,
  i: Intermediaires,
  r: Ressources,
  montant: number,
  montantFinal: number,
  p: Valeurs,
  /** Date d'effet des montants de réduction de loyer de solidarité appliqués (logement conventionné). */
  rlsFrom?: string,
): Etape[] {
  const composition = libelleComposition({ couple: i.couple, personnesACharge: i.personnesACharge });
  const ressourcesEtEpargne = [
    ...((e.assets ?? 0) > 0 ? [etapeEpargne(e, i, r, p)] : []),
    etapeRessources(e, i, r, p),
  ];
  if (i.residence) {
    return numeroter(
      etapesResidence(e, i, i.residence, composition, ressourcesEtEpargne, montant, montantFinal),
    );
  }
  return numeroter([
    ...etapesLoyer(e, i, p, composition),
    ...ressourcesEtEpargne,
    ...etapesParticipation(i, composition),
    ...etapesAide(i, p, montant, montantFinal, rlsFrom),
  ]);
}

/** 1 à 4 : loyer réel, plafond, loyer retenu, forfait de charges. */
function etapesLoyer(
  e: EntreeMoteur,
  i: Intermediaires,
  p: Valeurs,
  composition: string,
): Omit<Etape, 'number'>[] {
  const logement = [e.chambre ? 'chambre' : null, e.colocation ? 'colocation' : null]
    .filter(Boolean)
    .join(', ');
  const loyer = e.rent ?? 0;
  const om = i.outreMer;
  return [
    {
      title: 'Loyer pris en compte',
      description:
        (i.loyerReel !== centimes(loyer) && e.furnished
          ? `Logement meublé : le loyer hors charges (${euros(loyer)}) est retenu pour ${fraction(p.coefficientMeuble)}, arrondi à l’euro.`
          : `Loyer mensuel hors charges, arrondi à l’euro. Les charges réelles ne comptent pas : un forfait les remplace.`) +
        (om && e.conventionne
          ? ' Outre-mer, l’APL n’existe pas : un logement conventionné ouvre droit à l’allocation de logement.'
          : ''),
      value: i.loyerReel,
      legalRef: `CCH art. D. 823-16 et D. 842-2${om ? ' ; arrêté du 27/09/2019, art. 46' : ''}`,
    },
    {
      title: 'Loyer plafond',
      description: `Plafond de la zone ${e.zone} pour : ${composition}${logement ? ` (${logement})` : ''}.`,
      value: i.loyerPlafond,
      details: e.chambre
        ? `Une chambre prend le plafond d’une personne seule, à ${pourcentage(p.coefficientsPlafond.chambre, 0)}` +
          `${e.colocation ? `, et à ${pourcentage(p.coefficientsPlafond.colocation, 0)} en colocation` : ''}.`
        : e.colocation
          ? `En colocation, le plafond est de ${pourcentage(p.coefficientsPlafond.colocation, 0)}.`
          : undefined,
      legalRef: `${ARRETE}, art. 7${e.chambre ? ', art. 8' : ''}${e.colocation ? ', art. 16' : ''}`,
    },
    {
      title: 'Loyer retenu',
      description:
        i.loyerReel > i.loyerPlafond
          ? 'Votre loyer dépasse le plafond : c’est le plafond qui est retenu.'
          : 'Votre loyer est sous le plafond : il est retenu en entier.',
      value: i.loyerRetenu,
      legalRef: 'CCH art. D. 823-16, 2°',
    },
    {
      title: 'Forfait de charges',
      description: `Montant forfaitaire${om ? ' d’outre-mer' : ''} pour : ${composition}${e.colocation ? ' en colocation' : ''}.`,
      value: i.forfaitCharges,
      legalRef: `${ARRETE}, art. 9${e.colocation ? ' et art. 16' : ''}${om ? ', art. 46, 2°' : ''} ; CCH art. D. 823-16, 3°`,
    },
  ];
}

/** 6 à 10 : abattement, participation liée aux ressources, participation minimale et personnelle. */
function etapesParticipation(i: Intermediaires, composition: string): Omit<Etape, 'number'>[] {
  const om = i.outreMer;
  const participationRessources = i.participationPersonnelle - i.participationMinimale;
  return [
    {
      title: 'Abattement forfaitaire (R0)',
      description: `Part des ressources annuelles sans effet sur l’aide, pour : ${composition}${om && i.personnesACharge === 1 ? ' (valeur d’outre-mer)' : ''}.`,
      value: i.abattementR0,
      annual: true,
      legalRef: `${ARRETE}, art. 15${om && i.personnesACharge === 1 ? ' et art. 46, 1°' : ''} ; CCH art. D. 823-17`,
    },
    {
      title: 'Participation liée aux ressources',
      description:
        `Taux de participation ${pourcentage(i.tauxFamille + i.tauxLoyer)} appliqué aux ressources au-delà de l’abattement ` +
        `(${euros(Math.max(0, i.ressources - i.abattementR0), 0)}).`,
      value: centimes(participationRessources),
      details:
        `Taux famille${om ? ' d’outre-mer' : ''} ${pourcentage(i.tauxFamille)} + taux loyer ${pourcentage(i.tauxLoyer)} ` +
        `(loyer retenu / loyer de référence ${euros(i.loyerReference)} = ${decimal(i.rapportLoyer)}).`,
      legalRef: `${ARRETE}, art. 14${om ? ' et art. 46, 3°' : ''} ; CCH art. D. 823-17`,
    },
    {
      title: 'Participation minimale',
      description: 'Part du loyer et des charges qui reste toujours à votre charge.',
      value: centimes(i.participationMinimale),
      legalRef: `${ARRETE}, art. 13`,
    },
    {
      title: 'Participation personnelle',
      description: 'Participation minimale + participation liée aux ressources.',
      value: centimes(i.participationPersonnelle),
      legalRef: 'CCH art. D. 823-17',
    },
  ];
}

/** 11 à 16 : aide avant ajustements, dégressivité, minoration, RLS, CRDS, montant versé. */
function etapesAide(
  i: Intermediaires,
  p: Valeurs,
  montant: number,
  montantFinal: number,
  rlsFrom: string | undefined,
): Omit<Etape, 'number'>[] {
  const etapes: Omit<Etape, 'number'>[] = [
    {
      title: 'Aide avant ajustements',
      description: 'Loyer retenu + forfait de charges − participation personnelle (jamais négative).',
      value: centimes(i.aideAvantSeuil),
      legalRef: 'CCH art. D. 823-16',
    },
    {
      title: 'Dégressivité pour loyer élevé',
      description:
        i.coefficientDegressivite === 1
          ? `Votre loyer ne dépasse pas ${euros(i.plafondDegressivite)} : pas de dégressivité.`
          : i.coefficientDegressivite === 0
            ? `Votre loyer dépasse le plafond de suppression (${euros(i.plafondSuppression)}) : l’aide est supprimée.`
            : `Votre loyer dépasse ${euros(i.plafondDegressivite)} : l’aide est réduite (coefficient ${decimal(i.coefficientDegressivite)}), ` +
              `jusqu’à s’annuler à ${euros(i.plafondSuppression)}.`,
      value: i.aideDegressive,
      legalRef: `CCH art. D. 823-16 ; ${ARRETE}, art. 10`,
    },
    {
      title: 'Minoration forfaitaire',
      description: `Un montant fixe de ${euros(i.minorationForfaitaire, 0)} est retiré de toute aide.`,
      value: i.aideBrute,
      legalRef: `${ARRETE}, art. 11`,
    },
  ];
  if (i.conventionne) {
    etapes.push({
      title: 'Réduction de loyer de solidarité',
      description:
        i.reductionLoyerSolidarite > 0
          ? `Votre bailleur social baisse votre loyer de ${euros(i.reductionLoyerSolidarite)} : l’APL est diminuée de ` +
            `${pourcentage(p.rlsFraction, 0)} de cette réduction.`
          : 'Vos ressources dépassent le plafond de la réduction de loyer de solidarité : pas de déduction.',
      value: centimes(i.aideApresRls),
      ...(rlsFrom
        ? { details: `Montants de la réduction de loyer de solidarité au ${dateLongue(rlsFrom)}.` }
        : {}),
      legalRef: 'CCH art. L. 442-2-1 et D. 823-16 ; arrêté du 27/02/2018',
    });
  }
  etapes.push(
    {
      title: 'CRDS',
      description: `Contribution au remboursement de la dette sociale de ${pourcentage(p.crds, 1)} (${euros(i.crds)}) : aide nette au centime.`,
      value: montant,
      legalRef: 'Ordonnance n° 96-50 du 24/01/1996, art. 19',
    },
    {
      title: 'Montant versé',
      description:
        montantFinal > 0
          ? 'La CAF verse l’aide nette arrondie à l’euro inférieur.'
          : `Aucune aide n’est versée sous ${euros(i.seuilVersement, 0)} par mois, ni quand l’arrondi à l’euro inférieur la rend nulle.`,
      value: montantFinal,
      legalRef: `CCH art. D. 823-16 ; ${ARRETE}, art. 12`,
    },
  );
  return etapes;
}

/** Numérote les étapes et arrondit leurs valeurs au centime. */
function numeroter(etapes: ReadonlyArray<Omit<Etape, 'number'>>): Etape[] {
  const out: Etape[] = new Array(etapes.length);
  for (let n = 0; n < etapes.length; n++) {
    const e = etapes[n] as Omit<Etape, 'number'>;
    out[n] = {
      number: n + 1,
      title: e.title,
      description: e.description,
      value: centimes(e.value),
      legalRef: e.legalRef,
    };
    if (e.annual) (out[n] as { annual?: true }).annual = true;
    if (e.details !== undefined) (out[n] as { details?: string }).details = e.details;
  }
  return out;
}
