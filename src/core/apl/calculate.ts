/**
 * Calcul de l'aide personnelle au logement d'un locataire (secteur locatif ordinaire, métropole), terme à
 * terme comme OpenFisca-France 176.0.7 (voir README.md et ../shared/apl/FORMULA.md).
 * Fonction pure : la date du mois de l'aide est un argument, les barèmes sont des données datées.
 */
import { ageOpenFisca } from './age.ts';
import { libelleComposition } from './composition.ts';
import { aideDegressive, degressivite } from './degressivite.ts';
import { f32 } from './float32.ts';
import { forfaitCharges } from './forfait-charges.ts';
import { dateLongue } from './format.ts';
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
import { baremesDuMois, type CleBareme, revalorisationAttendue } from './parameters/index.ts';
import { participationMinimale, participationPersonnelle } from './participation.ts';
import { motifRefus } from './refus.ts';
import { ressources } from './ressources.ts';
import { aideApresRls, reductionLoyerSolidarite } from './rls.ts';
import type { ArgumentsEtapes } from './steps.ts';
import { abattementR0, loyerReference, rapportLoyer, tauxFamille, tauxLoyer } from './taux-participation.ts';
import type {
  BaremeApplique,
  EntreeMoteur,
  Foyer,
  Intermediaires,
  ResultatAide,
  ResultatCalcul,
  TypeAide,
} from './types.ts';

/** Message du cahier des charges quand aucun barème ne couvre la date. */
export const MESSAGE_BAREME_INACTIF = 'Aucune version active des barèmes trouvée';

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

const attendues = new Map<CleBareme, string | undefined>();
function attendue(cle: CleBareme): string | undefined {
  if (!attendues.has(cle)) attendues.set(cle, revalorisationAttendue(cle));
  return attendues.get(cle);
}

