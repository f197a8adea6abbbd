/** Types partagés par les termes de la formule. */
import type { VerdictCondition } from './conditions.ts';

export type { CodeCondition, StatutCondition, VerdictCondition } from './conditions.ts';

/** Zone géographique des aides au logement (arrêté du 17 mars 1978 ; 1bis est comptée en zone 1). */
export type Zone = 1 | 2 | 3;

/** Situation du demandeur, telle que le simulateur la demande. */
export type Statut = 'student' | 'employee' | 'unemployed' | 'rsa' | 'other';

/** Le conjoint d'un couple : chaque champ se lit comme le champ de même nom du demandeur. */
export type Conjoint = {
  /** Date de naissance (AAAA-MM-JJ) : sans effet sur le montant (seul l'âge du demandeur compte, R. 822-20). */
  readonly birthDate?: string;
  readonly status: Statut;
  readonly boursier: boolean;
  /** Revenu mensuel net imposable du conjoint (son allocation chômage s'il est demandeur d'emploi). */
  readonly income: number;
  readonly unemploymentStart?: string;
  readonly unemploymentIndemnified?: boolean;
  readonly salaryBeforeUnemployment?: number;
};

/** Composition du foyer au sens des aides au logement. */
export type Foyer = {
  /** Couple (deux parents dans la famille). */
  readonly couple: boolean;
  /** Nombre de personnes à charge (enfants de moins de 21 ans). */
  readonly personnesACharge: number;
};

/** Type d'aide versée : APL (logement conventionné), ALF (avec personne à charge), ALS (sans). */
export type TypeAide = 'APL' | 'ALF' | 'ALS';

/** Nationalité du demandeur : française, d'un État de l'UE, de l'EEE ou de la Suisse, ou une autre. */
export type Nationalite = 'fr' | 'eu' | 'other';

/** Type de logement : ordinaire (location), logement-foyer (résidence sociale, FJT…) ou résidence CROUS. */
export type TypeLogement = 'ordinary' | 'foyer' | 'crous';

/**
 * Entrée du moteur, une fois validée (zone déjà résolue). Mêmes noms que les cas de référence.
 * Le schéma zod correspondant est `engineInputSchema` (src/core/validation). Les champs optionnels ont une
 * valeur par défaut appliquée par le moteur (indiquée pour chacun).
 */
export type EntreeMoteur = {
  readonly zone: Zone;
  /** Type de logement ; défaut `ordinary`. */
  readonly housing?: TypeLogement;
  /** Loyer mensuel hors charges d'un logement ordinaire (en colocation : la part du demandeur). */
  readonly rent?: number;
  /**
   * Redevance mensuelle d'un logement-foyer ou d'une résidence CROUS (loyer et charges) ; elle remplace
   * `rent`, qui n'est alors pas lu.
   */
  readonly redevance?: number;
  /** Charges mensuelles réelles : enregistrées, mais la loi ne retient qu'un forfait. */
  readonly charges?: number;
  readonly furnished: boolean;
  readonly chambre: boolean;
  readonly colocation: boolean;
  /**
   * Logement conventionné : APL (et, en location, réduction de loyer de solidarité). Le schéma le met à vrai
   * par défaut en logement-foyer et en résidence CROUS, à faux en logement ordinaire. Sans effet outre-mer,
   * où l'APL n'existe pas.
   */
  readonly conventionne: boolean;
  /** Résidence CROUS non conventionnée : chambre réhabilitée ; défaut vrai. */
  readonly renovated?: boolean;
  /** Date de naissance du demandeur (AAAA-MM-JJ). */
  readonly birthDate: string;
  readonly status: Statut;
  readonly boursier: boolean;
  readonly livingAlone: boolean;
  /** Nombre d'enfants à charge. */
  readonly children: number;
  /**
   * Revenu mensuel net imposable du demandeur, supposé constant sur la période de référence ; pour un
   * demandeur d'emploi, son allocation chômage (ARE).
   */
  readonly income: number;
  /**
   * Demandeur d'emploi : date de début du chômage (AAAA-MM-JJ). Sans elle, l'allocation `income` couvre toute
   * la période de référence, sans abattement ni neutralisation.
   */
  readonly unemploymentStart?: string;
  /** Demandeur d'emploi : perçoit l'allocation chômage ; défaut `income > 0`. */
  readonly unemploymentIndemnified?: boolean;
  /** Demandeur d'emploi : salaire mensuel net imposable avant le début du chômage ; défaut 0. */
  readonly salaryBeforeUnemployment?: number;
  /**
   * Couple (`livingAlone: false`) : le conjoint, personne par personne. `income` reste alors le total du
   * foyer (les entrées plus anciennes gardent leur sens) et le revenu du demandeur est `income − partner.income`.
   * Absent, ou pour une personne seule : tout se lit comme avant, `income` au nom du demandeur.
   */
  readonly partner?: Conjoint;
  /** Épargne ne produisant pas de revenu imposable (livret A…), en euros ; défaut 0. */
  readonly assets?: number;
  /** Logement en Guadeloupe, Martinique, Guyane, à La Réunion ou à Mayotte ; défaut faux. */
  readonly overseas?: boolean;
  /**
   * Conditions d'ouverture du droit (conditions.ts). Absentes : le montant est calculé comme avant et le
   * résultat dit la condition « à vérifier ». Nationalité ; défaut `fr`.
   */
  readonly nationality?: Nationalite;
  /** Visa de long séjour ou titre de séjour « étudiant » (CESEDA L. 422-1 à L. 422-7) ; défaut faux. */
  readonly studentPermit?: boolean;
  /** Remplit les conditions d'une bourse sur critères sociaux ; défaut `boursier`. */
  readonly bcsConditions?: boolean;
  /** Le logement appartient au demandeur, à son conjoint ou à un ascendant ou descendant (CCH L. 822-3). */
  readonly landlordRelative?: boolean;
  /** Rattaché (lui ou un membre du ménage) au foyer fiscal de parents assujettis à l'IFI (CCH L. 822-8). */
  readonly parentsIfi?: boolean;
};

