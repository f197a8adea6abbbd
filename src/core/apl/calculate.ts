/**
 * Calcul de l'aide personnelle au logement d'un locataire — logement ordinaire, logement-foyer ou résidence
 * CROUS, métropole ou département d'outre-mer — terme à terme comme OpenFisca-France 176.0.7 (voir README.md
 * et docs/FORMULA.md, qui dit aussi où le moteur suit le texte plutôt que la référence).
 * Fonction pure : la date du mois de l'aide est un argument, les barèmes sont des données datées.
 */
import { ageOpenFisca } from './age.ts';
import { periodeChomage } from './chomage.ts';
import { libelleComposition } from './composition.ts';
import { conditionNonRemplie, evaluerConditions, type VerdictCondition } from './conditions.ts';
import { aideDegressive, degressivite } from './degressivite.ts';
import { f32 } from './float32.ts';
import { forfaitCharges } from './forfait-charges.ts';
import { RESULTAT_FR } from './libelles/resultat-fr.ts';
import type { Langue, MotsResultat } from './libelles/types.ts';
import { loyerPlafond, loyerRetenu } from './loyer-plafond.ts';
import { loyerReel } from './loyer-reel.ts';
import {
  aideApresSeuil,
  aideAvantSeuil,
  aideMinoree,
  crds,
  montantNet,
  montantVerse,
  seuilVersement,
} from './montant.ts';
import {
  type Baremes,
  type BaremesDuMois,
  baremesDuMois,
  baremesDuMoisDe,
  baremesInstalles,
  type CleBareme,
  revalorisationAttendue,
} from './parameters/index.ts';
import { participationMinimale, participationPersonnelle } from './participation.ts';
import { revenuPatrimoine } from './patrimoine.ts';
import { motifRefus, motifRefusCondition } from './refus.ts';
import { evaluerResidence } from './residence.ts';
import { type Personne, type Ressources, ressources } from './ressources.ts';
import { aideApresRls, reductionLoyerSolidarite } from './rls.ts';
import type { ArgumentsEtapes } from './steps.ts';
import {
  abattementR0,
  abattementR0OutreMer,
  loyerReference,
  rapportLoyer,
  tauxFamille,
  tauxFamilleOutreMer,
  tauxLoyer,
} from './taux-participation.ts';
import type {
  BaremeApplique,
  Conjoint,
  EntreeMoteur,
  Foyer,
  Intermediaires,
  ResultatAide,
  ResultatCalcul,
  TypeAide,
} from './types.ts';

/** Message du cahier des charges quand aucun barème ne couvre la date. */
export const MESSAGE_BAREME_INACTIF = 'Aucune version active des barèmes trouvée';

/** Entrée sans loyer (logement ordinaire) ni redevance (logement-foyer, CROUS), hors validation. */
const MESSAGE_MONTANT_ABSENT = 'Loyer ou redevance manquant';

/** Mois couverts par les barèmes du secteur locatif de métropole, pas par ceux des foyers ni de l'outre-mer. */
export const MESSAGE_BAREMES_RECENTS =
  "Barèmes des foyers, CROUS et de l'outre-mer intégrés depuis octobre 2023";

const SERIES_COMMUNES: CleBareme[] = [
  'loyersPlafonds',
  'coefficientsPlafond',
  'forfaitCharges',
  'participationMinimale',
  'tauxFamille',
  'tauxLoyer',
  'abattementR0',
  'degressivite',
  'minorationForfaitaire',
  'seuilVersement',
  'crds',
];

/**
 * Les mots du résultat (barèmes appliqués, motif de refus) de chaque langue. Le français est toujours là ; une
 * autre langue est ajoutée par qui s'en sert (explained.ts pour l'API, la construction et le lot ; l'îlot d'une
 * page anglaise la charge à part), pour que le navigateur d'une page française n'en télécharge pas les mots.
 */
const MOTS_RESULTAT: { [L in Langue]?: MotsResultat } = { fr: RESULTAT_FR };

/** Ajoute les mots du résultat d'une langue (idempotent). */
export function ajouterLangue(w: MotsResultat): void {
  MOTS_RESULTAT[w.langue] = w;
}

