/**
 * Forme des paramètres légaux datés (barèmes des aides personnelles au logement, secteur locatif).
 *
 * Chaque série garde toutes ses valeurs, par ordre croissant de date d'effet (`depuis`), comme
 * les paramètres d'OpenFisca-France : une revalorisation est une nouvelle ligne, jamais une réécriture.
 * Les références légales de chaque valeur sont dans `references.generated.ts` (même clé, même date),
 * séparées pour que le moteur embarqué dans le navigateur reste léger.
 */

/** Une valeur d'un paramètre, en vigueur à partir de `depuis` (AAAA-MM-JJ) jusqu'à la ligne suivante. */
export type Version<T> = { readonly depuis: string; readonly valeur: T };

/**
 * Une série de valeurs datées.
 * `revalorisation` (MM-JJ) : date annuelle à laquelle une nouvelle valeur est attendue (1er octobre pour les
 * loyers plafonds, 1er janvier pour R0…) ; absente pour les paramètres sans revalorisation périodique.
 */
export type Serie<T> = {
  readonly revalorisation?: string;
  readonly versions: ReadonlyArray<Version<T>>;
};

export type ParZone<T> = { readonly 1: T; readonly 2: T; readonly 3: T };

/** Loyers plafonds mensuels (€) d'une zone : arrêté du 27/09/2019, art. 7. */
export type LoyersPlafondsZone = {
  readonly personneSeule: number;
  readonly couple: number;
  readonly unePac: number;
  readonly parPacSupplementaire: number;
};

/** Montants par composition du foyer : isolé, couple sans personne à charge, 1 à 6 personnes à charge, au-delà. */
export type ParComposition = {
  readonly isole: number;
  readonly couple: number;
  readonly pac1: number;
  readonly pac2: number;
  readonly pac3: number;
  readonly pac4: number;
  readonly pac5: number;
  readonly pac6: number;
  readonly parPacAuDelaDe6: number;
};

/** Montants par composition du foyer jusqu'à quatre personnes à charge, puis par personne à charge au-delà (secteur foyer). */
export type ParCompositionFoyer = {
  readonly isole: number;
  readonly couple: number;
  readonly pac1: number;
  readonly pac2: number;
  readonly pac3: number;
  readonly pac4: number;
  readonly parPacAuDelaDe4: number;
};

/** Une tranche d'un barème à taux marginaux : taux appliqué au-delà du seuil (jusqu'au seuil suivant). */
export type Tranche = { readonly seuil: number; readonly taux: number };

/** Montant pour une personne seule et pour un couple. */
export type SeulOuCouple = { readonly isole: number; readonly couple: number };

/** Montants forfaitaires de charges : cas général et colocation (arrêté du 27/09/2019, art. 9 et 16). */
export type MontantsCharges = {
  readonly isoleOuCouple: number;
  readonly parPac: number;
  readonly colocationIsole: number;
  readonly colocationCouple: number;
  readonly colocationParPac: number;
};

/** Minoration forfaitaire, seuil de versement et dépense nette minimale d'une aide du secteur foyer. */
export type VersementFoyer = {
  readonly minoration: number;
  readonly seuil: number;
  readonly depenseNetteMinimale: number;
};

