/**
 * Validation d'une nouvelle version des barèmes avant son activation (issue 27) : toutes les séries
 * présentes, les versions déjà publiées intactes, des dates d'effet valides et strictement croissantes,
 * chaque valeur modifiée dans la bande de ± 10 % (ou une raison), une source légale pour chaque série
 * modifiée. Des messages en français, champ par champ ; aucun : la version peut être activée.
 */
import { estDateValide } from '../../../validation/fields.ts';
import type { ErreurChamp } from '../../types.ts';
import type { Baremes, CleBareme, Serie, Version } from '../types.ts';
import { problemesEcarts } from './ecarts.ts';
import { type Justifications, messagesDe, raisonSchema, sourceLegaleSchema } from './sources.ts';
import { memesValeurs } from './valeurs.ts';

type Series = Readonly<Record<string, Serie<unknown> | undefined>>;

/** Les séries de la version précédente absentes du brouillon, et celles qu'elle ne connaît pas. */
function seriesManquantes(precedente: Series, brouillon: Series): ErreurChamp[] {
  const manquantes = Object.keys(precedente)
    .filter((cle) => !brouillon[cle]?.versions?.length)
    .map((field) => ({
      field,
      message: 'Série manquante : chaque série de la version précédente est requise',
    }));
  const inconnues = Object.keys(brouillon)
    .filter((cle) => !(cle in precedente))
    .map((field) => ({ field, message: `Série inconnue : ${field}` }));
  return [...manquantes, ...inconnues];
}

/** Dates d'effet AAAA-MM-JJ valides et strictement croissantes. */
function datesIncoherentes(cle: string, versions: ReadonlyArray<Version<unknown>>): ErreurChamp[] {
  const errors: ErreurChamp[] = [];
  versions.forEach((v, i) => {
    const prec = versions[i - 1]?.depuis;
    if (!estDateValide(v.depuis)) {
      errors.push({ field: cle, message: `Date d'effet invalide (AAAA-MM-JJ) : ${v.depuis}` });
    } else if (prec !== undefined && v.depuis <= prec) {
      errors.push({
        field: cle,
        message: `La date d'effet ${v.depuis} doit être postérieure à celle de la version précédente (${prec})`,
      });
    }
  });
  return errors;
}

/** Les versions déjà publiées doivent rester telles quelles : une revalorisation ajoute, elle ne réécrit pas. */
function historiqueModifie(cle: string, avant: Serie<unknown>, apres: Serie<unknown>): ErreurChamp[] {
  const i = avant.versions.findIndex((v, k) => {
    const w = apres.versions[k];
    return !w || w.depuis !== v.depuis || !memesValeurs(w.valeur, v.valeur);
  });
  if (i < 0) return [];
  const depuis = avant.versions[i]?.depuis;
  return [
    { field: cle, message: `La version du ${depuis}, déjà publiée, ne peut être ni modifiée ni supprimée` },
  ];
}

/**
 * Écarts hors bande des nouvelles versions (chacune comparée à celle qui la précède) ; une raison valide
 * lève la limite des ± 10 %.
 */
function problemesNouvelles(
  cle: string,
  serie: Serie<unknown>,
  debut: number,
  raison: unknown,
): ErreurChamp[] {
  const raisonInvalide = raison === undefined ? [] : messagesDe(raisonSchema, raison);
  const errors = raisonInvalide.map((message) => ({ field: `raisons.${cle}`, message }));
  const raisonDonnee = raison !== undefined && raisonInvalide.length === 0;
  for (let k = Math.max(debut, 1); k < serie.versions.length; k++) {
    const [avant, apres] = [serie.versions[k - 1], serie.versions[k]];
    errors.push(...problemesEcarts(cle, avant?.valeur, apres?.valeur, raisonDonnee));
  }
  return errors;
}

/** Les problèmes d'une série présente des deux côtés. */
function problemesSerie(
  cle: string,
  avant: Serie<unknown>,
  apres: Serie<unknown>,
  { sources, raisons }: Justifications,
): ErreurChamp[] {
  const dates = datesIncoherentes(cle, apres.versions);
  const historique = historiqueModifie(cle, avant, apres);
  if (historique.length > 0 || apres.versions.length === avant.versions.length)
    return [...dates, ...historique];
  const source = messagesDe(sourceLegaleSchema, sources[cle]).map((message) => ({
    field: `sources.${cle}`,
    message,
  }));
  return [...dates, ...problemesNouvelles(cle, apres, avant.versions.length, raisons[cle]), ...source];
}

/**
 * Ce qui empêche d'activer `brouillon` à la suite de `precedente` : `sources` et `raisons` sont indexées
 * par série (clé de `Baremes`). Une liste vide : rien ne s'y oppose.
 */
export function problemesVersion(
  precedente: Baremes,
  brouillon: Baremes,
  justifications: Justifications,
): ErreurChamp[] {
  const avant = precedente as unknown as Series;
  const apres = brouillon as unknown as Series;
  const errors = seriesManquantes(avant, apres);
  for (const cle of Object.keys(apres) as CleBareme[]) {
    const [a, b] = [avant[cle], apres[cle]];
    if (a && b?.versions?.length) errors.push(...problemesSerie(cle, a, b, justifications));
  }
  return errors;
}
