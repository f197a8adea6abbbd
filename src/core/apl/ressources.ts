/**
 * Étape 5 — Ressources R (`aide_logement_base_ressources`), en euros par an.
 *
 * - Période de référence : les 12 mois M − 13 à M − 2 (CCH R. 822-3, « contemporanéisation » de 2021).
 *   Le revenu mensuel déclaré est supposé constant sur cette période ; pour un demandeur d'emploi dont on
 *   connaît le début du chômage, la période contient son salaire d'avant puis son allocation (chomage.ts).
 * - Salaires et allocations chômage imposables, après la déduction de 10 % pour frais professionnels
 *   (CGI art. 83 ; minimum et maximum de l'année précédant le mois de l'aide), calculée sur leur somme,
 *   personne par personne dans un couple (chaque conjoint a sa déduction, son abattement ; R. 822-3 compte
 *   les ressources « du demandeur et de son conjoint »).
 * - Abattement de 30 % sur les salaires d'un demandeur d'emploi indemnisé depuis au moins deux mois
 *   (CCH R. 822-14).
 * - Neutralisation : revenus d'activité et de chômage comptés pour zéro si le foyer a perçu le RSA le
 *   mois précédent, ou en cas de chômage non indemnisé depuis au moins deux mois de l'un des conjoints : ceux
 *   des deux sont alors neutralisés (CCH R. 822-15, « l'intéressé lorsque celui-ci ou son conjoint », et R. 822-17).
 * - Revenu forfaitaire de l'épargne au-delà de 30 000 € (patrimoine.ts), ajouté avant l'arrondi.
 * - Étudiant de moins de 28 ans : ressources remplacées par un forfait, minoré pour un boursier ; forfait
 *   propre aux logements-foyers et résidences CROUS (CCH R. 822-20, D. 822-21 ; arrêté du 27/09/2019, art. 6).
 * - Arrondi à la centaine d'euros supérieure (CCH D. 823-17).
 *
 * Les sommes mensuelles et la déduction sont faites en float32 comme dans OpenFisca ; l'arrondi final en
 * double précision.
 */
import type { PeriodeChomage } from './chomage.ts';
import { f32, rint, sommeMensuelleF32 } from './float32.ts';
import type { Statut } from './types.ts';

export type ParametresRessources = {
  readonly etudiants: {
    readonly ageMaximum: number;
    readonly forfait: number;
    readonly minorationBoursier: number;
    readonly forfaitFoyer: number;
    readonly minorationBoursierFoyer: number;
  };
  readonly fraisProfessionnels: { readonly taux: number; readonly minimum: number; readonly maximum: number };
  readonly abattementChomage: number;
  readonly arrondi: number;
};

/** Une personne du foyer : son statut et ses revenus propres. */
export type Personne = {
  readonly statut: Statut;
  /** Revenu mensuel net imposable (salaire, ou allocation chômage pour un demandeur d'emploi). */
  readonly revenuMensuel: number;
  /** Demandeur d'emploi dont le début du chômage est connu. */
  readonly chomage?: PeriodeChomage;
};

export type SituationRessources = Personne & {
  /** Âge du demandeur au premier jour du mois (règle OpenFisca). */
  readonly age: number;
  readonly boursier: boolean;
  /** Logement-foyer ou résidence CROUS : forfait étudiant propre à ces logements. */
  readonly residence: boolean;
  /** Couple : le conjoint, dont les ressources sont calculées à part puis ajoutées à celles du demandeur. */
  readonly conjoint?: Personne;
  /** Revenu annuel forfaitaire de l'épargne (0 sous le seuil, ou pour un résident de logement-foyer). */
  readonly revenuPatrimoine: number;
};

export type ModeRessources = 'forfait-etudiant' | 'neutralisation-rsa' | 'neutralisation-chomage' | 'revenus';

