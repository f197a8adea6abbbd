/**
 * Les étapes du calcul expliquées, chacune avec l'article qu'elle applique : ce module décide quelles étapes,
 * quelles valeurs et quels articles ; leurs mots viennent d'une langue (libelles/, le français par défaut).
 * Les valeurs sont en euros (mensuelles, sauf les ressources et l'abattement R0, annuels).
 */
import { centimes } from './float32.ts';
import { decalerMois } from './format.ts';
import { LIBELLES_FR } from './libelles/fr.ts';
import type { Libelles } from './libelles/types.ts';
import type { BaremesDuMois } from './parameters/index.ts';
import type { Ressources } from './ressources.ts';
import { ARRETE, etapesResidence } from './steps-residence.ts';
import type { EntreeMoteur, Etape, Intermediaires, VerdictCondition } from './types.ts';

type Valeurs = BaremesDuMois['valeurs'];

const periodes = new Map<string, string>();
/** « de septembre 2024 à août 2025 » : les 12 mois M − 13 à M − 2 (CCH R. 822-3). */
function periodeReference(mois: string, w: Libelles): string {
  const cle = `${w.langue}${mois}`;
  let p = periodes.get(cle);
  if (p === undefined) {
    p = w.periode(decalerMois(mois, -13), decalerMois(mois, -2));
    periodes.set(cle, p);
  }
  return p;
}

/** Un coefficient sous forme de fraction simple (2/3) ou de pourcentage. */
function fraction(x: number, w: Libelles): string {
  for (let q = 2; q <= 4; q++) {
    const n = Math.round(x * q);
    if (Math.abs(n / q - x) < 1e-9) return `${n}/${q}`;
  }
  return w.pourcentage(x);
}

function etapeRessources(
  e: EntreeMoteur,
  i: Intermediaires,
  r: Ressources,
  p: Valeurs,
  w: Libelles,
): Omit<Etape, 'number'> {
  const base = { title: w.ressources.titre, value: i.ressources, annual: true as const };
  const epargne = r.revenuPatrimoine > 0;
  const c = r.chomage;
  switch (r.mode) {
    case 'forfait-etudiant':
      return {
        ...base,
        description: w.ressources.forfaitEtudiant({
          ageMaximum: p.ressourcesEtudiants.ageMaximum,
          residence: i.logement !== 'ordinary',
          boursier: e.boursier,
          forfait: i.ressources,
        }),
        details: w.ressources.ageRetenu(i.mois, i.age),
        legalRef: `CCH art. R. 822-20 et D. 822-21 ; ${ARRETE}, art. 6`,
      };
    case 'neutralisation-rsa':
    case 'neutralisation-chomage':
      return {
        ...base,
        description: w.ressources.neutralisation({
          rsa: r.mode === 'neutralisation-rsa',
          epargne,
          // Le demandeur n'est ni au RSA ni au chômage non indemnisé : c'est son conjoint.
          conjoint: r.personnes !== undefined && e.status !== 'rsa' && c?.neutralisation !== true,
        }),
        legalRef: `CCH art. R. 822-15${r.mode === 'neutralisation-rsa' ? ' et R. 822-17' : ''}`,
      };
    default: {
      const periode = periodeReference(i.mois, w);
      const revenus = c
        ? w.ressources.revenusChomage({
            moisAvant: c.moisAvant,
            moisApres: c.moisApres,
            periode,
            revenus: r.revenusAnnuels,
          })
        : w.ressources.revenus(periode, r.revenusAnnuels);
      return {
        ...base,
        description: w.ressources.retenues({
          revenus,
          tauxFrais: p.abattementFraisProfessionnels.taux,
          deduction: r.deductionFraisProfessionnels,
          tauxChomage: r.abattementChomage ? p.abattementChomage : null,
          epargne,
        }),
        details: r.personnes
          ? `${w.ressources.parPersonne({ vous: r.personnes.demandeur.net, conjoint: r.personnes.conjoint.net })} ${w.ressources.avantArrondi(r.avantArrondi)}`
          : w.ressources.avantArrondi(r.avantArrondi),
        legalRef: `CCH art. R. 822-3${r.abattementChomage ? ', R. 822-14' : ''} et D. 823-17 ; Code général des impôts, art. 83`,
      };
    }
  }
}

