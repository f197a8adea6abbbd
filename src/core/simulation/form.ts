/**
 * The simulator's steps and answers without any validation library: what the results page needs to
 * show an amount with the least JavaScript. The zod schemas of each step are in steps.ts.
 */
import { ageCivil } from '../apl/age.ts';
import type { Conjoint, EntreeMoteur, TypeLogement } from '../apl/types.ts';
import type { StepAnswers } from './steps.ts';

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

/**
 * Every answer of a simulation, as stored in the browser and on the server (all optional until given): the
 * outputs of the steps' zod schemas (steps.ts), merged. A type only, so this file bundles no zod.
 */
export type FormData = Partial<UnionToIntersection<StepAnswers[QuestionSlug]>>;

/** The steps that ask something (the last one shows the result). */
type QuestionSlug = Exclude<StepSlug, 'resultats'>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * Savings are asked only above this amount, from where they count (the engine's `patrimoine.seuil`, kept
 * here so that the question pages do not download the scales; a test holds it equal to the data).
 */
export const SAVINGS_THRESHOLD = 30_000;

/** A residence (CROUS or other): a redevance instead of a rent, no colocation, their own formula. */
export const isResidence = (form: { readonly housing?: TypeLogement | undefined }): boolean =>
  form.housing === 'crous' || form.housing === 'foyer';

/**
 * Since 1 July 2026 (CCH L. 822-2, I, 3°): a non-EU national on a student permit who does not hold the grant
 * is asked whether they meet its conditions (a boursier does).
 */
export const asksGrantConditions = (f: {
  readonly nationality?: string | undefined;
  readonly studentPermit?: boolean | undefined;
  readonly status?: string | undefined;
  readonly boursier?: boolean | undefined;
}): boolean =>
  f.nationality === 'other' && f.studentPermit === true && !(f.status === 'student' && f.boursier === true);

/**
 * Whether the parents' IFI is asked (CCH L. 822-8): where an attachment to the parents' tax household is
 * possible — a child under 21, or under 25 while studying, on 1 January of the year of the income (CGI art. 6,
 * 3), so under 26 on the day — or in a couple, since the rule applies to each member of the household.
 */
export function asksParentsIfi(form: FormData, day: string): boolean {
  if (form.livingAlone === false) return true;
  return typeof form.birthDate === 'string' && ageCivil(form.birthDate, day) < 26;
}

/**
 * Answers that identify the visitor, or that a shareable link must not reveal to whoever receives it (their
 * nationality and residence permit): never shown by a shareable results link.
 */
export const PRIVATE_FIELDS = [
  'email',
  'birthDate',
  'nationality',
  'studentPermit',
  'bcsConditions',
] as const;

/** The answers a shareable results link shows (recap): everything but PRIVATE_FIELDS. */
export type SharedRecap = Omit<FormData, (typeof PRIVATE_FIELDS)[number]>;

export function sharedRecap(form: FormData): SharedRecap {
  const recap: FormData = { ...form };
  for (const field of PRIVATE_FIELDS) delete recap[field];
  return recap;
}

/** The ages tried for a shared recap, which has no birth date: under 28 as most students, 30, and 70. */
const REPRESENTATIVE_AGES = [20, 30, 70] as const;

/**
 * The answers to compute a result again in `month` (AAAA-MM): the visitor's own, or a shared recap (no birth
 * date) with each representative age in turn. The caller keeps the first that gives the same result.
 */
export function candidateAnswers(form: FormData, month: string): FormData[] {
  if (form.birthDate) return [form];
  const year = Number(month.slice(0, 4));
  // A shared recap has no nationality either: an amount paid is the same for every nationality that does not
  // exclude the visitor (a refusal for a condition is written again from its code, never recomputed).
  const nationality = form.nationality ?? 'fr';
  return REPRESENTATIVE_AGES.map((age) => ({
    ...form,
    birthDate: `${year - age - 1}-07-01`,
    nationality,
    // The age changes whether the parents' IFI is asked; a shared recap keeps the visitor's answer, or none.
    parentsIfi: form.parentsIfi ?? false,
  }));
}