export type Baremes = {
  /** Loyers plafonds L par zone (arrêté du 27/09/2019, art. 7). */
  readonly loyersPlafonds: Serie<ParZone<LoyersPlafondsZone>>;
  /** Coefficients appliqués au plafond : colocation (art. 16), chambre (art. 8). */
  readonly coefficientsPlafond: Serie<{
    readonly colocation: number;
    readonly chambre: number;
    readonly chambrePersonneAgeeOuHandicapee: number;
  }>;
  /** Part du loyer d'un logement meublé retenue pour l'allocation de logement (CCH D. 842-2). */
  readonly coefficientMeuble: Serie<number>;
  /** Forfait de charges C (arrêté art. 9 ; colocation art. 16). */
  readonly forfaitCharges: Serie<MontantsCharges>;
  /** Participation minimale P0 : taux appliqué à L + C, et minimum en euros (arrêté art. 13). */
  readonly participationMinimale: Serie<{ readonly taux: number; readonly minimum: number }>;
  /** Taux famille TF (arrêté art. 14, 1°). */
  readonly tauxFamille: Serie<ParComposition>;
  /** Taux loyer TL : seuils du rapport RL = L / LR et taux marginaux (arrêté art. 14, 2°). */
  readonly tauxLoyer: Serie<{
    readonly seuil1: number;
    readonly seuil2: number;
    readonly taux1: number;
    readonly taux2: number;
    readonly taux3: number;
  }>;
  /** Abattement forfaitaire R0 sur les ressources annuelles (arrêté art. 15). */
  readonly abattementR0: Serie<ParComposition>;
  /** Arrondi des ressources à la centaine d'euros supérieure (CCH D. 823-17). */
  readonly arrondiRessources: Serie<number>;
  /** Coefficients de dégressivité et de suppression appliqués au loyer plafond (arrêté art. 10). */
  readonly degressivite: Serie<ParZone<{ readonly degressivite: number; readonly suppression: number }>>;
  /** Minoration forfaitaire de l'aide, en euros (arrêté art. 11). */
  readonly minorationForfaitaire: Serie<number>;
  /** Seuil de non-versement : allocation de logement (AL) et APL (arrêté art. 12). */
  readonly seuilVersement: Serie<{ readonly al: number; readonly apl: number }>;
  /** Taux de la CRDS prélevée sur l'aide (ordonnance 96-50, art. 19). */
  readonly crds: Serie<number>;
  /** Part de la réduction de loyer de solidarité déduite de l'APL (CCH D. 823-16). */
  readonly rlsFraction: Serie<number>;
  /** Plafonds mensuels de ressources ouvrant droit à la RLS (arrêté du 27/02/2018). */
  readonly rlsPlafonds: Serie<ParZone<ParComposition>>;
  /** Montants mensuels de la RLS (arrêté du 27/02/2018). */
  readonly rlsMontants: Serie<
    ParZone<{
      readonly isole: number;
      readonly couple: number;
      readonly unePac: number;
      readonly parPacSupplementaire: number;
    }>
  >;
  /** Ressources forfaitaires des étudiants locataires (CCH R. 822-20, arrêté art. 6). */
  readonly ressourcesEtudiants: Serie<{
    /** Âge limite, exclu : le forfait s'applique avant cet âge. */
    readonly ageMaximum: number;
    readonly forfait: number;
    readonly minorationBoursier: number;
    /** Forfait des étudiants logés en logement-foyer ou en résidence CROUS, et sa minoration (boursiers). */
    readonly forfaitFoyer: number;
    readonly minorationBoursierFoyer: number;
  }>;
  /** Abattement de 30 % (chômage indemnisé, retraite, AAH) sur les revenus (CCH R. 822-13 et R. 822-14). */
  readonly abattementChomage: Serie<number>;
  /**
   * Déduction de 10 % pour frais professionnels (CGI art. 83), par année de revenus :
   * les mois d'une année N utilisent la ligne de l'année N − 1.
   */
  readonly abattementFraisProfessionnels: Serie<{
    readonly taux: number;
    readonly minimum: number;
    readonly maximum: number;
  }>;
  /** Logements-foyers conventionnés (APL) : plafond de l'équivalence de loyer et de charges E (arrêté art. 27). */
  readonly equivalenceLoyerFoyer: Serie<ParZone<ParCompositionFoyer>>;
  /**
   * Équivalence de loyer et de charges minimale E0 (APL) et loyer minimal L0 (AL) des logements-foyers :
   * barème par tranches de ressources par part, plus un forfait (par part pour l'APL) (CCH D. 832-26 ;
   * arrêté art. 31).
   */
  readonly equivalenceLoyerMinimale: Serie<{
    readonly apl: { readonly tranches: ReadonlyArray<Tranche>; readonly forfaitParPart: number };
    readonly al: { readonly tranches: ReadonlyArray<Tranche>; readonly forfait: number };
  }>;
  /** Coefficient de prise en charge K : plafond, coefficients r et cm (CCH D. 832-25 ; arrêté art. 30). */
  readonly coefficientPriseEnCharge: Serie<{
    readonly apl: { readonly plafond: number; readonly r: number; readonly cm: number };
    readonly al: { readonly plafond: number; readonly cm: number };
  }>;
  /** Nombre de parts N du coefficient K (CCH D. 832-25, 1° e) pour l'APL, 2° d) pour l'AL). */
  readonly nombreParts: Serie<{ readonly apl: ParCompositionFoyer; readonly al: ParCompositionFoyer }>;
  /** Équivalence de loyer L de l'AL en logement-foyer, par catégorie de résident (CCH D. 842-16 ; arrêté art. 43). */
  readonly equivalenceLoyerAl: Serie<{
    readonly etudiantChambre: SeulOuCouple;
    readonly etudiantChambreRehabilitee: SeulOuCouple;
    readonly personneAgee: SeulOuCouple;
    readonly autre: SeulOuCouple;
  }>;
  /** Forfait de charges C de l'AL en logement-foyer (CCH D. 842-15 ; arrêté art. 40). */
  readonly forfaitChargesFoyer: Serie<{ readonly isoleOuCouple: number; readonly parPac: number }>;
  /** Minoration, seuil de versement et dépense nette minimale : APL (arrêté art. 28, 29, 32), AL (art. 41, 42, 44). */
  readonly versementFoyer: Serie<{ readonly apl: VersementFoyer; readonly al: VersementFoyer }>;
  /** Outre-mer : forfait de charges (arrêté art. 46, 2°). */
  readonly forfaitChargesOutreMer: Serie<MontantsCharges>;
  /** Outre-mer : taux famille TF, jusqu'à sept personnes à charge puis par personne au-delà (arrêté art. 46, 3°). */
  readonly tauxFamilleOutreMer: Serie<
    Omit<ParComposition, 'parPacAuDelaDe6'> & { readonly pac7: number; readonly parPacAuDelaDe7: number }
  >;
  /** Outre-mer : abattement R0 d'un ménage ayant une personne à charge (arrêté art. 46, 1°). */
  readonly abattementR0OutreMer: Serie<{ readonly unePac: number }>;
  /** Patrimoine : seuil de prise en compte et revenu forfaitaire des capitaux (CCH L. 822-5, R. 822-22). */
  readonly patrimoine: Serie<{ readonly seuil: number; readonly tauxCapitaux: number }>;
  /** Âge à partir duquel un résident relève de l'équivalence de loyer « personnes âgées » (CCH D. 842-16, 3°). */
  readonly ageEquivalencePersonnesAgees: Serie<number>;
  /** Pas de l'arrondi par défaut du coefficient K (deux décimales, CCH D. 832-25). */
  readonly arrondiCoefficientK: Serie<number>;
};

/**
 * Séries qui ne couvrent pas toutes les périodes des barèmes : outre-mer et équivalences de loyer et charges
 * des logements-foyers, à partir d'octobre 2023 seulement (pas dans le bloc historique de 2021).
 */
export type CleBaremeOptionnelle =
  | 'forfaitChargesOutreMer'
  | 'tauxFamilleOutreMer'
  | 'abattementR0OutreMer'
  | 'equivalenceLoyerFoyer'
  | 'equivalenceLoyerAl'
  | 'forfaitChargesFoyer';

export type CleBareme = keyof Baremes;

/** La valeur d'une version de la série `K`. */
export type ValeurBareme<K extends CleBareme> = Baremes[K] extends Serie<infer T> ? T : never;

/** Référence légale d'une valeur. */
export type ReferenceLegale = { readonly titre: string; readonly url?: string; readonly note?: string };