/** Les mots d'une langue ajoutée ; une langue jamais ajoutée est une erreur de programme, jamais du français. */
function mots(langue: Langue): MotsResultat {
  const w = MOTS_RESULTAT[langue];
  if (!w) throw new Error(`Mots du résultat non chargés pour la langue ${langue}`);
  return w;
}

/**
 * Why a condition of entitlement cancels the aid, in `langue`: the words depend only on the condition and its
 * date, so a result stored in French is written again without being recomputed (a shared link has no
 * nationality to compute with).
 */
export function motifCondition(v: VerdictCondition, langue: Langue): string {
  return motifRefusCondition(v, mots(langue).refus).message;
}

const attendues = new Map<CleBareme, string | undefined>();
let attenduesDe: unknown;
function attendue(cle: CleBareme): string | undefined {
  // Kept for the scales installed: another set (a new version live) has other expected revaluations.
  if (attenduesDe !== baremesInstalles()) {
    attendues.clear();
    attenduesDe = baremesInstalles();
  }
  if (!attendues.has(cle)) attendues.set(cle, revalorisationAttendue(cle));
  return attendues.get(cle);
}

function baremeApplique(
  mois: string,
  depuis: Readonly<Record<CleBareme, string>>,
  series: CleBareme[],
  w: MotsResultat,
): BaremeApplique {
  const date = `${mois}-01`;
  let effectiveFrom = '';
  let rlsFrom = '';
  let manquante: string | undefined;
  let derniere = '';
  let manquanteRls = false;
  for (const cle of series) {
    const d = depuis[cle];
    // The RLS has its own calendar: its date is given apart, so the card names one date for the aid's scales.
    if (cle.startsWith('rls')) {
      if (d > rlsFrom) rlsFrom = d;
    } else if (d > effectiveFrom) effectiveFrom = d;
    const a = attendue(cle);
    if (a !== undefined && date >= a && (manquante === undefined || a < manquante)) {
      manquante = a;
      derniere = d;
      manquanteRls = cle.startsWith('rls');
    }
  }
  const label = w.bareme(effectiveFrom);
  const base = rlsFrom ? { effectiveFrom, label, rlsFrom } : { effectiveFrom, label };
  if (manquante === undefined) return base;
  return {
    ...base,
    warning: w.avertissement({ rls: manquanteRls, attendue: manquante, derniere }),
  };
}

/** Type d'aide : APL en logement conventionné, sinon ALF avec personne à charge, ALS sans. */
export function typeAide(conventionne: boolean, personnesACharge: number): TypeAide {
  if (conventionne) return 'APL';
  return personnesACharge > 0 ? 'ALF' : 'ALS';
}

/** Données que le simulateur ne demande pas encore, pour rejouer des cas calculés ailleurs. */
export type Complements = {
  /**
   * Ressources annuelles R déjà calculées (multiple de 100), à la place de celles tirées de `income`
   * et `status` (ex. revenus non salariés, AAH, salaire brut passé par la paie d'OpenFisca).
   */
  readonly ressourcesAnnuelles?: number;
  /** Demandeur ou conjoint bénéficiaire de l'AAH ou de l'AEEH : pas de dégressivité (CCH D. 823-16). */
  readonly exemptionDegressivite?: boolean;
  /**
   * Un autre jeu de barèmes que celui publié (version en préparation, pour en mesurer l'effet) ; absent :
   * les barèmes publiés, comme toujours.
   */
  readonly baremes?: Baremes;
};

/**
 * Calcule l'aide sans les étapes expliquées (`steps` vide) : le navigateur n'embarque pas leurs textes pour
 * afficher un montant. `computeAid` (explained.ts) ajoute les étapes. Ne lève pas d'exception pour un cas
 * couvert ; renvoie un échec typé si aucun barème ne s'applique.
 */
export function computeAidAmount(
  entree: EntreeMoteur,
  mois: string,
  complements: Complements = {},
  langue: Langue = 'fr',
): ResultatCalcul {
  const e = evaluerAide(entree, mois, complements, langue);
  return e.ok ? { ok: true, result: e.result } : e;
}

