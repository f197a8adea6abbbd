/**
 * The simulator's twelve steps (spec §2) and what each one asks, validated by the same zod schemas
 * in the browser island and in the API. Pure: no framework, no clock (the reference date is passed in).
 */
import * as z from 'zod/mini';
import {
  birthDateSchema,
  boursierSchema,
  chambreSchema,
  chargesSchema,
  childrenSchema,
  colocationSchema,
  conventionneSchema,
  emailSchema,
  furnishedSchema,
  incomeSchema,
  inseeCodeSchema,
  livingAloneSchema,
  MESSAGES,
  postalCodeSchema,
  rentSchema,
  statusSchema,
  zoneSchema,
} from '../validation/index.ts';

export const STEP_SLUGS = [
  'email',
  'code-postal',
  'loyer',
  'charges',
  'meuble',
  'colocation',
  'naissance',
  'statut',
  'enfants',
  'situation',
  'revenus',
  'resultats',
] as const;
export type StepSlug = (typeof STEP_SLUGS)[number];

export function isStepSlug(value: unknown): value is StepSlug {
  return typeof value === 'string' && (STEP_SLUGS as readonly string[]).includes(value);
}

/** 1-based step number of a slug (spec §2 order). */
export function stepNumber(slug: StepSlug): number {
  return STEP_SLUGS.indexOf(slug) + 1;
}

export function nextStep(slug: StepSlug): StepSlug | null {
  return STEP_SLUGS[stepNumber(slug)] ?? null;
}

export function previousStep(slug: StepSlug): StepSlug | null {
  const i = stepNumber(slug) - 2;
  return i >= 0 ? (STEP_SLUGS[i] ?? null) : null;
}

/** « Votre part du loyer » when in colocation: same bounds and message as the rent. */
const rentShareSchema = rentSchema;

/** The answers of each step. Cross-field rules (boursier for students, share of rent in colocation) are checks. */
export function stepSchemas(referenceDate: string) {
  return {
    email: z.object({ email: emailSchema }),
    'code-postal': z.object({
      postalCode: postalCodeSchema,
      inseeCode: z.optional(inseeCodeSchema),
      communeName: z.optional(z.string().check(z.maxLength(120))),
      zone: zoneSchema,
    }),
    loyer: z.object({ rent: rentSchema }),
    charges: z.object({ charges: chargesSchema }),
    meuble: z.object({
      furnished: furnishedSchema,
      chambre: chambreSchema,
      conventionne: conventionneSchema,
    }),
    colocation: z.object({ colocation: colocationSchema, rentShare: z.optional(rentShareSchema) }).check(
      z.refine((d) => !d.colocation || d.rentShare !== undefined, {
        error: MESSAGES.loyer,
        path: ['rentShare'],
      }),
    ),
    naissance: z.object({ birthDate: birthDateSchema(referenceDate) }),
    statut: z.object({ status: statusSchema, boursier: z.optional(boursierSchema) }).check(
      z.refine((d) => d.status !== 'student' || d.boursier !== undefined, {
        error: MESSAGES.boursier,
        path: ['boursier'],
      }),
    ),
    enfants: z.object({ children: childrenSchema }),
    situation: z.object({ livingAlone: livingAloneSchema }),
    revenus: z.object({ income: incomeSchema }),
    resultats: z.object({}),
  } satisfies Record<StepSlug, z.ZodMiniType>;
}

export type StepSchemas = ReturnType<typeof stepSchemas>;
export type StepData<S extends StepSlug> = z.output<StepSchemas[S]>;

/** Every answer of a simulation, as stored in the browser and on the server (all optional until given). */
export type FormData = Partial<{
  email: string;
  postalCode: string;
  inseeCode: string;
  communeName: string;
  zone: 1 | 2 | 3;
  rent: number;
  charges: number;
  furnished: boolean;
  chambre: boolean;
  conventionne: boolean;
  colocation: boolean;
  rentShare: number;
  birthDate: string;
  status: 'student' | 'employee' | 'unemployed' | 'rsa' | 'other';
  boursier: boolean;
  children: number;
  livingAlone: boolean;
  income: number;
}>;

export type StepValidation =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> };

/** The schemas depend on the date only through the birth-date rule: built once per day (hot path of the API). */
let cached: { date: string; schemas: StepSchemas } | null = null;
function schemasFor(referenceDate: string): StepSchemas {
  if (cached?.date !== referenceDate) cached = { date: referenceDate, schemas: stepSchemas(referenceDate) };
  return cached.schemas;
}

/** Validates one step's answers; errors are keyed by field, first message per field. */
export function validateStep(slug: StepSlug, data: unknown, referenceDate: string): StepValidation {
  const schema = schemasFor(referenceDate)[slug] as z.ZodMiniType;
  const parsed = z.safeParse(schema, data ?? {});
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, unknown> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The steps before `slug` whose answers are missing or invalid (to resume at the right place). */
export function firstIncompleteStep(form: FormData, referenceDate: string): StepSlug | null {
  for (const slug of STEP_SLUGS) {
    if (slug === 'resultats') return null;
    const fields = stepFields(slug);
    const data = Object.fromEntries(fields.map((f) => [f, form[f]]).filter(([, v]) => v !== undefined));
    if (!validateStep(slug, data, referenceDate).ok) return slug;
  }
  return null;
}

/** Which FormData fields a step writes. */
export function stepFields(slug: StepSlug): Array<keyof FormData> {
  switch (slug) {
    case 'email':
      return ['email'];
    case 'code-postal':
      return ['postalCode', 'inseeCode', 'communeName', 'zone'];
    case 'loyer':
      return ['rent'];
    case 'charges':
      return ['charges'];
    case 'meuble':
      return ['furnished', 'chambre', 'conventionne'];
    case 'colocation':
      return ['colocation', 'rentShare'];
    case 'naissance':
      return ['birthDate'];
    case 'statut':
      return ['status', 'boursier'];
    case 'enfants':
      return ['children'];
    case 'situation':
      return ['livingAlone'];
    case 'revenus':
      return ['income'];
    case 'resultats':
      return [];
  }
}

/** The engine's input from complete answers: in colocation the rent retained is the applicant's share. */
export function toEngineInput(form: FormData) {
  return {
    zone: form.zone,
    rent: form.colocation ? form.rentShare : form.rent,
    charges: form.charges,
    furnished: form.furnished,
    chambre: form.chambre ?? false,
    colocation: form.colocation,
    conventionne: form.conventionne ?? false,
    birthDate: form.birthDate,
    status: form.status,
    boursier: form.status === 'student' ? (form.boursier ?? false) : false,
    livingAlone: form.livingAlone,
    children: form.children,
    income: form.income,
  };
}

/** The month of the aid for a simulation made on `today` (AAAA-MM-JJ). */
export function aidMonth(today: string): string {
  return today.slice(0, 7);
}
