/**
 * Les mots des étapes expliquées, dans une langue. Le calcul (steps.ts, steps-residence.ts) décide quelles
 * étapes, quelles valeurs, quels articles ; une langue ne fait qu'écrire les faits qu'il lui donne. Chaque
 * langue donne chacun de ces textes : TypeScript refuse une langue à laquelle il en manque un.
 * Les références légales restent en français dans toutes les langues : ce sont des citations de textes.
 */
import type { Locale } from '../../locales.ts';
import type { Foyer } from '../types.ts';

/** Les langues du site (src/core/locales.ts). */
export type Langue = Locale;

export type Libelles = {
  readonly langue: Langue;
  /** Montants, taux, décimaux et dates, écrits dans cette langue. */
  readonly euros: (x: number, decimales?: number) => string;
  readonly pourcentage: (taux: number, decimales?: number) => string;
  readonly decimal: (x: number, decimales?: number) => string;
  readonly dateLongue: (iso: string) => string;
  readonly moisLong: (mois: string) => string;
  /** « personne seule », « couple avec 2 personnes à charge ». */
  readonly composition: (foyer: Foyer) => string;
  /** Les 12 mois de référence des ressources, de `debut` à `fin` (AAAA-MM). */
  readonly periode: (debut: string, fin: string) => string;

  /** L'étape unique d'une aide annulée par une condition d'ouverture du droit (conditions.ts). */
  readonly conditionNonRemplie: { readonly titre: string };

  readonly ressources: {
    readonly titre: string;
    readonly forfaitEtudiant: (f: {
      ageMaximum: number;
      /** Logement-foyer ou CROUS. */
      residence: boolean;
      boursier: boolean;
      forfait: number;
    }) => string;
    readonly ageRetenu: (mois: string, age: number) => string;
    /** `conjoint` : c'est le conjoint qui perçoit le RSA ou est au chômage ; les revenus des deux comptent pour zéro. */
    readonly neutralisation: (f: { rsa: boolean; epargne: boolean; conjoint?: boolean }) => string;
    /** Couple dont le conjoint est décrit : les revenus retenus de chacun (annuels). */
    readonly parPersonne: (f: { vous: number; conjoint: number }) => string;
    readonly revenusChomage: (f: {
      moisAvant: number;
      moisApres: number;
      periode: string;
      revenus: number;
    }) => string;
    readonly revenus: (periode: string, revenus: number) => string;
    /** `revenus` : l'une des deux phrases précédentes. */
    readonly retenues: (f: {
      revenus: string;
      tauxFrais: number;
      deduction: number;
      /** Abattement des salaires après deux mois de chômage, s'il s'applique. */
      tauxChomage: number | null;
      epargne: boolean;
    }) => string;
    readonly avantArrondi: (montant: number) => string;
  };
  readonly epargne: {
    readonly titre: string;
    readonly description: (f: {
      epargne: number;
      effet: 'aucun' | 'compte' | 'sous-seuil';
      taux: number;
      seuil: number;
    }) => string;
  };
  readonly loyer: {
    readonly titre: string;
    readonly meuble: (loyer: number, fraction: string) => string;
    readonly horsCharges: string;
    readonly outreMerConventionne: string;
  };
  readonly plafond: {
    readonly titre: string;
    readonly description: (f: {
      zone: number;
      composition: string;
      chambre: boolean;
      colocation: boolean;
    }) => string;
    readonly chambre: (taux: number, tauxColocation: number | null) => string;
    readonly colocation: (taux: number) => string;
  };
  readonly loyerRetenu: { readonly titre: string; readonly description: (depasse: boolean) => string };
  readonly forfaitCharges: {
    readonly titre: string;
    readonly description: (f: { outreMer: boolean; composition: string; colocation: boolean }) => string;
  };
  readonly abattement: {
    readonly titre: string;
    readonly description: (composition: string, valeurOutreMer: boolean) => string;
  };
  readonly participationRessources: {
    readonly titre: string;
    readonly description: (taux: number, base: number) => string;
    readonly details: (f: {
      outreMer: boolean;
      tauxFamille: number;
      tauxLoyer: number;
      loyerReference: number;
      rapport: number;
    }) => string;
  };
  readonly participationMinimale: { readonly titre: string; readonly description: string };
  readonly participationPersonnelle: { readonly titre: string; readonly description: string };
  readonly aideAvant: { readonly titre: string; readonly description: string };
  readonly degressivite: {
    readonly titre: string;
    readonly aucune: (plafond: number) => string;
    readonly supprimee: (plafondSuppression: number) => string;
    readonly reduite: (coefficient: number, plafond: number, plafondSuppression: number) => string;
  };
  readonly minoration: { readonly titre: string; readonly description: (montant: number) => string };
  readonly rls: {
    readonly titre: string;
    readonly deduite: (reduction: number, fraction: number) => string;
    readonly aucune: string;
    readonly bareme: (date: string) => string;
  };
  readonly crds: {
    readonly titre: string;
    readonly description: (taux: number, crds: number) => string;
    /** En logement-foyer : le montant seul. */
    readonly residence: (crds: number) => string;
  };
  readonly verse: {
    readonly titre: string;
    readonly arrondi: string;
    readonly aucun: (seuil: number) => string;
  };
  readonly residence: {
    readonly equivalenceApl: string;
    readonly equivalenceAl: string;
    readonly redevance: (f: {
      redevance: number;
      zone: number;
      composition: string;
      plafond: number;
    }) => string;
    readonly montantFixe: (f: {
      /** En CROUS, un étudiant ; en chambre non réhabilitée, le montant le plus bas. */
      resident: 'personneAgee' | 'etudiant' | 'etudiantNonRehabilitee' | 'autre';
      couple: boolean;
      /** Logement conventionné outre-mer : pas d'APL. */
      sansAplOutreMer: boolean;
    }) => string;
    readonly forfaitCharges: (composition: string, outreMer: boolean) => string;
    readonly minimaleApl: string;
    readonly minimaleAl: string;
    readonly minimale: (parts: number) => string;
    readonly formule: (f: { apl: boolean; k: number; plafondK: number | null }) => string;
    readonly minoration: (montant: number, plafonneeALaRedevance: boolean) => string;
    /**
     * The paid amount as the text computes it, figure by figure: K rounded × (E − E0) or (L + C − L0), the
     * flat reduction, the minimum net expense and the fee cap when they apply, the CRDS, the rounding.
     */
    readonly verse: (f: ChaineVersement) => string;
  };
};

