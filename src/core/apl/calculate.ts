/**
 * Calcul de l'aide personnelle au logement d'un locataire — logement ordinaire, logement-foyer ou résidence
 * CROUS, métropole ou département d'outre-mer — terme à terme comme OpenFisca-France 176.0.7 (voir README.md
 * et docs/FORMULA.md, qui dit aussi où le moteur suit le texte plutôt que la référence).
 * Fonction pure : la date du mois de l'aide est un argument, les barèmes sont des données datées.
 */
import { ageOpenFisca } from './age.ts';
import { periodeChomage } from './chomage.ts';
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
import {
  type BaremesDuMois,
  baremesDuMois,
  type CleBareme,
  revalorisationAttendue,
} from './parameters/index.ts';
import { participationMinimale, participationPersonnelle } from './participation.ts';
import { revenuPatrimoine } from './patrimoine.ts';
import { motifRefus } from './refus.ts';
import { evaluerResidence } from './residence.ts';
import { type Ressources, ressources } from './ressources.ts';
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
  const label = `barèmes au ${dateLongue(effectiveFrom)}`;
  const base = rlsFrom ? { effectiveFrom, label, rlsFrom } : { effectiveFrom, label };
  if (manquante === undefined) return base;
  return {
    ...base,
    warning:
      `La revalorisation ${manquanteRls ? 'de la réduction de loyer de solidarité' : 'des barèmes'} attendue au ` +
      `${dateLongue(manquante)} n'est pas encore intégrée au simulateur : le calcul applique ` +
      `${manquanteRls ? 'ses montants' : 'les barèmes'} au ${dateLongue(derniere)}, les derniers publiés. ` +
      'Le montant réel peut être un peu différent.',
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

type Valeurs = BaremesDuMois['valeurs'];

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
  const logement = entree.housing ?? 'ordinary';
  const residence = logement !== 'ordinary';
  const outreMer = entree.overseas === true;
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
  const om = outreMer
    ? { charges: p.forfaitChargesOutreMer, tf: p.tauxFamilleOutreMer, r0: p.abattementR0OutreMer }
    : null;
  const plafondsE = p.equivalenceLoyerFoyer?.[zone];
  const equivalencesAl = p.equivalenceLoyerAl;
  const chargesFoyer = om?.charges ?? p.forfaitChargesFoyer;
  if (
    (om && (!om.charges || !om.tf || !om.r0)) ||
    (residence && (!plafondsE || !equivalencesAl || !chargesFoyer))
  ) {
    return {
      ok: false,
      code: 'BAREME_INACTIF',
      errors: [{ field: residence ? 'housing' : 'overseas', message: MESSAGE_BAREMES_RECENTS }],
    };
  }
  const montantLogement = residence ? entree.redevance : entree.rent;
  if (montantLogement === undefined) {
    return {
      ok: false,
      code: 'VALIDATION',
      errors: residence
        ? [{ field: 'redevance', message: MESSAGE_MONTANT_ABSENT }]
        : [{ field: 'rent', message: MESSAGE_MONTANT_ABSENT }],
    };
  }
  // L'APL n'existe pas outre-mer : un logement conventionné y ouvre droit à l'allocation de logement.
  const conventionne = entree.conventionne && !outreMer;
  const premierJour = `${mois}-01`;
  const age = ageOpenFisca(entree.birthDate, premierJour);

  // 5 : ressources.
  const chomage =
    entree.status === 'unemployed' && entree.unemploymentStart !== undefined
      ? periodeChomage(mois, {
          debut: entree.unemploymentStart,
          indemnise: entree.unemploymentIndemnified ?? entree.income > 0,
          salaireAvant: entree.salaryBeforeUnemployment ?? 0,
          allocation: entree.income,
        })
      : undefined;
  // Les résidents de logement-foyer sont exemptés de la prise en compte du patrimoine (comme la référence).
  const patrimoine = residence ? 0 : revenuPatrimoine(entree.assets ?? 0, p.patrimoine);
  const calcule = ressources(
    {
      statut: entree.status,
      revenuMensuel: entree.income,
      age,
      boursier: entree.boursier,
      residence,
      ...(chomage ? { chomage } : {}),
      revenuPatrimoine: patrimoine,
    },
    {
      etudiants: p.ressourcesEtudiants,
      fraisProfessionnels: p.abattementFraisProfessionnels,
      abattementChomage: p.abattementChomage,
      arrondi: p.arrondiRessources,
    },
  );
  const res: Ressources =
    complements.ressourcesAnnuelles === undefined
      ? calcule
      : {
          ...calcule,
          R: complements.ressourcesAnnuelles,
          mode: 'revenus' as const,
          avantArrondi: complements.ressourcesAnnuelles,
        };
  const R = res.R;
  const commun = {
    mois,
    age,
    couple: foyer.couple,
    personnesACharge: foyer.personnesACharge,
    logement,
    outreMer,
    conventionne,
    revenuPatrimoine: res.revenuPatrimoine,
    ressources: R,
    modeRessources: res.mode,
  };
  const series: CleBareme[] = [];
  if (res.mode === 'forfait-etudiant') series.push('ressourcesEtudiants');
  if (res.revenuPatrimoine > 0) series.push('patrimoine');
  if (om) series.push('forfaitChargesOutreMer');

  let inter: Intermediaires;
  let montant: number;
  let montantFinal: number;
  if (residence && plafondsE && equivalencesAl && chargesFoyer) {
    const r = evaluerResidence(
      {
        crous: logement === 'crous',
        apl: conventionne,
        redevance: montantLogement,
        chambre: entree.chambre,
        rehabilitee: entree.renovated !== false,
        age,
        foyer,
        R,
        plafondsE,
        equivalencesAl,
        forfaitCharges: chargesFoyer,
      },
      p,
    );
    montant = r.montant;
    montantFinal = r.montantFinal;
    inter = { ...commun, ...r.inter };
    series.push(
      conventionne ? 'equivalenceLoyerFoyer' : 'equivalenceLoyerAl',
      'coefficientPriseEnCharge',
      'nombreParts',
      'equivalenceLoyerMinimale',
      'versementFoyer',
      'seuilVersement',
      'crds',
    );
    if (!conventionne && !om) series.push('forfaitChargesFoyer');
  } else {
    const l = evaluerLocatif(entree, montantLogement, p, foyer, zone, conventionne, om, R, complements);
    inter = { ...commun, ...l.inter };
    montant = l.montant;
    montantFinal = l.montantFinal;
    series.push(...SERIES_COMMUNES);
    if (om) series.push('tauxFamilleOutreMer');
    if (om && foyer.personnesACharge === 1) series.push('abattementR0OutreMer');
    if (conventionne) series.push('rlsPlafonds', 'rlsMontants', 'rlsFraction');
  }

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
      bareme: baremeApplique(
        mois,
        b.depuis,
        series.filter((c) => !(om && c === 'forfaitCharges')),
      ),
      steps: [],
      intermediaires: inter,
    },
    etapes: [entree, inter, res, montant, montantFinal, p],
  };
}