/** Épargne déclarée : revenu forfaitaire au-delà du seuil (CCH L. 822-5, R. 822-22). */
function etapeEpargne(
  e: EntreeMoteur,
  i: Intermediaires,
  r: Ressources,
  p: Valeurs,
  w: Libelles,
): Omit<Etape, 'number'> {
  return {
    title: w.epargne.titre,
    description: w.epargne.description({
      epargne: e.assets ?? 0,
      effet:
        i.logement !== 'ordinary' || r.mode === 'forfait-etudiant'
          ? 'aucun'
          : r.revenuPatrimoine > 0
            ? 'compte'
            : 'sous-seuil',
      taux: p.patrimoine.tauxCapitaux,
      seuil: p.patrimoine.seuil,
    }),
    value: r.revenuPatrimoine,
    annual: true,
    legalRef: 'CCH art. L. 822-5 et R. 822-22',
  };
}

/** Ce que `construireEtapes` reçoit du calcul. */
export type ArgumentsEtapes = [EntreeMoteur, Intermediaires, Ressources, number, number, Valeurs];

/**
 * L'aide annulée par une condition d'ouverture du droit : une seule étape, qui dit la condition, son motif et
 * son article ; aucun montant n'est calculé pour qui n'a pas droit à l'aide.
 */
export function etapeConditionNonRemplie(
  v: VerdictCondition,
  motif: string,
  w: Libelles = LIBELLES_FR,
): Etape {
  return { number: 1, title: w.conditionNonRemplie.titre, description: motif, value: 0, legalRef: v.article };
}

export function construireEtapes(
  e: EntreeMoteur,
  i: Intermediaires,
  r: Ressources,
  montant: number,
  montantFinal: number,
  p: Valeurs,
  /** Date d'effet des montants de réduction de loyer de solidarité appliqués (logement conventionné). */
  rlsFrom?: string,
  /** La langue des textes (français par défaut). */
  w: Libelles = LIBELLES_FR,
): Etape[] {
  const composition = w.composition({ couple: i.couple, personnesACharge: i.personnesACharge });
  const ressourcesEtEpargne = [
    ...((e.assets ?? 0) > 0 ? [etapeEpargne(e, i, r, p, w)] : []),
    etapeRessources(e, i, r, p, w),
  ];
  if (i.residence) {
    return numeroter(
      etapesResidence(e, i, i.residence, composition, ressourcesEtEpargne, montant, montantFinal, w, p.crds),
    );
  }
  return numeroter([
    ...etapesLoyer(e, i, p, composition, w),
    ...ressourcesEtEpargne,
    ...etapesParticipation(i, composition, w),
    ...etapesAide(i, p, montant, montantFinal, rlsFrom, w),
  ]);
}

/** 1 à 4 : loyer réel, plafond, loyer retenu, forfait de charges. */
function etapesLoyer(
  e: EntreeMoteur,
  i: Intermediaires,
  p: Valeurs,
  composition: string,
  w: Libelles,
): Omit<Etape, 'number'>[] {
  const loyer = e.rent ?? 0;
  const om = i.outreMer;
  const { chambre, colocation } = e;
  return [
    {
      title: w.loyer.titre,
      description:
        (i.loyerReel !== centimes(loyer) && e.furnished
          ? w.loyer.meuble(loyer, fraction(p.coefficientMeuble, w))
          : w.loyer.horsCharges) + (om && e.conventionne ? w.loyer.outreMerConventionne : ''),
      value: i.loyerReel,
      legalRef: `CCH art. D. 823-16 et D. 842-2${om ? ' ; arrêté du 27/09/2019, art. 46' : ''}`,
    },
    {
      title: w.plafond.titre,
      description: w.plafond.description({ zone: e.zone, composition, chambre, colocation }),
      value: i.loyerPlafond,
      details: chambre
        ? w.plafond.chambre(
            p.coefficientsPlafond.chambre,
            colocation ? p.coefficientsPlafond.colocation : null,
          )
        : colocation
          ? w.plafond.colocation(p.coefficientsPlafond.colocation)
          : undefined,
      legalRef: `${ARRETE}, art. 7${chambre ? ', art. 8' : ''}${colocation ? ', art. 16' : ''}`,
    },
    {
      title: w.loyerRetenu.titre,
      description: w.loyerRetenu.description(i.loyerReel > i.loyerPlafond),
      value: i.loyerRetenu,
      legalRef: 'CCH art. D. 823-16, 2°',
    },
    {
      title: w.forfaitCharges.titre,
      description: w.forfaitCharges.description({ outreMer: om, composition, colocation }),
      value: i.forfaitCharges,
      legalRef: `${ARRETE}, art. 9${colocation ? ' et art. 16' : ''}${om ? ', art. 46, 2°' : ''} ; CCH art. D. 823-16, 3°`,
    },
  ];
}

