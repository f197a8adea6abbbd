/**
 * Une nouvelle version des barèmes, saisie à partir de la précédente (issue 27) : les valeurs en vigueur à
 * une date (pour pré-remplir le formulaire), et le jeu de barèmes où chaque série modifiée reçoit une
 * nouvelle ligne datée. Une revalorisation ajoute une ligne, elle ne réécrit jamais une valeur passée
 * (`types.ts`). Pur : ni I/O, ni horloge.
 */
import { estDateValide } from '../../../validation/fields.ts';
import type { ErreurChamp } from '../../types.ts';
import { versionAu } from '../index.ts';
import type { Baremes, CleBareme, Serie, ValeurBareme } from '../types.ts';
import { memesValeurs } from './valeurs.ts';

/** Une valeur par série (toutes ou quelques-unes) : le contenu d'un formulaire de saisie. */
export type ValeursBaremes = { readonly [K in CleBareme]?: ValeurBareme<K> };

export type ResultatBrouillon =
  | { readonly ok: true; readonly baremes: Baremes; readonly modifiees: ReadonlyArray<CleBareme> }
  | { readonly ok: false; readonly errors: ReadonlyArray<ErreurChamp> };

const cles = (b: Baremes) => Object.keys(b) as CleBareme[];

/**
 * Les valeurs en vigueur à `date` (AAAA-MM-JJ) pour chaque série ; une série sans version à cette date
 * (outre-mer, logements-foyers avant octobre 2023) est absente.
 */
export function valeursAu(baremes: Baremes, date: string): ValeursBaremes {
  const out: Record<string, unknown> = {};
  for (const cle of cles(baremes)) {
    const v = versionAu<unknown>(baremes[cle], date);
    if (v) out[cle] = v.valeur;
  }
  return out as ValeursBaremes;
}

/** La dernière date d'effet d'une série ('' si elle n'a aucune version). */
export const derniereDate = (serie: Serie<unknown>): string => serie.versions.at(-1)?.depuis ?? '';

/** Les séries dont la valeur proposée diffère de celle en vigueur à la date. */
function seriesModifiees(precedente: Baremes, date: string, nouvelles: ValeursBaremes): CleBareme[] {
  const avant = valeursAu(precedente, date);
  return (Object.keys(nouvelles) as CleBareme[]).filter(
    (cle) => cle in precedente && !memesValeurs(nouvelles[cle], avant[cle]),
  );
}

/** Ce qui empêche de dater une nouvelle version au `date` : date invalide, série inconnue, date trop tôt. */
function erreursDate(
  precedente: Baremes,
  date: string,
  nouvelles: ValeursBaremes,
  modifiees: ReadonlyArray<CleBareme>,
): ErreurChamp[] {
  if (!estDateValide(date)) return [{ field: 'date', message: "Date d'effet invalide (AAAA-MM-JJ)" }];
  const errors: ErreurChamp[] = (Object.keys(nouvelles) as string[])
    .filter((cle) => !(cle in precedente))
    .map((cle) => ({ field: cle, message: `Série inconnue : ${cle}` }));
  for (const cle of modifiees) {
    const derniere = derniereDate(precedente[cle]);
    if (date <= derniere) {
      errors.push({
        field: cle,
        message: `La date d'effet (${date}) doit être postérieure à la dernière version de la série (${derniere})`,
      });
    }
  }
  return errors;
}

/**
 * Le jeu de barèmes de la nouvelle version : chaque série dont la valeur change reçoit une ligne datée du
 * `date` ; les autres restent telles quelles (même objet). Refusé si la date n'est pas postérieure à la
 * dernière version d'une série modifiée, ou si une série n'existe pas.
 */
export function brouillon(precedente: Baremes, date: string, nouvelles: ValeursBaremes): ResultatBrouillon {
  const modifiees = seriesModifiees(precedente, date, nouvelles);
  const errors = erreursDate(precedente, date, nouvelles, modifiees);
  if (errors.length > 0) return { ok: false, errors };
  const out: Record<string, Serie<unknown>> = { ...precedente };
  for (const cle of modifiees) {
    const serie = precedente[cle] as Serie<unknown>;
    out[cle] = { ...serie, versions: [...serie.versions, { depuis: date, valeur: nouvelles[cle] }] };
  }
  return { ok: true, baremes: out as unknown as Baremes, modifiees };
}