/** Une étape expliquée du calcul. */
export type Etape = {
  readonly number: number;
  readonly title: string;
  readonly description: string;
  /** Valeur en euros (mensuelle, sauf ressources et abattement R0 : annuels). */
  readonly value: number;
  /** Vrai quand `value` est un montant annuel (ressources, revenu de l'épargne, abattement R0) ; sinon mensuel. */
  readonly annual?: true;
  readonly details?: string;
  /** Article(s) de loi appliqué(s). */
  readonly legalRef: string;
};

/** Barème appliqué. */
export type BaremeApplique = {
  /**
   * Date d'effet la plus récente des barèmes de l'aide utilisés (AAAA-MM-JJ). Ceux de la réduction de loyer
   * de solidarité, revalorisés à d'autres dates, n'y comptent pas : voir `rlsFrom`.
   */
  readonly effectiveFrom: string;
  /** Logement conventionné : date d'effet des montants de réduction de loyer de solidarité appliqués. */
  readonly rlsFrom?: string;
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
  | 'ABSORBEE_PAR_RLS'
  // Une condition d'ouverture du droit n'est pas remplie (conditions.ts) : pas d'aide, quel que soit le montant.
  | 'TITRE_ETUDIANT_HORS_UE'
  | 'BAILLEUR_FAMILLE'
  | 'RATTACHEMENT_IFI';

/** Catégorie d'un résident de logement-foyer pour l'équivalence de loyer de l'AL (CCH D. 842-16). */
export type CategorieResident = 'etudiantChambre' | 'etudiantChambreRehabilitee' | 'personneAgee' | 'autre';

/** Valeurs intermédiaires d'une aide en logement-foyer ou en résidence CROUS. */
export type IntermediairesResidence = {
  /** APL (logement conventionné, formule E − E0) ou AL (L + C − L0). */
  readonly apl: boolean;
  /** Redevance mensuelle. */
  readonly redevance: number;
  /** Catégorie du résident (AL), null pour l'APL. */
  readonly categorie: CategorieResident | null;
  /** `aides_logement_nb_part` */
  readonly nombreParts: number;
  /** `aides_logement_k` : K avant plafonnement. */
  readonly coefficientKCalcule: number;
  /** K retenu (plafonné à 0,95 pour l'APL, 0,90 pour l'AL). */
  readonly coefficientK: number;
  readonly plafondK: number;
  /** `aides_logement_loyer_minimal` : E0 (APL) ou L0 (AL). */
  readonly loyerMinimal: number;
  /** Aide plafonnée à la redevance (AL). */
  readonly plafonneeALaRedevance: boolean;
  /** Montant versé, selon le texte : K arrondi à deux décimales par défaut. */
  readonly coefficientKArrondi: number;
  /** Aide de la formule avec ce K, au centime. */
  readonly aideReglementaire: number;
  /** Abattement au titre de la dépense nette minimale. */
  readonly abattementDepenseNette: number;
  readonly depenseNetteMinimale: number;
  /** Aide brute versable avant CRDS (seuil de versement du secteur foyer : `seuilVersement`). */
  readonly aideBruteReglementaire: number;
};

/**
 * Valeurs intermédiaires, nommées comme les variables OpenFisca dans les commentaires. En logement-foyer ou
 * en résidence CROUS, `residence` donne les termes de la formule propre à ces logements ; les champs du
 * secteur locatif y valent : loyer réel = redevance, plafond = plafond de E (APL) ou équivalence L (AL),
 * loyer retenu = E ou L, forfait de charges = C (0 pour l'APL), aide avant seuil = aide de la formule, seuil
 * de versement = celui du secteur foyer (arrêté art. 29 et 42) ; les termes sans objet (R0, TF, TL, P0,
 * dégressivité, RLS) valent 0 (coefficient de dégressivité : 1).
 */
export type Intermediaires = {
  readonly mois: string;
  readonly age: number;
  readonly couple: boolean;
  readonly personnesACharge: number;
  readonly logement: TypeLogement;
  /** Département d'outre-mer : barème propre (charges, TF, R0) et pas d'APL. */
  readonly outreMer: boolean;
  /** Logement conventionné retenu (APL) : jamais outre-mer. */
  readonly conventionne: boolean;
  /** Revenu forfaitaire annuel de l'épargne compris dans les ressources. */
  readonly revenuPatrimoine: number;
  readonly residence?: IntermediairesResidence;
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
  /** Le verdict de chaque condition d'ouverture du droit (conditions.ts), à côté du montant. */
  readonly conditions: ReadonlyArray<VerdictCondition>;
};

export type ErreurChamp = { readonly field: string; readonly message: string };

export type CodeEchec = 'VALIDATION' | 'BAREME_INACTIF' | 'BAREME_NON_TROUVE' | 'ERREUR_CALCUL';

export type EchecCalcul = {
  readonly ok: false;
  readonly code: CodeEchec;
  readonly errors: ReadonlyArray<ErreurChamp>;
};

export type ResultatCalcul = { readonly ok: true; readonly result: ResultatAide } | EchecCalcul;