export type Ressources = {
  /** Ressources annuelles retenues, arrondies à la centaine supérieure. */
  readonly R: number;
  readonly mode: ModeRessources;
  /** Salaires et allocations chômage imposables sur les 12 mois de référence. */
  readonly revenusAnnuels: number;
  /** Salaires imposables sur les 12 mois de référence. */
  readonly salaires: number;
  /** Allocations chômage imposables sur les 12 mois de référence. */
  readonly allocations: number;
  /** Abattement de 30 % appliqué aux salaires (demandeur d'emploi indemnisé depuis au moins deux mois). */
  readonly abattementChomage: boolean;
  /** Revenu forfaitaire de l'épargne ajouté (annuel). */
  readonly revenuPatrimoine: number;
  /** Période de référence d'un demandeur d'emploi dont le début du chômage est connu. */
  readonly chomage?: PeriodeChomage;
  /** Déduction pour frais professionnels. */
  readonly deductionFraisProfessionnels: number;
  /** Ressources avant arrondi. */
  readonly avantArrondi: number;
  /** Couple dont le conjoint est décrit : les ressources de chacun (sommes ci-dessus pour le foyer). */
  readonly personnes?: { readonly demandeur: RessourcesIndividu; readonly conjoint: RessourcesIndividu };
};

/** Vrai si le demandeur relève du forfait étudiant (étudiant de moins de `ageMaximum` ans). */
export function releveForfaitEtudiant(s: SituationRessources, p: ParametresRessources): boolean {
  return s.statut === 'student' && s.age < p.etudiants.ageMaximum;
}

/** Arrondi des ressources : au centime (bruit binaire), puis à la centaine d'euros supérieure. */
export function arrondiRessources(r: number, pas: number): number {
  const auCentime = rint(Math.max(r, 0) * 100) / 100;
  return Math.ceil(auCentime / pas) * pas;
}

/** Forfait annuel d'un étudiant de moins de 28 ans, minoré pour un boursier (location ou logement-foyer). */
export function forfaitEtudiant(s: SituationRessources, p: ParametresRessources): number {
  const e = p.etudiants;
  const forfait = s.residence ? e.forfaitFoyer : e.forfait;
  const minoration = s.residence ? e.minorationBoursierFoyer : e.minorationBoursier;
  return Math.max(0, forfait - (s.boursier ? minoration : 0));
}

/** Ressources d'une personne du couple (ou du demandeur seul), avant neutralisation et forfait étudiant. */
export type RessourcesIndividu = {
  readonly statut: Statut;
  /** Salaires et allocations chômage imposables sur les 12 mois de référence. */
  readonly revenusAnnuels: number;
  readonly salaires: number;
  readonly allocations: number;
  /** Déduction de 10 % pour frais professionnels, propre à chaque personne (minimum et maximum compris). */
  readonly deduction: number;
  /** Abattement de 30 % sur ses salaires (demandeur d'emploi indemnisé depuis au moins deux mois). */
  readonly abattementChomage: boolean;
  /** Revenus retenus de la personne (float32, avant neutralisation). */
  readonly net: number;
  readonly chomage?: PeriodeChomage;
};

/**
 * Base ressources d'une personne (`aide_logement_base_ressources_individu` d'OpenFisca) : ses salaires et
 * allocations sur la période de référence, sa propre déduction pour frais professionnels (CGI art. 83, par
 * personne) et, s'il est demandeur d'emploi depuis au moins deux mois, l'abattement de 30 % sur ses salaires
 * (CCH R. 822-14).
 */
