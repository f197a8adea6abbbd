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
  readonly forfaitCharges: Serie<{
    readonly isoleOuCouple: number;
    readonly parPac: number;
    readonly colocationIsole: number;
    readonly colocationCouple: number;
    readonly colocationParPac: number;
  }>;
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
};

export type CleBareme = keyof Baremes;

/** Référence légale d'une valeur. */
export type ReferenceLegale = { readonly titre: string; readonly url?: string; readonly note?: string };
