/**
 * The simulator's steps and answers without any validation library: what the results page needs to
 * show an amount with the least JavaScript. The zod schemas of each step are in steps.ts.
 */
import type { EntreeMoteur } from '../apl/types.ts';

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

/** Answers that identify the visitor: never shown by a shareable results link. */
export const PRIVATE_FIELDS = ['email', 'birthDate'] as const;

/** The answers a shareable results link shows (recap): everything but the e-mail and the birth date. */
export type SharedRecap = Omit<FormData, (typeof PRIVATE_FIELDS)[number]>;

export function sharedRecap(form: FormData): SharedRecap {
  const recap: FormData = { ...form };
  for (const field of PRIVATE_FIELDS) delete recap[field];
  return recap;
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

const STATUSES = ['student', 'employee', 'unemployed', 'rsa', 'other'];
const isAmount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isBoolean = (v: unknown) => typeof v === 'boolean';

/** What each question step must have given (types only: the values were validated when entered). */
const ANSWERED: Array<[StepSlug, (f: FormData) => boolean]> = [
  ['email', (f) => typeof f.email === 'string' && f.email.includes('@')],
  ['code-postal', (f) => typeof f.postalCode === 'string' && (f.zone === 1 || f.zone === 2 || f.zone === 3)],
  ['loyer', (f) => isAmount(f.rent)],
  ['charges', (f) => isAmount(f.charges)],
  ['meuble', (f) => isBoolean(f.furnished) && isBoolean(f.chambre) && isBoolean(f.conventionne)],
  ['colocation', (f) => isBoolean(f.colocation) && (!f.colocation || isAmount(f.rentShare))],
  ['naissance', (f) => typeof f.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(f.birthDate)],
  ['statut', (f) => STATUSES.includes(f.status ?? '') && (f.status !== 'student' || isBoolean(f.boursier))],
  ['enfants', (f) => Number.isInteger(f.children) && (f.children ?? -1) >= 0],
  ['situation', (f) => isBoolean(f.livingAlone)],
  ['revenus', (f) => isAmount(f.income)],
];

/** The first step whose answer is missing from answers the steps already validated, or null. */
export function unansweredStep(form: FormData): StepSlug | null {
  return ANSWERED.find(([, answered]) => !answered(form))?.[0] ?? null;
}

/** The engine's input, typed, once every step is answered. */
export function engineInputOf(form: FormData): EntreeMoteur {
  return toEngineInput(form) as EntreeMoteur;
}