export type Evaluation =
  | Exclude<ResultatCalcul, { ok: true }>
  | {
      ok: true;
      result: ResultatAide;
      etapes: ArgumentsEtapes;
      /** La condition d'ouverture du droit qui annule l'aide : les étapes ne disent alors qu'elle. */
      exclusion: VerdictCondition | null;
    };

type Valeurs = BaremesDuMois['valeurs'];

type Refus = Exclude<ResultatCalcul, { ok: true }>;

const refus = (code: Refus['code'], field: string, message: string): Refus => ({
  ok: false,
  code,
  errors: [{ field, message }],
});

/** Ce que le cas demande aux barèmes du mois, ou le refus qui dit ce qui manque. */
function valeursDuCas(entree: EntreeMoteur, p: Valeurs) {
  const zone = entree.zone;
  const logement = entree.housing ?? 'ordinary';
  const residence = logement !== 'ordinary';
  const outreMer = entree.overseas === true;
  const foyer: Foyer = { couple: !entree.livingAlone, personnesACharge: entree.children };
  if (!p.loyersPlafonds[zone] || !p.degressivite[zone] || !p.rlsPlafonds[zone] || !p.rlsMontants[zone]) {
    return refus(
      'BAREME_NON_TROUVE',
      'zone',
      `Barème non trouvé pour zone ${zone}, composition ${libelleComposition(foyer)}`,
    );
  }
  const om: OutreMer | null = outreMer
    ? { charges: p.forfaitChargesOutreMer, tf: p.tauxFamilleOutreMer, r0: p.abattementR0OutreMer }
    : null;
  const plafondsE = p.equivalenceLoyerFoyer?.[zone];
  const equivalencesAl = p.equivalenceLoyerAl;
  const chargesFoyer = om?.charges ?? p.forfaitChargesFoyer;
  if (
    (om && (!om.charges || !om.tf || !om.r0)) ||
    (residence && (!plafondsE || !equivalencesAl || !chargesFoyer))
  ) {
    return refus('BAREME_INACTIF', residence ? 'housing' : 'overseas', MESSAGE_BAREMES_RECENTS);
  }
  const montantLogement = residence ? entree.redevance : entree.rent;
  if (montantLogement === undefined) {
    return refus('VALIDATION', residence ? 'redevance' : 'rent', MESSAGE_MONTANT_ABSENT);
  }
  const foyerResidence = residence && plafondsE && equivalencesAl && chargesFoyer;
  return {
    ok: true as const,
    logement,
    outreMer,
    foyer,
    om,
    montantLogement,
    residence: foyerResidence ? { plafondsE, equivalencesAl, chargesFoyer } : null,
    // L'APL n'existe pas outre-mer : un logement conventionné y ouvre droit à l'allocation de logement.
    conventionne: entree.conventionne && !outreMer,
  };
}

/** Statut et revenus d'une personne (demandeur ou conjoint), avec sa période de chômage si sa date est connue. */
function personne(x: Omit<Conjoint, 'boursier' | 'birthDate'>, mois: string): Personne {
  const chomage =
    x.status === 'unemployed' && x.unemploymentStart !== undefined
      ? periodeChomage(mois, {
          debut: x.unemploymentStart,
          indemnise: x.unemploymentIndemnified ?? x.income > 0,
          salaireAvant: x.salaryBeforeUnemployment ?? 0,
          allocation: x.income,
        })
      : undefined;
  return { statut: x.status, revenuMensuel: x.income, ...(chomage ? { chomage } : {}) };
}

