/**
 * Le corps de POST /api/admin/scales et le brouillon qu'il donne (issue 27) : une date d'effet, les valeurs
 * de chaque série (le formulaire entier) ou un taux de revalorisation IRL suivi de retouches, une source par
 * série modifiée, une raison par valeur hors de la bande de ± 10 %. Refusé champ par champ, en français, avec
 * ce que trouve `problemesVersion` : rien n'est enregistré tant qu'un problème reste.
 */
import { z } from 'zod';
import {
  brouillon,
  feuilles,
  memesValeurs,
  problemesVersion,
  revaloriser,
  type SourceLegale,
  type ValeursBaremes,
  valeursAu,
} from '../../../src/core/apl/parameters/edition/index.ts';
import type { Baremes, CleBareme } from '../../../src/core/apl/parameters/types.ts';
import type { ErreurChamp } from '../../../src/core/apl/types.ts';
import { estDateValide } from '../../../src/core/validation/fields.ts';
import { ApiFailure } from '../../errors.ts';

/** Une date AAAA-MM-JJ qui existe. */
export const dateSchema = z
  .string({ error: "Date d'effet requise" })
  .refine(estDateValide, "Date d'effet invalide (AAAA-MM-JJ)");

/** Un taux de revalorisation en % (1,04 pour + 1,04 %), borné comme la bande plausible. */
export const tauxSchema = z.coerce
  .number({ error: 'Taux de revalorisation : un nombre est attendu' })
  .min(-10, 'Taux de revalorisation : entre − 10 % et + 10 %')
  .max(10, 'Taux de revalorisation : entre − 10 % et + 10 %');

export const DraftInput = z
  .object({
    label: z.string().trim().max(200, 'Libellé : 200 caractères au plus').optional(),
    effectiveDate: dateSchema,
    tauxIrl: tauxSchema.optional(),
    valeurs: z.record(z.string(), z.unknown(), { error: 'Valeurs : un objet par série' }).optional(),
    sources: z.record(z.string(), z.unknown()).default({}),
    raisons: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((d) => d.tauxIrl !== undefined || d.valeurs !== undefined, {
    message: 'Donner les valeurs des séries ou un taux de revalorisation',
    path: ['valeurs'],
  });
export type DraftBody = z.input<typeof DraftInput>;
type Draft = z.output<typeof DraftInput>;

/** Les problèmes regroupés par champ, comme les autres erreurs de l'API. */
export function parChamp(errors: ReadonlyArray<ErreurChamp>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { field, message } of errors) out[field] = [...(out[field] ?? []), message];
  return out;
}

/** 400 avec chaque problème à son champ. */
export function refusee(errors: ReadonlyArray<ErreurChamp>): ApiFailure {
  const fields = parChamp(errors);
  const n = errors.length;
  const premier = errors[0]?.message ?? '';
  const message = `Version non enregistrée : ${n} problème${n > 1 ? 's' : ''} (${premier}${n > 1 ? '…' : ''})`;
  return new ApiFailure(400, 'BAREMES_INVALIDES', message, fields);
}

/** Les valeurs proposées : le formulaire entier, ou la revalorisation IRL puis les retouches. */
function valeursProposees(active: Baremes, d: Draft): { valeurs: ValeursBaremes; errors: ErreurChamp[] } {
  const enVigueur = valeursAu(active, d.effectiveDate);
  if (d.tauxIrl !== undefined) {
    const valeurs = { ...revaloriser(enVigueur, d.tauxIrl), ...d.valeurs } as ValeursBaremes;
    return { valeurs, errors: [] };
  }
  const donnees = d.valeurs ?? {};
  const errors = Object.keys(enVigueur)
    .filter((cle) => donnees[cle] === undefined)
    .map((field) => ({
      field,
      message: 'Série manquante : chaque série de la version précédente est requise',
    }));
  return { valeurs: donnees as ValeursBaremes, errors };
}

/** Un texte vide du formulaire vaut « non donné ». */
const donne = (x: unknown) => x !== undefined && x !== null && !(typeof x === 'string' && x.trim() === '');

/** La source d'une série sans ses champs laissés vides, ses textes sans espaces autour. */
function sansVides(source: unknown): unknown {
  if (source === null || typeof source !== 'object') return source;
  return Object.fromEntries(
    Object.entries(source)
      .filter(([, x]) => donne(x))
      .map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
  );
}

/** Ce qui accompagne les séries modifiées, seulement elles. */
function justifications(d: Draft, modifiees: ReadonlyArray<CleBareme>) {
  const sources = Object.fromEntries(modifiees.map((cle) => [cle, sansVides(d.sources[cle])]));
  const raisons = Object.fromEntries(
    modifiees.filter((cle) => donne(d.raisons[cle])).map((cle) => [cle, d.raisons[cle]]),
  );
  return { sources, raisons };
}

/** Les chemins des feuilles numériques d'une valeur, triés (l'ordre des clés d'un JSON n'y fait rien). */
const chemins = (v: unknown) =>
  feuilles(v)
    .map(([chemin]) => chemin)
    .sort();

/**
 * Les séries modifiées dont la nouvelle valeur n'a pas la forme de la précédente (une feuille en trop, même avec
 * une raison) : le moteur ne saurait pas la lire.
 */
function formesInattendues(
  active: Baremes,
  jeu: Baremes,
  modifiees: ReadonlyArray<CleBareme>,
): ErreurChamp[] {
  return modifiees
    .filter((cle) => {
      const [avant, apres] = [active[cle].versions.at(-1)?.valeur, jeu[cle].versions.at(-1)?.valeur];
      return !memesValeurs(chemins(avant), chemins(apres));
    })
    .map((field) => ({ field, message: 'Valeurs de forme inattendue : une valeur en trop ou manquante' }));
}

export type DraftData = {
  data: Baremes;
  modifiees: ReadonlyArray<CleBareme>;
  sources: Record<string, SourceLegale>;
  reasons: Record<string, string>;
};

/** Le brouillon d'une nouvelle version à la suite de `active`, ou ses problèmes (ApiFailure 400). */
export function draftFrom(active: Baremes, d: Draft): DraftData {
  const proposees = valeursProposees(active, d);
  if (proposees.errors.length > 0) throw refusee(proposees.errors);
  const r = brouillon(active, d.effectiveDate, proposees.valeurs);
  if (!r.ok) throw refusee(r.errors);
  if (r.modifiees.length === 0)
    throw refusee([{ field: 'valeurs', message: 'Aucune valeur ne change : rien à enregistrer' }]);
  const j = justifications(d, r.modifiees);
  const problemes = [...problemesVersion(active, r.baremes, j)];
  if (problemes.length === 0) problemes.push(...formesInattendues(active, r.baremes, r.modifiees));
  if (problemes.length > 0) throw refusee(problemes);
  // Valides : problemesVersion les a lues avec sourceLegaleSchema.
  const sources = j.sources as Record<string, SourceLegale>;
  const reasons = Object.fromEntries(Object.entries(j.raisons).map(([cle, x]) => [cle, String(x).trim()]));
  return { data: r.baremes, modifiees: r.modifiees, sources, reasons };
}
