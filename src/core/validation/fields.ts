/**
 * Schémas zod (zod/mini, léger pour le navigateur) de chaque champ du simulateur, avec les messages
 * exacts du cahier des charges. Le simulateur (îlot React), l'API et le moteur utilisent ces mêmes schémas.
 */
import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';

const nombre = (message: string, min: number, max: number, minInclus = true) =>
  z
    .number({ error: message })
    .check(
      minInclus ? z.gte(min, { error: message }) : z.gt(min, { error: message }),
      z.lte(max, { error: message }),
    );

const booleen = (message: string) => z.boolean({ error: message });

/** Code postal : 5 chiffres. */
export const postalCodeSchema = z.string({ error: MESSAGES.codePostalRequis }).check(
  z.trim(),
  z.minLength(1, { error: MESSAGES.codePostalRequis }),
  z.refine((s) => s.length === 0 || /^\d{5}$/.test(s), { error: MESSAGES.codePostalFormat }),
);

/** Code commune INSEE (COG) : 5 caractères, Corse comprise (2A, 2B). */
export const inseeCodeSchema = z
  .string({ error: MESSAGES.codeInsee })
  .check(z.trim(), z.regex(/^(\d{5}|2[AB]\d{3})$/, { error: MESSAGES.codeInsee }));

/** Loyer mensuel hors charges, en euros : au-dessus de 0 et au plus 10 000. */
export const rentSchema = nombre(MESSAGES.loyer, 0, 10_000, false);

/** Charges mensuelles, en euros : de 0 à 5 000. */
export const chargesSchema = nombre(MESSAGES.charges, 0, 5_000);

/** Revenu mensuel net imposable, en euros : de 0 à 100 000. */
export const incomeSchema = nombre(MESSAGES.revenu, 0, 100_000);

/** Nombre d'enfants à charge : entier de 0 à 20. */
export const childrenSchema = z
  .int({ error: MESSAGES.enfants })
  .check(z.gte(0, { error: MESSAGES.enfants }), z.lte(20, { error: MESSAGES.enfants }));

export const STATUTS = ['student', 'employee', 'unemployed', 'rsa', 'other'] as const;
/** Situation : étudiant, salarié, demandeur d'emploi, bénéficiaire du RSA, autre. */
export const statusSchema = z.enum(STATUTS, { error: MESSAGES.statut });

/** Zone APL déjà connue (1, 2 ou 3). */
export const zoneSchema = z.literal([1, 2, 3], { error: MESSAGES.zone });

export const boursierSchema = booleen(MESSAGES.boursier);
export const livingAloneSchema = booleen(MESSAGES.seul);
export const furnishedSchema = booleen(MESSAGES.meuble);
export const colocationSchema = booleen(MESSAGES.colocation);
export const chambreSchema = booleen(MESSAGES.chambre);
export const conventionneSchema = booleen(MESSAGES.conventionne);

export const LOGEMENTS = ['ordinary', 'foyer', 'crous'] as const;
/** Type de logement : ordinaire, logement-foyer (résidence sociale, FJT…) ou résidence CROUS. */
export const housingSchema = z.enum(LOGEMENTS, { error: MESSAGES.logement });

/** Redevance mensuelle d'un logement-foyer ou d'une résidence CROUS (loyer et charges), en euros. */
export const redevanceSchema = nombre(MESSAGES.redevance, 0, 10_000, false);

/** Chambre d'une résidence CROUS non conventionnée réhabilitée. */
export const renovatedSchema = booleen(MESSAGES.rehabilite);

/** Le demandeur d'emploi perçoit l'allocation chômage (ARE). */
export const unemploymentIndemnifiedSchema = booleen(MESSAGES.chomageIndemnise);

/** Salaire mensuel net imposable avant le début du chômage, en euros : de 0 à 100 000. */
export const salaryBeforeUnemploymentSchema = nombre(MESSAGES.salaireAvantChomage, 0, 100_000);

/** Épargne ne produisant pas de revenu imposable (livret A…), en euros : de 0 à 100 000 000. */
export const assetsSchema = nombre(MESSAGES.epargne, 0, 100_000_000);

/** Logement dans un département d'outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte). */
export const overseasSchema = booleen(MESSAGES.outreMer);

export const NATIONALITES = ['fr', 'eu', 'other'] as const;
/** Nationalité : française, d'un État de l'UE, de l'EEE ou de la Suisse, ou une autre. */
export const nationalitySchema = z.enum(NATIONALITES, { error: MESSAGES.nationalite });

/** Visa de long séjour ou titre de séjour « étudiant » (CESEDA L. 422-1 à L. 422-7). */
export const studentPermitSchema = booleen(MESSAGES.titreSejour);

/** Remplit les conditions d'une bourse sur critères sociaux (qu'elle soit demandée ou non). */
export const bcsConditionsSchema = booleen(MESSAGES.conditionsBourse);

/** Le logement appartient à un parent, grand-parent ou enfant (du demandeur ou de son conjoint). */
export const landlordRelativeSchema = booleen(MESSAGES.bailleurFamille);

/** Rattaché au foyer fiscal de parents qui paient l'impôt sur la fortune immobilière. */
export const parentsIfiSchema = booleen(MESSAGES.ifiParents);

export const POUR_QUI = ['moi', 'enfant', 'proche'] as const;
/**
 * Refus d'une valeur inconnue : l'îlot ne peut l'envoyer (boutons radio, « moi » par défaut), seule l'API le montre.
 * Hors de MESSAGES, que la page de résultats télécharge (src/islands/simulator/locale.ts) : pas un octet de plus.
 */
export const POUR_QUI_MESSAGE = 'Veuillez indiquer pour qui est la simulation : moi, enfant ou proche';
/**
 * Pour qui est faite la simulation : soi, son enfant ou un proche. Ne change que les mots des questions et du
 * résultat, jamais le montant ; « moi » quand la réponse manque (sessions enregistrées avant la question).
 */
export const forWhomSchema = z._default(z.enum(POUR_QUI, { error: POUR_QUI_MESSAGE }), 'moi');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Vrai pour une date AAAA-MM-JJ qui existe au calendrier. */
export function estDateValide(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * Date de naissance (AAAA-MM-JJ) : âge de 16 à 100 ans par simple différence d'années avec la date de
 * référence (le jour de la simulation, ou le mois de l'aide pour le moteur).
 */
export function birthDateSchema(referenceDate: string) {
  const anneeRef = Number(referenceDate.slice(0, 4));
  return z.string({ error: MESSAGES.dateNaissance }).check(
    z.refine(
      (s) => {
        if (!estDateValide(s)) return false;
        const ecart = anneeRef - Number(s.slice(0, 4));
        return ecart >= 16 && ecart <= 100;
      },
      { error: MESSAGES.dateNaissance },
    ),
  );
}

/** Date de début du chômage (AAAA-MM-JJ), une date du calendrier. */
export const unemploymentStartSchema = z
  .string({ error: MESSAGES.debutChomage })
  .check(z.refine(estDateValide, { error: MESSAGES.debutChomage }));

/** Mois de l'aide : AAAA-MM ou AAAA-MM-JJ. */
export const aidDateSchema = z.string({ error: MESSAGES.moisAide }).check(
  z.refine((s) => (/^\d{4}-\d{2}$/.test(s) ? estDateValide(`${s}-01`) : estDateValide(s)), {
    error: MESSAGES.moisAide,
  }),
);

export type Status = z.output<typeof statusSchema>;