function baremeApplique(
  mois: string,
  depuis: Readonly<Record<CleBareme, string>>,
  series: CleBareme[],
): BaremeApplique {
  const date = `${mois}-01`;
  let effectiveFrom = '';
  let manquante: string | undefined;
  let derniere = '';
  for (const cle of series) {
    const d = depuis[cle];
    if (d > effectiveFrom) effectiveFrom = d;
    const a = attendue(cle);
    if (a !== undefined && date >= a && (manquante === undefined || a < manquante)) {
      manquante = a;
      derniere = d;
    }
  }
  const label = `barèmes au ${dateLongue(effectiveFrom)}`;
  if (manquante === undefined) return { effectiveFrom, label };
  return {
    effectiveFrom,
    label,
    warning:
      `La revalorisation des barèmes attendue au ${dateLongue(manquante)} n'est pas encore intégrée au simulateur : ` +
      `le calcul applique les barèmes au ${dateLongue(derniere)}, les derniers publiés. Le montant réel peut être un peu différent.`,
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
): ResultatCalcul {
  const e = evaluerAide(entree, mois, complements);
  return e.ok ? { ok: true, result: e.result } : e;
}

export type Evaluation =
  | Exclude<ResultatCalcul, { ok: true }>
  | { ok: true; result: ResultatAide; etapes: ArgumentsEtapes };

/** Le calcul terme à terme ; `etapes` garde ce qu'il faut pour expliquer chaque étape. */
export function evaluerAide(entree: EntreeMoteur, mois: string, complements: Complements = {}): Evaluation {
  const b = baremesDuMois(mois);
  if (!b)
    return {
      ok: false,
      code: 'BAREME_INACTIF',
      errors: [{ field: 'date', message: MESSAGE_BAREME_INACTIF }],
    };
  const p = b.valeurs;
  const zone = entree.zone;
  const foyer: Foyer = { couple: !entree.livingAlone, personnesACharge: entree.children };
  const plafondsZone = p.loyersPlafonds[zone];
  const coefsDegressivite = p.degressivite[zone];
  const rlsPlafonds = p.rlsPlafonds[zone];
  const rlsMontants = p.rlsMontants[zone];
  if (!plafondsZone || !coefsDegressivite || !rlsPlafonds || !rlsMontants) {
    return {
      ok: false,
      code: 'BAREME_NON_TROUVE',
      errors: [
        {
          field: 'zone',
          message: `Barème non trouvé pour zone ${zone}, composition ${libelleComposition(foyer)}`,
        },
      ],
    };
  }
  const conventionne = entree.conventionne;
  const premierJour = `${mois}-01`;
  const age = ageOpenFisca(entree.birthDate, premierJour);

  // 1 à 4 : loyer et charges.
  const lr = loyerReel(
    entree.rent,
    { meuble: entree.furnished, conventionne, chambre: entree.chambre },
    p.coefficientMeuble,
  );
  const plafond = loyerPlafond(plafondsZone, p.coefficientsPlafond, foyer, {
    colocation: entree.colocation,
    chambre: entree.chambre,
  });
  const L = loyerRetenu(lr, plafond);
  const C = forfaitCharges(p.forfaitCharges, foyer, entree.colocation);

  // 5 à 10 : ressources et participation personnelle.
  const calcule = ressources(
    { statut: entree.status, revenuMensuel: entree.income, age, boursier: entree.boursier },
    {
      etudiants: p.ressourcesEtudiants,
      fraisProfessionnels: p.abattementFraisProfessionnels,
      abattementChomage: p.abattementChomage,
      arrondi: p.arrondiRessources,
    },
  );
  const res =
    complements.ressourcesAnnuelles === undefined
      ? calcule
      : {
          ...calcule,
          R: complements.ressourcesAnnuelles,
          mode: 'revenus' as const,
          avantArrondi: complements.ressourcesAnnuelles,
        };
  const R = res.R;
  const R0 = abattementR0(p.abattementR0, foyer);
  const TF = tauxFamille(p.tauxFamille, foyer);
  const LR = loyerReference(p.loyersPlafonds[2], foyer);
  const RL = rapportLoyer(L, LR);
  const TL = tauxLoyer(RL, p.tauxLoyer);
  const P0 = participationMinimale(L, C, p.participationMinimale);
  const Pp = participationPersonnelle(P0, TF, TL, R, R0);

  // 11 à 16 : aide.
  const A = aideAvantSeuil(L, C, Pp);
  const seuil = seuilVersement(p.seuilVersement, conventionne);
  const As = aideApresSeuil(A, seuil);
  const deg = degressivite(lr, plafond, coefsDegressivite, complements.exemptionDegressivite === true);
  const B1 = aideDegressive(As, deg.coefficient);
  const B = aideMinoree(B1, p.minorationForfaitaire);
  const rls = reductionLoyerSolidarite(conventionne, R, foyer, rlsPlafonds, rlsMontants, p.rlsFraction);
  const Bp = aideApresRls(B, rls);
  const montant = montantNet(Bp, p.crds);
  const montantFinal = montantVerse(Bp, montant, seuil);

  const inter: Intermediaires = {
    mois,
    age,
    couple: foyer.couple,
    personnesACharge: foyer.personnesACharge,
    loyerReel: lr,
    loyerPlafond: plafond,
    loyerRetenu: L,
    forfaitCharges: C,
    ressources: R,
    modeRessources: res.mode,
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
  };

  const series: CleBareme[] = [...SERIES_COMMUNES];
  if (res.mode === 'forfait-etudiant') series.push('ressourcesEtudiants');
  if (conventionne) series.push('rlsPlafonds', 'rlsMontants', 'rlsFraction');
  const refus = montantFinal > 0 ? null : motifRefus(inter, montant);
  return {
    ok: true,
    result: {
      montant: Math.round(f32(montant) * 100) / 100,
      montantFinal,
      isEligible: montantFinal > 0,
      refusReason: refus?.message ?? null,
      refusCode: refus?.code ?? null,
      zone,
      aidType: typeAide(conventionne, foyer.personnesACharge),
      bareme: baremeApplique(mois, b.depuis, series),
      steps: [],
      intermediaires: inter,
    },
    etapes: [entree, inter, res, montant, montantFinal, p],
  };
}
