/**
 * Schéma de l'entrée du moteur APL, construit à partir des schémas de champs, et validation qui ne lève
 * jamais d'exception : chaque erreur nomme son champ.
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
  furnishedSchema,
  incomeSchema,
  livingAloneSchema,
  rentSchema,
  statusSchema,
  zoneSchema,
} from './fields.ts';
import { MESSAGES } from './messages.ts';

/** Schéma de l'entrée du moteur ; la date de référence sert au contrôle d'âge (mois de l'aide). */
export function engineInputSchema(referenceDate: string) {
  return construire(referenceDate);
}

function construire(referenceDate: string) {
  return z.object({
    zone: zoneSchema,
    rent: rentSchema,
    charges: z.optional(chargesSchema),
    furnished: furnishedSchema,
    chambre: z._default(chambreSchema, false),
    colocation: colocationSchema,
    conventionne: z._default(conventionneSchema, false),
    birthDate: birthDateSchema(referenceDate),
    status: statusSchema,
    boursier: z._default(boursierSchema, false),
    livingAlone: livingAloneSchema,
    children: childrenSchema,
    income: incomeSchema,
  });
}

export type EngineInputSchema = ReturnType<typeof construire>;
/** Entrée du moteur après validation (valeurs par défaut appliquées). */
export type EngineInput = z.output<EngineInputSchema>;
/** Entrée du moteur telle qu'on la soumet. */
export type EngineInputDraft = z.input<EngineInputSchema>;

export type FieldError = { readonly field: string; readonly message: string };

export type Validation<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly errors: FieldError[] };

/** Une erreur par champ (la première), dans l'ordre des champs. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'input';
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

// Le contrôle d'âge ne dépend que de l'année de référence : un schéma par année suffit.
const parAnnee = new Map<string, EngineInputSchema>();

/** Valide une entrée du moteur pour le mois de l'aide (AAAA-MM ou AAAA-MM-JJ). */
export function validateEngineInput(input: unknown, referenceDate: string): Validation<EngineInput> {
  const annee = referenceDate.slice(0, 4);
  let schema = parAnnee.get(annee);
  if (!schema) {
    schema = construire(`${annee}-01-01`);
    parAnnee.set(annee, schema);
  }
  return safeValidate(schema, input);
}
