/**
 * The simulator's twelve steps (spec §2) and what each one asks, validated by the same zod schemas
 * in the browser island and in the API. Pure: no framework, no clock (the reference date is passed in).
 * Step order, answers and the engine input are in form.ts (no validation library), re-exported here.
 */
import * as z from 'zod/mini';
// Each file directly, not the index: the island's bundle then leaves out what it does not use (URL schema,
// engine input).
import { emailSchema } from '../validation/email.ts';
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
  forWhomSchema,
  furnishedSchema,
  housingSchema,
  incomeSchema,
  inseeCodeSchema,
  landlordRelativeSchema,
  livingAloneSchema,
  nationalitySchema,
  overseasSchema,
  parentsIfiSchema,
  postalCodeSchema,
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
} from '../validation/fields.ts';
import { MESSAGES } from '../validation/messages.ts';
import {
  asksGrantConditions,
  crossStepGap,
  type FormData,
  isResidence,
  STEP_SLUGS,
  type StepSlug,
  stepFields,
} from './form.ts';

export * from './form.ts';

/** « Votre part du loyer » when in colocation: same bounds and message as the rent. */
const rentShareSchema = rentSchema;

/** The answers of each step. Cross-field rules (boursier for students, share of rent in colocation) are checks. */
export function stepSchemas(referenceDate: string) {
  return {
    // « Pour qui faites-vous cette simulation ? » is asked with the e-mail (the parent's own): it rewords the
    // questions and the result for the person concerned, never the amount; « moi » when absent (issue 29).
    email: z.object({ email: emailSchema, forWhom: forWhomSchema }),
    'code-postal': z.object({
      postalCode: postalCodeSchema,
      inseeCode: z.optional(inseeCodeSchema),
      communeName: z.optional(z.string().check(z.maxLength(120))),
      zone: zoneSchema,
      overseas: z.optional(overseasSchema),
    }),
    // An ordinary rental has a rent; a residence, a redevance (rent and charges together).
    loyer: z
      .object({
        housing: z.optional(housingSchema),
        rent: z.optional(rentSchema),
        redevance: z.optional(redevanceSchema),
      })
      .check(
        z.refine((d) => isResidence(d) || d.rent !== undefined, { error: MESSAGES.loyer, path: ['rent'] }),
        z.refine((d) => !isResidence(d) || d.redevance !== undefined, {
          error: MESSAGES.redevance,
          path: ['redevance'],
        }),
      ),
    charges: z.object({ charges: chargesSchema }),
    // A residence is not asked whether it is furnished (it changes nothing there): the island answers yes. Nor
    // whether a relative owns it (CCH L. 822-3 is about a private landlord): the island answers no.
    meuble: z.object({
      furnished: furnishedSchema,
      chambre: chambreSchema,
      conventionne: conventionneSchema,
      conventionneKnown: z.optional(z.boolean()),
      renovated: z.optional(renovatedSchema),
      landlordRelative: landlordRelativeSchema,
    }),
    colocation: z.object({ colocation: colocationSchema, rentShare: z.optional(rentShareSchema) }).check(
      z.refine((d) => !d.colocation || d.rentShare !== undefined, {
        error: MESSAGES.loyer,
        path: ['rentShare'],
      }),
    ),
    naissance: z.object({ birthDate: birthDateSchema(referenceDate) }),
    statut: statutSchema(referenceDate),
    enfants: z.object({ children: childrenSchema }),
    situation: situationSchema(referenceDate),
    // Whether the parents pay the IFI is asked where an attachment to their tax household is possible
    // (form.ts asksParentsIfi); the island answers no elsewhere.
    // In a couple whose partner was described (« situation »), `income` is the applicant's own income and
    // `partnerIncome` the partner's; without a partner's status (sessions saved before), `income` is the
    // household's total.
    revenus: z.object({
      income: incomeSchema,
      partnerIncome: z.optional(
        z
          .number({ error: MESSAGES.revenuConjoint })
          .check(
            z.gte(0, { error: MESSAGES.revenuConjoint }),
            z.lte(100_000, { error: MESSAGES.revenuConjoint }),
          ),
      ),
      assets: z.optional(assetsSchema),
      parentsIfi: z.optional(parentsIfiSchema),
    }),
    resultats: z.object({}),
  } satisfies Record<StepSlug, z.ZodMiniType>;
}