/** 5 : ressources du foyer (chaque personne, chômage, patrimoine, forfait étudiant), ou celles que la référence impose. */
function ressourcesDuCas(
  entree: EntreeMoteur,
  mois: string,
  age: number,
  residence: boolean,
  p: Valeurs,
  complements: Complements,
): Ressources {
  const conjoint = entree.livingAlone ? undefined : entree.partner;
  // Le revenu du demandeur : `income` est le total du foyer quand le conjoint est décrit.
  const revenuDemandeur = conjoint ? Math.max(0, entree.income - conjoint.income) : entree.income;
  const demandeur = personne({ ...entree, income: revenuDemandeur }, mois);
  // Les résidents de logement-foyer sont exemptés de la prise en compte du patrimoine (comme la référence).
  const patrimoine = residence ? 0 : revenuPatrimoine(entree.assets ?? 0, p.patrimoine);
  const calcule = ressources(
    {
      ...demandeur,
      age,
      boursier: entree.boursier,
      residence,
      ...(conjoint ? { conjoint: personne(conjoint, mois) } : {}),
      revenuPatrimoine: patrimoine,
    },
    {
      etudiants: p.ressourcesEtudiants,
      fraisProfessionnels: p.abattementFraisProfessionnels,
      abattementChomage: p.abattementChomage,
      arrondi: p.arrondiRessources,
    },
  );
  return complements.ressourcesAnnuelles === undefined
    ? calcule
    : {
        ...calcule,
        R: complements.ressourcesAnnuelles,
        mode: 'revenus' as const,
        avantArrondi: complements.ressourcesAnnuelles,
      };
}

type Cas = Extract<ReturnType<typeof valeursDuCas>, { ok: true }>;
type Branche = {
  inter: Omit<Intermediaires, Commun | 'revenuPatrimoine' | 'ressources' | 'modeRessources'>;
  montant: number;
  montantFinal: number;
  series: CleBareme[];
};

/** Logement-foyer ou résidence CROUS : la formule des résidences et les barèmes qu'elle cite. */
function brancheResidence(
  entree: EntreeMoteur,
  cas: Cas,
  r: NonNullable<Cas['residence']>,
  age: number,
  R: number,
  p: Valeurs,
): Branche {
  const e = evaluerResidence(
    {
      crous: cas.logement === 'crous',
      apl: cas.conventionne,
      redevance: cas.montantLogement,
      chambre: entree.chambre,
      rehabilitee: entree.renovated !== false,
      age,
      foyer: cas.foyer,
      R,
      plafondsE: r.plafondsE,
      equivalencesAl: r.equivalencesAl,
      forfaitCharges: r.chargesFoyer,
    },
    p,
  );
  const series: CleBareme[] = [
    cas.conventionne ? 'equivalenceLoyerFoyer' : 'equivalenceLoyerAl',
    'coefficientPriseEnCharge',
    'nombreParts',
    'equivalenceLoyerMinimale',
    'versementFoyer',
    'seuilVersement',
    'crds',
  ];
  if (!cas.conventionne && !cas.om) series.push('forfaitChargesFoyer');
  return { inter: e.inter, montant: e.montant, montantFinal: e.montantFinal, series };
}

/** Secteur locatif ordinaire et les barèmes qu'il cite. */
function brancheLocative(
  entree: EntreeMoteur,
  cas: Cas,
  R: number,
  p: Valeurs,
  complements: Complements,
): Branche {
  const { om, foyer, conventionne } = cas;
  const l = evaluerLocatif(
    entree,
    cas.montantLogement,
    p,
    foyer,
    entree.zone,
    conventionne,
    om,
    R,
    complements,
  );
  const series: CleBareme[] = [...SERIES_COMMUNES];
  if (om) series.push('tauxFamilleOutreMer');
  if (om && foyer.personnesACharge === 1) series.push('abattementR0OutreMer');
  if (conventionne) series.push('rlsPlafonds', 'rlsMontants', 'rlsFraction');
  return { ...l, series };
}

