/**
 * Schéma de l'entrée du moteur APL, construit à partir des schémas de champs, et validation qui ne lève
 * jamais d'exception : chaque erreur nomme son champ.
 */
import * as z from 'zod/mini';
import {
  assetsSchema,
  bcsConditionsSchema,
  birthDateSchema,
  boursierSchema,
  chambreSchema,
  chargesSchema,
  childrenSchema,
  colocationSchema,
  conventionneSchema,
  furnishedSchema,
  incomeSchema,
  landlordRelativeSchema,
  livingAloneSchema,
  nationalitySchema,
  overseasSchema,
  parentsIfiSchema,
  redevanceSchema,
  renovatedSchema,
  rentSchema,
  STATUTS,
  salaryBeforeUnemploymentSchema,
  statusSchema,
  studentPermitSchema,
  unemploymentIndemnifiedSchema,
  unemploymentStartSchema,
  zoneSchema,
} from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * Schéma de l'entrée du moteur ; la date de référence sert au contrôle d'âge (mois de l'aide). Un logement
 * ordinaire (défaut) demande le loyer ; un logement-foyer ou une résidence CROUS (`housing`) demande la
 * redevance, et le loyer n'y est pas lu.
 */
export function engineInputSchema(referenceDate: string) {
  const { ordinaire, residence } = construire(referenceDate);
  return z.union([ordinaire, residence]);
}

/**
 * Le conjoint d'un couple (src/core/apl/types.ts, `Conjoint`) : chaque champ a son message « votre
 * conjoint(e) ». Son revenu fait partie de `income`, le total du foyer.
 */
function conjointSchema(referenceDate: string) {
  const nombre = (message: string) =>
    z.number({ error: message }).check(z.gte(0, { error: message }), z.lte(100_000, { error: message }));
  return z.object(
    {
      birthDate: z.optional(
        z.string({ error: MESSAGES.dateNaissanceConjoint }).check(
          z.refine((s) => birthDateSchema(referenceDate).safeParse(s).success, {
            error: MESSAGES.dateNaissanceConjoint,
          }),
        ),
      ),
      status: z.enum(STATUTS, { error: MESSAGES.statutConjoint }),
      boursier: z._default(z.boolean({ error: MESSAGES.boursierConjoint }), false),
      income: nombre(MESSAGES.revenuConjoint),
      unemploymentStart: z.optional(unemploymentStartSchema),
      unemploymentIndemnified: z.optional(z.boolean({ error: MESSAGES.chomageIndemniseConjoint })),
      salaryBeforeUnemployment: z.optional(salaryBeforeUnemploymentSchema),
    },
    { error: MESSAGES.conjoint },
  );
}

/** Champs communs : le demandeur, ses ressources, son épargne, le lieu. */
function champsCommuns(referenceDate: string) {
  return {
    birthDate: birthDateSchema(referenceDate),
    status: statusSchema,
    boursier: z._default(boursierSchema, false),
    livingAlone: livingAloneSchema,
    children: childrenSchema,
    income: incomeSchema,
    unemploymentStart: z.optional(unemploymentStartSchema),
    unemploymentIndemnified: z.optional(unemploymentIndemnifiedSchema),
    salaryBeforeUnemployment: z.optional(salaryBeforeUnemploymentSchema),
    partner: z.optional(conjointSchema(referenceDate)),
    assets: z.optional(assetsSchema),
    overseas: z.optional(overseasSchema),
    // Conditions d'ouverture du droit (src/core/apl/conditions.ts) : absentes, « à vérifier ».
    nationality: z.optional(nationalitySchema),
    studentPermit: z.optional(studentPermitSchema),
    bcsConditions: z.optional(bcsConditionsSchema),
    landlordRelative: z.optional(landlordRelativeSchema),
    parentsIfi: z.optional(parentsIfiSchema),
  };
}

function construire(referenceDate: string) {
  const ordinaire = z.object({
    zone: zoneSchema,
    housing: z.optional(z.literal('ordinary', { error: MESSAGES.logement })),
    rent: rentSchema,
    charges: z.optional(chargesSchema),
    furnished: furnishedSchema,
    chambre: z._default(chambreSchema, false),
    colocation: colocationSchema,
    conventionne: z._default(conventionneSchema, false),
    ...champsCommuns(referenceDate),
  });
  // Logement-foyer ou résidence CROUS : la redevance remplace le loyer ; conventionné par défaut (APL).
  const residence = z.object({
    zone: zoneSchema,
    housing: z.literal(['foyer', 'crous'], { error: MESSAGES.logement }),
    redevance: redevanceSchema,
    charges: z.optional(chargesSchema),
    furnished: z._default(furnishedSchema, false),
    chambre: z._default(chambreSchema, false),
    colocation: z._default(colocationSchema, false),
    conventionne: z._default(conventionneSchema, true),
    renovated: z.optional(renovatedSchema),
    ...champsCommuns(referenceDate),
  });
  return { ordinaire, residence };
}

type Schemas = ReturnType<typeof construire>;
export type EngineInputSchema = Schemas['ordinaire'] | Schemas['residence'];
/** Entrée du moteur après validation (valeurs par défaut appliquées). */
export type EngineInput = z.output<EngineInputSchema>;
/** Entrée du moteur telle qu'on la soumet. */
export type EngineInputDraft = z.input<EngineInputSchema>;

export type FieldError = { readonly field: string; readonly message: string };

export type Validation<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly errors: FieldError[] };