/** Which answers each step writes: every field of its schema, checked at compile time (both ways). */
const STEP_FIELDS = {
  email: ['email', 'forWhom'],
  'code-postal': ['postalCode', 'inseeCode', 'communeName', 'zone', 'overseas'],
  loyer: ['housing', 'rent', 'redevance'],
  charges: ['charges'],
  meuble: ['furnished', 'chambre', 'conventionne', 'conventionneKnown', 'renovated', 'landlordRelative'],
  colocation: ['colocation', 'rentShare'],
  naissance: ['birthDate'],
  statut: [
    'status',
    'boursier',
    'unemploymentStart',
    'unemploymentIndemnified',
    'salaryBeforeUnemployment',
    'nationality',
    'studentPermit',
    'bcsConditions',
  ],
  enfants: ['children'],
  situation: [
    'livingAlone',
    'partnerStatus',
    'partnerUnemploymentStart',
    'partnerUnemploymentIndemnified',
    'partnerSalaryBeforeUnemployment',
  ],
  revenus: ['income', 'partnerIncome', 'assets', 'parentsIfi'],
  resultats: [],
} as const satisfies { readonly [S in StepSlug]: ReadonlyArray<keyof StepAnswers[S]> };

/** A step's schema field missing from STEP_FIELDS makes this type an error. */
type EveryFieldListed = {
  [S in QuestionSlug]: Exclude<keyof StepAnswers[S], (typeof STEP_FIELDS)[S][number]>;
}[QuestionSlug];
const everyFieldListed: [EveryFieldListed] extends [never] ? true : EveryFieldListed = true;
void everyFieldListed;

/** Which FormData fields a step writes. */
export function stepFields(slug: StepSlug): ReadonlyArray<keyof FormData> {
  return STEP_FIELDS[slug];
}

/** The engine's input being assembled from answers, each field possibly still missing. */
export type EngineDraft = { -readonly [K in keyof EntreeMoteur]?: EntreeMoteur[K] };

/** The engine's input from complete answers: in colocation the rent retained is the applicant's share. */
export function toEngineInput(form: FormData): EngineDraft {
  const residence = isResidence(form);
  const jobseeker = form.status === 'unemployed';
  const partner = partnerOf(form);
  return {
    zone: form.zone,
    ...(form.overseas ? { overseas: true } : {}),
    ...(residence
      ? { housing: form.housing, redevance: form.redevance, renovated: form.renovated }
      : { rent: form.colocation ? form.rentShare : form.rent }),
    charges: form.charges,
    furnished: residence ? (form.furnished ?? true) : form.furnished,
    chambre: form.chambre ?? false,
    colocation: residence ? false : form.colocation,
    // « Je ne sais pas » in a residence: the common case, conventionnée.
    conventionne: form.conventionne ?? residence,
    birthDate: form.birthDate,
    status: form.status,
    boursier: form.status === 'student' ? (form.boursier ?? false) : false,
    livingAlone: form.livingAlone,
    children: form.children,
    // The engine's `income` is the household's total; with the partner described, each one's income is known.
    income: partner && form.income !== undefined ? form.income + partner.income : form.income,
    ...(partner ? { partner } : {}),
    ...(jobseeker && form.unemploymentStart
      ? {
          unemploymentStart: form.unemploymentStart,
          unemploymentIndemnified: form.unemploymentIndemnified,
          salaryBeforeUnemployment: form.salaryBeforeUnemployment ?? 0,
        }
      : {}),
    ...(form.assets ? { assets: form.assets } : {}),
    ...eligibilityAnswers(form),
  };
}

/** True when the partner's own answers were asked: a couple whose partner's status is known. */
export const describesPartner = (form: FormData): boolean =>
  form.livingAlone === false && form.partnerStatus !== undefined;

/**
 * The engine's `partner` (src/core/apl/types.ts) from a couple's answers; none for a person living alone or a
 * session saved before the partner's questions (its `income` is then the household's total).
 */
export function partnerOf(form: FormData): Conjoint | undefined {
  if (!describesPartner(form) || form.partnerStatus === undefined || form.partnerIncome === undefined)
    return undefined;
  const jobseeker = form.partnerStatus === 'unemployed';
  return {
    status: form.partnerStatus,
    boursier: false,
    income: form.partnerIncome,
    ...(jobseeker && form.partnerUnemploymentStart
      ? {
          unemploymentStart: form.partnerUnemploymentStart,
          unemploymentIndemnified: form.partnerUnemploymentIndemnified ?? form.partnerIncome > 0,
          salaryBeforeUnemployment: form.partnerSalaryBeforeUnemployment ?? 0,
        }
      : {}),
  };
}

/** The household's monthly income: the applicant's and, when the partner was described, the partner's. */
export const householdIncome = (form: FormData): number =>
  (form.income ?? 0) + (describesPartner(form) ? (form.partnerIncome ?? 0) : 0);

