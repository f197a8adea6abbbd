/** Types partagés par les termes de la formule. */

/** Zone géographique des aides au logement (arrêté du 17 mars 1978 ; 1bis est comptée en zone 1). */
export type Zone = 1 | 2 | 3;

/** Situation du demandeur, telle que le simulateur la demande. */
export type Statut = 'student' | 'employee' | 'unemployed' | 'rsa' | 'other';

/** Composition du foyer au sens des aides au logement. */
export type Foyer = {
  /** Couple (deux parents dans la famille). */
  readonly couple: boolean;
  /** Nombre de personnes à charge (enfants de moins de 21 ans). */
  readonly personnesACharge: number;
};

/** Type d'aide versée : APL (logement conventionné), ALF (avec personne à charge), ALS (sans). */
export type TypeAide = 'APL' | 'ALF' | 'ALS';

/**
 * Entrée du moteur, une fois validée (zone déjà résolue). Mêmes noms que les cas de référence.
 * Le schéma zod correspondant est `engineInputSchema` (src/core/validation).
 */
export type EntreeMoteur = {
  readonly zone: Zone;
  /** Loyer mensuel hors charges (en colocation : la part du demandeur). */
  readonly rent: number;
  /** Charges mensuelles réelles : enregistrées, mais la loi ne retient qu'un forfait. */
  readonly charges?: number;
  readonly furnished: boolean;
  readonly chambre: boolean;
  readonly colocation: boolean;
  /** Logement conventionné (HLM…) : APL et réduction de loyer de solidarité. */
  readonly conventionne: boolean;
  /** Date de naissance du demandeur (AAAA-MM-JJ). */
  readonly birthDate: string;
  readonly status: Statut;
  readonly boursier: boolean;
  readonly livingAlone: boolean;
  /** Nombre d'enfants à charge. */
  readonly children: number;
  /** Revenu mensuel net imposable du demandeur, supposé constant sur la période de référence. */
  readonly income: number;
};

/** Une étape expliquée du calcul. */
export type Etape = {
  readonly number: number;
  readonly title: string;
  readonly description: string;
  /** Valeur en euros (mensuelle, sauf ressources et abattement R0 : annuels). */
  readonly value: number;
  readonly details?: string;
  /** Article(s) de loi appliqué(s). */
  readonly legalRef: string;
};

/** Barème appliqué. */
export type BaremeApplique = {
  /** Date d'effet la plus récente des valeurs utilisées (AAAA-MM-JJ). */
  readonly effectiveFrom: string;
  /** « barèmes au 1er octobre 2025 ». */
  readonly label: string;
  /** Présent quand la date dépasse la dernière revalorisation confirmée. */
  readonly warning?: string;
};

/** Raison d'une aide nulle, code stable. */
export type CodeRefus =
  | 'RESSOURCES_TROP_ELEVEES'
  | 'LOYER_TROP_FAIBLE'
  | 'LOYER_TROP_ELEVE'
  | 'SOUS_SEUIL_VERSEMENT'
  | 'ABSORBEE_PAR_RLS';

/** Valeurs intermédiaires, nommées comme les variables OpenFisca dans les commentaires. */
export type Intermediaires = {
  readonly mois: string;
  readonly age: number;
  readonly couple: boolean;
  readonly personnesACharge: number;
  /** `aide_logement_loyer_reel` */
  readonly loyerReel: number;
  /** `aide_logement_loyer_plafond` */
  readonly loyerPlafond: number;
  /** `aide_logement_loyer_retenu` */
  readonly loyerRetenu: number;
  /** `aide_logement_charges` */
  readonly forfaitCharges: number;
  /** `aide_logement_base_ressources` (annuel) */
  readonly ressources: number;
  readonly modeRessources: string;
  /** `aide_logement_R0` (annuel) */
  readonly abattementR0: number;
  /** `aide_logement_taux_famille` */
  readonly tauxFamille: number;
  /** `aide_logement_loyer_reference` */
  readonly loyerReference: number;
  readonly rapportLoyer: number;
  /** `aide_logement_taux_loyer` */
  readonly tauxLoyer: number;
  /** `aide_logement_participation_minimale` */
  readonly participationMinimale: number;
  /** `aide_logement_participation_personnelle` */
  readonly participationPersonnelle: number;
  /** `aide_logement_montant_selectionne_avant_seuil` */
  readonly aideAvantSeuil: number;
  /** `aide_logement_montant_brut_avant_degressivite` */
  readonly aideAvantDegressivite: number;
  readonly plafondDegressivite: number;
  readonly plafondSuppression: number;
  readonly coefficientDegressivite: number;
  readonly aideDegressive: number;
  readonly minorationForfaitaire: number;
  /** `aide_logement_montant_brut` */
  readonly aideBrute: number;
  /** `reduction_loyer_solidarite` */
  readonly reductionLoyerSolidarite: number;
  /** `aide_logement_montant_brut_crds` */
  readonly aideApresRls: number;
  /** CRDS (positive) ; OpenFisca `crds_logement` est son opposé. */
  readonly crds: number;
  readonly seuilVersement: number;
};

export type ResultatAide = {
  /** Aide mensuelle nette de CRDS, au centime, comme OpenFisca (`aide_logement_montant`). */
  readonly montant: number;
  /** Ce que la CAF verse : euros entiers, 0 sous le seuil de versement. */
  readonly montantFinal: number;
  readonly isEligible: boolean;
  readonly refusReason: string | null;
  readonly refusCode: CodeRefus | null;
  readonly zone: Zone;
  readonly aidType: TypeAide;
  readonly bareme: BaremeApplique;
  readonly steps: ReadonlyArray<Etape>;
  readonly intermediaires: Intermediaires;
};

export type ErreurChamp = { readonly field: string; readonly message: string };

export type CodeEchec = 'VALIDATION' | 'BAREME_INACTIF' | 'BAREME_NON_TROUVE' | 'ERREUR_CALCUL';

export type EchecCalcul = {
  readonly ok: false;
  readonly code: CodeEchec;
  readonly errors: ReadonlyArray<ErreurChamp>;
};

export type ResultatCalcul = { readonly ok: true; readonly result: ResultatAide } | EchecCalcul;