type OutreMer = {
  readonly charges: Valeurs['forfaitChargesOutreMer'];
  readonly tf: Valeurs['tauxFamilleOutreMer'];
  readonly r0: Valeurs['abattementR0OutreMer'];
};

type Commun = 'mois' | 'age' | 'couple' | 'personnesACharge' | 'logement' | 'outreMer' | 'conventionne';

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
  const plafondsZone = p.loyersPlafonds[zone];
  const coefsDegressivite = p.degressivite[zone];
  const rlsPlafonds = p.rlsPlafonds[zone];
  const rlsMontants = p.rlsMontants[zone];

  // 1 à 4 : loyer et charges (forfait d'outre-mer : arrêté art. 46, 2°).
  const lr = loyerReel(
    loyer,
    { meuble: entree.furnished, conventionne, chambre: entree.chambre },
    p.coefficientMeuble,
  );
  const plafond = loyerPlafond(plafondsZone, p.coefficientsPlafond, foyer, {
    colocation: entree.colocation,
    chambre: entree.chambre,
  });
  const L = loyerRetenu(lr, plafond);
  const C = forfaitCharges(om?.charges ?? p.forfaitCharges, foyer, entree.colocation);

  // 6 à 10 : participation personnelle (R0 et TF d'outre-mer : arrêté art. 46, 1° et 3°).
  const R0 = om?.r0
    ? abattementR0OutreMer(p.abattementR0, om.r0, foyer)
    : abattementR0(p.abattementR0, foyer);
  const TF = om?.tf ? tauxFamilleOutreMer(om.tf, foyer) : tauxFamille(p.tauxFamille, foyer);
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