/** The answers the conditions of entitlement read (src/core/apl/conditions.ts); absent ones stay absent. */
function eligibilityAnswers(form: FormData): EngineDraft {
  const answers: EngineDraft = {};
  if (form.nationality) answers.nationality = form.nationality;
  if (form.nationality === 'other' && form.studentPermit !== undefined)
    answers.studentPermit = form.studentPermit;
  if (asksGrantConditions(form) && form.bcsConditions !== undefined)
    answers.bcsConditions = form.bcsConditions;
  if (form.landlordRelative !== undefined) answers.landlordRelative = form.landlordRelative;
  if (form.parentsIfi !== undefined) answers.parentsIfi = form.parentsIfi;
  return answers;
}

/** Who the simulation is for (« Pour qui faites-vous cette simulation ? »): it changes words, never the amount. */
export type ForWhom = NonNullable<FormData['forWhom']>;

/** The person concerned: « moi » when the answer is absent (a session saved before the question). */
export const forWhomOf = (form: { readonly forWhom?: ForWhom | undefined }): ForWhom => form.forWhom ?? 'moi';

/** The month of the aid for a simulation made on a given day. */
export { aidMonth } from '../dates.ts';

const STATUSES = ['student', 'employee', 'unemployed', 'rsa', 'other'];
const isAmount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isBoolean = (v: unknown) => typeof v === 'boolean';

/** What each question step must have given (types only: the values were validated when entered). */
const ANSWERED: Array<[StepSlug, (f: FormData) => boolean]> = [
  ['email', (f) => typeof f.email === 'string' && f.email.includes('@')],
  ['code-postal', (f) => typeof f.postalCode === 'string' && (f.zone === 1 || f.zone === 2 || f.zone === 3)],
  ['loyer', (f) => (isResidence(f) ? isAmount(f.redevance) : isAmount(f.rent))],
  // A residence answers the charges and colocation steps too (0, no): the island says so for the visitor.
  ['charges', (f) => isAmount(f.charges)],
  [
    'meuble',
    (f) =>
      isBoolean(f.furnished) &&
      isBoolean(f.chambre) &&
      isBoolean(f.conventionne) &&
      isBoolean(f.landlordRelative),
  ],
  ['colocation', (f) => isBoolean(f.colocation) && (!f.colocation || isAmount(f.rentShare))],
  ['naissance', (f) => typeof f.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(f.birthDate)],
  [
    'statut',
    (f) =>
      STATUSES.includes(f.status ?? '') &&
      (f.status !== 'student' || isBoolean(f.boursier)) &&
      (f.status !== 'unemployed' ||
        (typeof f.unemploymentStart === 'string' && isBoolean(f.unemploymentIndemnified))) &&
      NATIONALITIES.includes(f.nationality ?? '') &&
      (f.nationality !== 'other' || isBoolean(f.studentPermit)) &&
      (!asksGrantConditions(f) || isBoolean(f.bcsConditions)),
  ],
  ['enfants', (f) => Number.isInteger(f.children) && (f.children ?? -1) >= 0],
  [
    'situation',
    (f) =>
      isBoolean(f.livingAlone) &&
      (f.livingAlone === true ||
        f.partnerStatus !== 'unemployed' ||
        (typeof f.partnerUnemploymentStart === 'string' && isBoolean(f.partnerUnemploymentIndemnified))),
  ],
  ['revenus', (f) => isAmount(f.income) && (!describesPartner(f) || isAmount(f.partnerIncome))],
];

const NATIONALITIES = ['fr', 'eu', 'other'];

/**
 * The first step whose answer is missing from answers the steps already validated, or null. `day` (AAAA-MM-JJ)
 * decides the questions that depend on age (the parents' IFI).
 */
export function unansweredStep(form: FormData, day: string): StepSlug | null {
  return ANSWERED.find(([, answered]) => !answered(form))?.[0] ?? crossStepGap(form, day);
}

/**
 * A question one step asks depending on another step's answer, still unanswered: the parents' IFI (asked by
 * « revenus » from the birth date and the household). Null when none.
 */
export function crossStepGap(form: FormData, day: string): StepSlug | null {
  return asksParentsIfi(form, day) && !isBoolean(form.parentsIfi) ? 'revenus' : null;
}

/** The engine's input, typed, once every step is answered. */
export function engineInputOf(form: FormData): EntreeMoteur {
  return toEngineInput(form) as EntreeMoteur;
}
