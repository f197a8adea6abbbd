/**
 * Étape 5 — Ressources R (`aide_logement_base_ressources`), en euros par an.
 *
 * - Période de référence : les 12 mois M − 13 à M − 2 (CCH R. 822-3, « contemporanéisation » de 2021).
 *   Le revenu mensuel déclaré est supposé constant sur cette période.
 * - Salaires et allocations chômage imposables, après la déduction de 10 % pour frais professionnels
 *   (CGI art. 83 ; minimum et maximum de l'année précédant le mois de l'aide), calculée sur leur somme.
 * - Neutralisation : revenus d'activité et de chômage comptés pour zéro si le foyer a perçu le RSA le
 *   mois précédent, ou en cas de chômage non indemnisé depuis plus de deux mois (CCH R. 822-15 et R. 822-17).
 * - Étudiant de moins de 28 ans : ressources remplacées par un forfait, minoré pour un boursier
 *   (CCH R. 822-20, D. 822-21 ; arrêté du 27/09/2019, art. 6).
 * - Arrondi à la centaine d'euros supérieure (CCH D. 823-17).
 *
 * Les sommes mensuelles et la déduction sont faites en float32 comme dans OpenFisca ; l'arrondi final en
 * double précision.
 */
import { f32, rint, sommeMensuelleF32 } from './float32.ts';
import type { Statut } from './types.ts';

export type ParametresRessources = {
  readonly etudiants: {
    readonly ageMaximum: number;
    readonly forfait: number;
    readonly minorationBoursier: number;
  };
  readonly fraisProfessionnels: { readonly taux: number; readonly minimum: number; readonly maximum: number };
  readonly abattementChomage: number;
  readonly arrondi: number;
};

export type SituationRessources = {
  readonly statut: Statut;
  /** Revenu mensuel net imposable du demandeur (salaire, ou allocation chômage pour un demandeur d'emploi). */
  readonly revenuMensuel: number;
  /** Âge du demandeur au premier jour du mois (règle OpenFisca). */
  readonly age: number;
  readonly boursier: boolean;
};

export type ModeRessources = 'forfait-etudiant' | 'neutralisation-rsa' | 'neutralisation-chomage' | 'revenus';

export type Ressources = {
  /** Ressources annuelles retenues, arrondies à la centaine supérieure. */
  readonly R: number;
  readonly mode: ModeRessources;
  /** Salaires (ou allocations chômage) imposables sur les 12 mois de référence. */
  readonly revenusAnnuels: number;
  /** Déduction pour frais professionnels. */
  readonly deductionFraisProfessionnels: number;
  /** Ressources avant arrondi. */
  readonly avantArrondi: number;
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

export function ressources(s: SituationRessources, p: ParametresRessources): Ressources {
  const chomeur = s.statut === 'unemployed';
  const annuel = sommeMensuelleF32(s.revenuMensuel, 12);
  const salaires = chomeur ? 0 : annuel;
  const chomage = chomeur ? annuel : 0;
  const assiette = f32(salaires + chomage);
  const fp = p.fraisProfessionnels;
  const deduction = rint(Math.min(Math.max(f32(f32(fp.taux) * assiette), fp.minimum), fp.maximum));

  if (releveForfaitEtudiant(s, p)) {
    const forfait = Math.max(0, p.etudiants.forfait - (s.boursier ? p.etudiants.minorationBoursier : 0));
    return {
      R: arrondiRessources(forfait, p.arrondi),
      mode: 'forfait-etudiant',
      revenusAnnuels: annuel,
      deductionFraisProfessionnels: 0,
      avantArrondi: forfait,
    };
  }
  if (s.statut === 'rsa' || (chomeur && s.revenuMensuel === 0)) {
    return {
      R: 0,
      mode: s.statut === 'rsa' ? 'neutralisation-rsa' : 'neutralisation-chomage',
      revenusAnnuels: annuel,
      deductionFraisProfessionnels: 0,
      avantArrondi: 0,
    };
  }
  // Demandeur d'emploi indemnisé depuis plus de deux mois : abattement de 30 % sur ses revenus d'activité
  // (ici nuls : son revenu déclaré est son allocation chômage).
  const facteurActivite = chomeur ? f32(1 - f32(p.abattementChomage)) : 1;
  const salairesNets = f32(salaires - deduction);
  const activite = f32(Math.max(0, salairesNets) * facteurActivite);
  // La part de la déduction qui excède les salaires est prise sur les allocations chômage.
  const chomageNet = f32(chomage + Math.min(0, assiette > 0 ? salairesNets : 0));
  const individu = f32(activite + chomageNet);
  const avantArrondi = Math.max(0, individu);
  return {
    R: arrondiRessources(avantArrondi, p.arrondi),
    mode: 'revenus',
    revenusAnnuels: annuel,
    deductionFraisProfessionnels: deduction,
    avantArrondi,
  };
}