/** Nom du champ d'une erreur : `partner.income` pour un champ du conjoint, le champ lui-même sinon. */
const nomDuChamp = (path: readonly PropertyKey[]): string => {
  if (path.length === 0) return 'input';
  return path[0] === 'partner' && path.length > 1 ? `partner.${String(path[1])}` : String(path[0]);
};

/** Une erreur par champ (la première), dans l'ordre des champs. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = nomDuChamp(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: field === 'input' ? MESSAGES.donnees : issue.message });
  }
  return errors;
}

/** Valide avec un schéma sans jamais lever d'exception. */
export function safeValidate<S extends z.core.$ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  try {
    const r = z.safeParse(schema, value);
    return r.success ? { ok: true, data: r.data } : { ok: false, errors: fieldErrors(r.error) };
  } catch {
    return { ok: false, errors: [{ field: 'input', message: MESSAGES.donnees }] };
  }
}

// Le contrôle d'âge ne dépend que de l'année de référence : une paire de schémas par année suffit.
const parAnnee = new Map<string, Schemas>();

const estResidence = (input: unknown): boolean => {
  if (input === null || typeof input !== 'object') return false;
  const housing = (input as { housing?: unknown }).housing;
  return housing === 'foyer' || housing === 'crous';
};

/** Dernier jour possible d'un mois AAAA-MM, pour comparer des dates ISO. */
const finDuMois = (mois: string) => `${mois}-31`;

/** Valide une entrée du moteur pour le mois de l'aide (AAAA-MM ou AAAA-MM-JJ). */
export function validateEngineInput(input: unknown, referenceDate: string): Validation<EngineInput> {
  const annee = referenceDate.slice(0, 4);
  let schemas = parAnnee.get(annee);
  if (!schemas) {
    schemas = construire(`${annee}-01-01`);
    parAnnee.set(annee, schemas);
  }
  const r: Validation<EngineInput> = estResidence(input)
    ? safeValidate(schemas.residence, input)
    : safeValidate(schemas.ordinaire, input);
  if (!r.ok) return r;
  const fin = finDuMois(referenceDate.slice(0, 7));
  if (r.data.unemploymentStart !== undefined && r.data.unemploymentStart > fin) {
    return { ok: false, errors: [{ field: 'unemploymentStart', message: MESSAGES.debutChomageFutur }] };
  }
  const conjoint = r.data.partner;
  if (conjoint?.unemploymentStart !== undefined && conjoint.unemploymentStart > fin) {
    return {
      ok: false,
      errors: [{ field: 'partner.unemploymentStart', message: MESSAGES.debutChomageFutur }],
    };
  }
  // `income` est le total du foyer : la part du conjoint ne peut pas le dépasser.
  if (conjoint && !r.data.livingAlone && conjoint.income > r.data.income) {
    return { ok: false, errors: [{ field: 'partner.income', message: MESSAGES.revenuConjointFoyer }] };
  }
  return r;
}