export function ressourcesIndividu(s: Personne, p: ParametresRessources): RessourcesIndividu {
  const chomeur = s.statut === 'unemployed';
  const c = chomeur ? s.chomage : undefined;
  let salaires: number;
  let chomage: number;
  if (c) {
    // Salaire d'avant puis allocation : sommes mensuelles en float32, dans l'ordre des mois.
    salaires = sommeMensuelleF32(c.salaireAvant, c.moisAvant);
    chomage = sommeMensuelleF32(c.indemnise ? c.allocation : 0, c.moisApres);
  } else {
    const annuel = sommeMensuelleF32(s.revenuMensuel, 12);
    salaires = chomeur ? 0 : annuel;
    chomage = chomeur ? annuel : 0;
  }
  const assiette = f32(salaires + chomage);
  const fp = p.fraisProfessionnels;
  const deduction = rint(Math.min(Math.max(f32(f32(fp.taux) * assiette), fp.minimum), fp.maximum));
  const abattementChomage = c?.abattement === true && salaires > 0;
  const facteurActivite = abattementChomage ? f32(1 - f32(p.abattementChomage)) : 1;
  const salairesNets = f32(salaires - deduction);
  const activite = f32(Math.max(0, salairesNets) * facteurActivite);
  // La part de la déduction qui excède les salaires est prise sur les allocations chômage.
  const chomageNet = f32(chomage + Math.min(0, assiette > 0 ? salairesNets : 0));
  return {
    statut: s.statut,
    revenusAnnuels: assiette,
    salaires,
    allocations: chomage,
    deduction,
    abattementChomage,
    net: f32(Math.max(0, f32(activite + chomageNet))),
    ...(c ? { chomage: c } : {}),
  };
}

/**
 * Neutralisation (CCH R. 822-15 et R. 822-17), décidée pour le foyer comme OpenFisca
 * (`aide_logement_condition_neutralisation`) : le RSA perçu par le foyer le mois précédent, ou le chômage
 * sans allocation depuis au moins deux mois de l'un des deux, compte pour zéro les revenus d'activité et de
 * chômage « de l'intéressé lorsque celui-ci ou son conjoint » est dans cette situation — ceux des deux.
 */
function neutralisation(personnes: readonly Personne[]): ModeRessources | null {
  if (personnes.some((x) => x.statut === 'rsa')) return 'neutralisation-rsa';
  const chomeurSansAllocation = personnes.some(
    (x) => x.statut === 'unemployed' && x.chomage?.neutralisation === true,
  );
  return chomeurSansAllocation ? 'neutralisation-chomage' : null;
}

export function ressources(s: SituationRessources, p: ParametresRessources): Ressources {
  const demandeur = ressourcesIndividu(s, p);
  const conjoint = s.conjoint ? ressourcesIndividu(s.conjoint, p) : undefined;
  const individus = conjoint ? [demandeur, conjoint] : [demandeur];
  let revenuPatrimoine = s.revenuPatrimoine;
  let mode: ModeRessources = 'revenus';
  let avantArrondi: number;
  if (releveForfaitEtudiant(s, p)) {
    // Seul le demandeur compte : R. 822-20 nomme « le demandeur », quel que soit le conjoint.
    mode = 'forfait-etudiant';
    avantArrondi = forfaitEtudiant(s, p);
    revenuPatrimoine = 0;
  } else {
    // Sans date de début du chômage, ni neutralisation ni abattement : l'ancienneté du chômage n'est pas
    // connue (un demandeur d'emploi sans allocation a alors des revenus nuls sur la période).
    const neutre = neutralisation(s.conjoint ? [s, s.conjoint] : [s]);
    mode = neutre ?? 'revenus';
    // Somme des personnes en float32 (famille.sum d'OpenFisca), puis l'épargne.
    const somme = individus.reduce((t, x) => f32(t + x.net), 0);
    avantArrondi = neutre ? revenuPatrimoine : f32(somme + revenuPatrimoine);
  }
  const somme = (f: (x: RessourcesIndividu) => number) => individus.reduce((t, x) => f32(t + f(x)), 0);
  const c = demandeur.chomage;
  return {
    R: arrondiRessources(avantArrondi, p.arrondi),
    mode,
    revenusAnnuels: somme((x) => x.revenusAnnuels),
    salaires: somme((x) => x.salaires),
    allocations: somme((x) => x.allocations),
    deductionFraisProfessionnels: mode === 'revenus' ? somme((x) => x.deduction) : 0,
    abattementChomage: mode === 'revenus' && individus.some((x) => x.abattementChomage),
    revenuPatrimoine,
    avantArrondi,
    ...(c ? { chomage: c } : {}),
    ...(conjoint ? { personnes: { demandeur, conjoint } } : {}),
  };
}