/**
 * « Quelle est votre situation ? »: the status and what it opens (grant, unemployment), and since 1 July 2026
 * (CCH L. 822-2, I, 3°) the nationality of everyone, the permit of a non-EU national, and for a student permit
 * without the grant, whether its conditions are met.
 */
function statutSchema(referenceDate: string) {
  return z
    .object({
      status: statusSchema,
      boursier: z.optional(boursierSchema),
      unemploymentStart: z.optional(unemploymentStartSchema),
      unemploymentIndemnified: z.optional(unemploymentIndemnifiedSchema),
      salaryBeforeUnemployment: z.optional(salaryBeforeUnemploymentSchema),
      // Since 1 July 2026 (CCH L. 822-2, I, 3°): nationality for everyone, the kind of permit for a non-EU
      // national, and for a student permit without the grant, whether its conditions are met.
      nationality: z.optional(nationalitySchema),
      studentPermit: z.optional(studentPermitSchema),
      bcsConditions: z.optional(bcsConditionsSchema),
    })
    .check(
      z.refine((d) => d.status !== 'student' || d.boursier !== undefined, {
        error: MESSAGES.boursier,
        path: ['boursier'],
      }),
      // Required, but checked with the others so that every missing answer is named at once.
      z.refine((d) => d.nationality !== undefined, { error: MESSAGES.nationalite, path: ['nationality'] }),
      z.refine((d) => d.nationality !== 'other' || d.studentPermit !== undefined, {
        error: MESSAGES.titreSejour,
        path: ['studentPermit'],
      }),
      z.refine((d) => !asksGrantConditions(d) || d.bcsConditions !== undefined, {
        error: MESSAGES.conditionsBourse,
        path: ['bcsConditions'],
      }),
      // A jobseeker: since when (not in the future) and whether benefits are paid change the amount.
      z.refine(
        (d) =>
          d.status !== 'unemployed' ||
          (d.unemploymentStart !== undefined && d.unemploymentStart <= referenceDate),
        { error: MESSAGES.debutChomage, path: ['unemploymentStart'] },
      ),
      z.refine((d) => d.status !== 'unemployed' || d.unemploymentIndemnified !== undefined, {
        error: MESSAGES.chomageIndemnise,
        path: ['unemploymentIndemnified'],
      }),
    );
}

/**
 * « Vivez-vous seul(e) ou en couple ? » and, in a couple, the partner's situation: the law counts each person
 * (10 % deduction, jobseeker's abatement and neutralisation, RSA; CCH R. 822-3, R. 822-14, R. 822-15). The
 * partner's status is optional in the schema so that a session saved before (a couple without it) still
 * computes, its `income` being the household's total; the island sends an empty status when unanswered, which
 * the schema refuses.
 */
function situationSchema(referenceDate: string) {
  return z
    .object({
      livingAlone: livingAloneSchema,
      partnerStatus: z.optional(z.enum(STATUTS, { error: MESSAGES.statutConjoint })),
      partnerUnemploymentStart: z.optional(unemploymentStartSchema),
      partnerUnemploymentIndemnified: z.optional(z.boolean({ error: MESSAGES.chomageIndemniseConjoint })),
      partnerSalaryBeforeUnemployment: z.optional(salaryBeforeUnemploymentSchema),
    })
    .check(
      z.refine(
        (d) =>
          d.partnerStatus !== 'unemployed' ||
          (d.partnerUnemploymentStart !== undefined && d.partnerUnemploymentStart <= referenceDate),
        { error: MESSAGES.debutChomage, path: ['partnerUnemploymentStart'] },
      ),
      z.refine((d) => d.partnerStatus !== 'unemployed' || d.partnerUnemploymentIndemnified !== undefined, {
        error: MESSAGES.chomageIndemniseConjoint,
        path: ['partnerUnemploymentIndemnified'],
      }),
    );
}

export type StepSchemas = ReturnType<typeof stepSchemas>;
export type StepData<S extends StepSlug> = z.output<StepSchemas[S]>;
/** The answers each step gives, from its schema: FormData (form.ts) is their merge. */
export type StepAnswers = { [S in StepSlug]: StepData<S> };

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
    if (slug === 'resultats') break;
    const fields = stepFields(slug);
    const data = Object.fromEntries(fields.map((f) => [f, form[f]]).filter(([, v]) => v !== undefined));
    if (!validateStep(slug, data, referenceDate).ok) return slug;
  }
  return crossStepGap(form, referenceDate);
}