/**
 * Les mots du résultat lui-même, hors étapes : les barèmes appliqués et pourquoi une aide est nulle. Légers,
 * ils partent avec le montant dans le navigateur (calculate.ts), les étapes seulement à la demande.
 */
export type MotsResultat = {
  readonly langue: Langue;
  /** « barèmes au 1er octobre 2025 ». */
  readonly bareme: (effectiveFrom: string) => string;
  /** Une revalorisation attendue au `attendue` et pas encore publiée : le calcul applique celle du `derniere`. */
  readonly avertissement: (f: { rls: boolean; attendue: string; derniere: string }) => string;
  readonly refus: {
    /** Logement-foyer : les ressources ne laissent aucune aide. */
    readonly residence: (ressources: number) => string;
    readonly ressources: (f: { participation: number; ressources: number; loyerEtCharges: number }) => string;
    readonly loyerFaible: (f: { participation: number; loyerEtCharges: number }) => string;
    readonly suppression: (f: { loyer: number; plafondSuppression: number }) => string;
    readonly degressiviteMinoration: (f: { plafond: number; loyer: number; minoration: number }) => string;
    readonly minoration: (f: { aide: number; minoration: number }) => string;
    /** La réduction de loyer de solidarité, dont `fraction` (98 %) est déduite de l'APL, l'annule. */
    readonly rls: (f: { reduction: number; fraction: number }) => string;
    readonly degressiviteSeuil: (f: {
      plafond: number;
      loyer: number;
      montant: number;
      seuil: number;
    }) => string;
    readonly sousSeuil: (montant: number, seuil: number) => string;
    readonly arrondiNul: (montant: number) => string;
    /** Titre de séjour « étudiant » hors UE sans les conditions de la bourse, depuis `depuis` (CCH L. 822-2). */
    readonly titreEtudiant: (depuis: string) => string;
    /** Logement d'un parent, grand-parent ou enfant (CCH L. 822-3). */
    readonly bailleurFamille: string;
    /** Rattaché au foyer fiscal de parents qui paient l'IFI (CCH L. 822-8). */
    readonly ifiParents: string;
  };
};

/** The figures of the residence's paid amount, in the order the text applies them (steps-residence.ts). */
export type ChaineVersement = {
  /** K rounded to two decimals. */
  k: number;
  /** E (APL) or L (AL). */
  depense: number;
  /** C (AL), null for the APL. */
  charges: number | null;
  /** E0 or L0. */
  minimale: number;
  /** K × (E − E0) or K × (L + C − L0), to the cent. */
  aide: number;
  minoration: number;
  apresMinoration: number;
  /** The minimum net expense's cut and that minimum, when it applies. */
  abattement: { montant: number; minimum: number; apres: number } | null;
  /** The fee, when the AL is capped at it. */
  redevance: number | null;
  crds: number;
  net: number;
  seuil: number;
  verse: number;
};