/** Le calcul terme à terme ; `etapes` garde ce qu'il faut pour expliquer chaque étape. */
export function evaluerAide(
  entree: EntreeMoteur,
  mois: string,
  complements: Complements = {},
  /** La langue du motif de refus et des barèmes appliqués (le français par défaut). */
  langue: Langue = 'fr',
): Evaluation {
  const w = mots(langue);
  const b = complements.baremes ? baremesDuMoisDe(complements.baremes, mois) : baremesDuMois(mois);
  if (!b) return refus('BAREME_INACTIF', 'date', MESSAGE_BAREME_INACTIF);
  const p = b.valeurs;
  const cas = valeursDuCas(entree, p);
  if (!cas.ok) return cas;
  const age = ageOpenFisca(entree.birthDate, `${mois}-01`);
  const res = ressourcesDuCas(entree, mois, age, cas.residence !== null, p, complements);
  const R = res.R;
  const commun = {
    mois,
    age,
    couple: cas.foyer.couple,
    personnesACharge: cas.foyer.personnesACharge,
    logement: cas.logement,
    outreMer: cas.outreMer,
    conventionne: cas.conventionne,
    revenuPatrimoine: res.revenuPatrimoine,
    ressources: R,
    modeRessources: res.mode,
  };
  const branche = cas.residence
    ? brancheResidence(entree, cas, cas.residence, age, R, p)
    : brancheLocative(entree, cas, R, p, complements);
  const series: CleBareme[] = [];
  if (res.mode === 'forfait-etudiant') series.push('ressourcesEtudiants');
  if (res.revenuPatrimoine > 0) series.push('patrimoine');
  if (cas.om) series.push('forfaitChargesOutreMer');
  series.push(...branche.series);
  const inter: Intermediaires = { ...commun, ...branche.inter };
  // Une condition d'ouverture du droit non remplie annule l'aide, quel que soit le montant calculé.
  const conditions = evaluerConditions(entree, mois);
  const exclusion = conditionNonRemplie(conditions);
  const montant = exclusion ? 0 : branche.montant;
  const montantFinal = exclusion ? 0 : branche.montantFinal;
  const motif = exclusion
    ? motifRefusCondition(exclusion, w.refus)
    : montantFinal > 0
      ? null
      : motifRefus(inter, montant, w.refus, p.rlsFraction);
  return {
    ok: true,
    result: {
      montant: Math.round(f32(montant) * 100) / 100,
      montantFinal,
      isEligible: montantFinal > 0,
      refusReason: motif?.message ?? null,
      refusCode: motif?.code ?? null,
      zone: entree.zone,
      aidType: typeAide(cas.conventionne, cas.foyer.personnesACharge),
      bareme: baremeApplique(
        mois,
        b.depuis,
        series.filter((c) => !(cas.om && c === 'forfaitCharges')),
        w,
      ),
      steps: [],
      intermediaires: inter,
      conditions,
    },
    etapes: [entree, inter, res, montant, montantFinal, p],
    exclusion,
  };
}

type OutreMer = {
  readonly charges: Valeurs['forfaitChargesOutreMer'];
  readonly tf: Valeurs['tauxFamilleOutreMer'];
  readonly r0: Valeurs['abattementR0OutreMer'];
};

type Commun = 'mois' | 'age' | 'couple' | 'personnesACharge' | 'logement' | 'outreMer' | 'conventionne';

/**
 * 1 à 4 : loyer réel (CCH D. 823-16, 1° ; meublé : D. 842-2), loyer plafond (arrêté du 27/09/2019, art. 7,
 * 8 et 16), loyer retenu (D. 823-16, 2°), forfait de charges (D. 823-16, 3° ; arrêté art. 9 ; outre-mer :
 * art. 46, 2°).
 */
function loyerEtCharges(
  entree: EntreeMoteur,
  loyer: number,
  p: Valeurs,
  foyer: Foyer,
  zone: EntreeMoteur['zone'],
  conventionne: boolean,
  om: OutreMer | null,
): readonly [loyerReel: number, loyerPlafond: number, loyerRetenu: number, forfaitCharges: number] {
  const lr = loyerReel(
    loyer,
    { meuble: entree.furnished, conventionne, chambre: entree.chambre },
    p.coefficientMeuble,
  );
  const plafond = loyerPlafond(p.loyersPlafonds[zone], p.coefficientsPlafond, foyer, {
    colocation: entree.colocation,
    chambre: entree.chambre,
  });
  const L = loyerRetenu(lr, plafond);
  const C = forfaitCharges(om?.charges ?? p.forfaitCharges, foyer, entree.colocation);
  return [lr, plafond, L, C];
}