/** 6 à 10 : abattement, participation liée aux ressources, participation minimale et personnelle. */
function etapesParticipation(i: Intermediaires, composition: string, w: Libelles): Omit<Etape, 'number'>[] {
  const om = i.outreMer;
  const participationRessources = i.participationPersonnelle - i.participationMinimale;
  return [
    {
      title: w.abattement.titre,
      description: w.abattement.description(composition, om && i.personnesACharge === 1),
      value: i.abattementR0,
      annual: true,
      legalRef: `${ARRETE}, art. 15${om && i.personnesACharge === 1 ? ' et art. 46, 1°' : ''} ; CCH art. D. 823-17`,
    },
    {
      title: w.participationRessources.titre,
      description: w.participationRessources.description(
        i.tauxFamille + i.tauxLoyer,
        Math.max(0, i.ressources - i.abattementR0),
      ),
      value: centimes(participationRessources),
      details: w.participationRessources.details({
        outreMer: om,
        tauxFamille: i.tauxFamille,
        tauxLoyer: i.tauxLoyer,
        loyerReference: i.loyerReference,
        rapport: i.rapportLoyer,
      }),
      legalRef: `${ARRETE}, art. 14${om ? ' et art. 46, 3°' : ''} ; CCH art. D. 823-17`,
    },
    {
      title: w.participationMinimale.titre,
      description: w.participationMinimale.description,
      value: centimes(i.participationMinimale),
      legalRef: `${ARRETE}, art. 13`,
    },
    {
      title: w.participationPersonnelle.titre,
      description: w.participationPersonnelle.description,
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
  w: Libelles,
): Omit<Etape, 'number'>[] {
  const etapes: Omit<Etape, 'number'>[] = [
    {
      title: w.aideAvant.titre,
      description: w.aideAvant.description,
      value: centimes(i.aideAvantSeuil),
      legalRef: 'CCH art. D. 823-16',
    },
    {
      title: w.degressivite.titre,
      description:
        i.coefficientDegressivite === 1
          ? w.degressivite.aucune(i.plafondDegressivite)
          : i.coefficientDegressivite === 0
            ? w.degressivite.supprimee(i.plafondSuppression)
            : w.degressivite.reduite(i.coefficientDegressivite, i.plafondDegressivite, i.plafondSuppression),
      value: i.aideDegressive,
      legalRef: `CCH art. D. 823-16 ; ${ARRETE}, art. 10`,
    },
    {
      title: w.minoration.titre,
      description: w.minoration.description(i.minorationForfaitaire),
      value: i.aideBrute,
      legalRef: `${ARRETE}, art. 11`,
    },
  ];
  if (i.conventionne) {
    etapes.push({
      title: w.rls.titre,
      description:
        i.reductionLoyerSolidarite > 0
          ? w.rls.deduite(i.reductionLoyerSolidarite, p.rlsFraction)
          : w.rls.aucune,
      value: centimes(i.aideApresRls),
      ...(rlsFrom ? { details: w.rls.bareme(rlsFrom) } : {}),
      legalRef: 'CCH art. L. 442-2-1 et D. 823-16 ; arrêté du 27/02/2018',
    });
  }
  etapes.push(
    {
      title: w.crds.titre,
      description: w.crds.description(p.crds, i.crds),
      value: montant,
      legalRef: 'Ordonnance n° 96-50 du 24/01/1996, art. 19',
    },
    {
      title: w.verse.titre,
      description: montantFinal > 0 ? w.verse.arrondi : w.verse.aucun(i.seuilVersement),
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