/**
 * 6 à 10 : participation personnelle Pp = P0 + (TF + TL) × (R − R0) (CCH D. 823-17 ; arrêté art. 13 à 15 ;
 * R0 et TF d'outre-mer : art. 46, 1° et 3°).
 */
function participationLocative(
  p: Valeurs,
  foyer: Foyer,
  om: OutreMer | null,
  L: number,
  C: number,
  R: number,
): readonly [R0: number, TF: number, LR: number, RL: number, TL: number, P0: number, Pp: number] {
  const R0 = om?.r0
    ? abattementR0OutreMer(p.abattementR0, om.r0, foyer)
    : abattementR0(p.abattementR0, foyer);
  const TF = om?.tf ? tauxFamilleOutreMer(om.tf, foyer) : tauxFamille(p.tauxFamille, foyer);
  const LR = loyerReference(p.loyersPlafonds[2], foyer);
  const RL = rapportLoyer(L, LR);
  const TL = tauxLoyer(RL, p.tauxLoyer);
  const P0 = participationMinimale(L, C, p.participationMinimale);
  const Pp = participationPersonnelle(P0, TF, TL, R, R0);
  return [R0, TF, LR, RL, TL, P0, Pp];
}

/** Secteur locatif ordinaire : étapes 1 à 4 et 6 à 16 de FORMULA.md (les ressources sont déjà calculées). */
function evaluerLocatif(
  entree: EntreeMoteur,
  loyer: number,
  p: Valeurs,
  foyer: Foyer,
  zone: EntreeMoteur['zone'],
  conventionne: boolean,
  om: OutreMer | null,
  R: number,
  complements: Complements,
): {
  inter: Omit<Intermediaires, Commun | 'revenuPatrimoine' | 'ressources' | 'modeRessources'>;
  montant: number;
  montantFinal: number;
} {
  const [lr, plafond, L, C] = loyerEtCharges(entree, loyer, p, foyer, zone, conventionne, om);
  const [R0, TF, LR, RL, TL, P0, Pp] = participationLocative(p, foyer, om, L, C, R);

  // 11 à 16 : aide A = L + C − Pp (CCH D. 823-16), seuil (arrêté art. 12), dégressivité (art. 10),
  // minoration (art. 11), réduction de loyer de solidarité (CCH L. 442-2-1), CRDS.
  const A = aideAvantSeuil(L, C, Pp);
  const seuil = seuilVersement(p.seuilVersement, conventionne);
  const As = aideApresSeuil(A, seuil);
  const deg = degressivite(lr, plafond, p.degressivite[zone], complements.exemptionDegressivite === true);
  const B1 = aideDegressive(As, deg.coefficient);
  const B = aideMinoree(B1, p.minorationForfaitaire);
  const rls = reductionLoyerSolidarite(
    conventionne,
    R,
    foyer,
    p.rlsPlafonds[zone],
    p.rlsMontants[zone],
    p.rlsFraction,
  );
  const Bp = aideApresRls(B, rls);
  const montant = montantNet(Bp, p.crds);
  const montantFinal = montantVerse(Bp, montant, seuil);
  return {
    montant,
    montantFinal,
    inter: {
      loyerReel: lr,
      loyerPlafond: plafond,
      loyerRetenu: L,
      forfaitCharges: C,
      abattementR0: R0,
      tauxFamille: TF,
      loyerReference: LR,
      rapportLoyer: RL,
      tauxLoyer: TL,
      participationMinimale: P0,
      participationPersonnelle: Pp,
      aideAvantSeuil: A,
      aideAvantDegressivite: As,
      plafondDegressivite: deg.plafondDegressivite,
      plafondSuppression: deg.plafondSuppression,
      coefficientDegressivite: deg.coefficient,
      aideDegressive: B1,
      minorationForfaitaire: p.minorationForfaitaire,
      aideBrute: B,
      reductionLoyerSolidarite: rls.montant,
      aideApresRls: Bp,
      crds: crds(Bp, p.crds),
      seuilVersement: seuil,
    },
  };
}
