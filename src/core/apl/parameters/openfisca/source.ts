/**
 * Forme des fichiers de paramètres d'OpenFisca-France que lit l'import (`parameters/source/`) : les blocs
 * complets du secteur locatif (`openfisca-parameters.json`) et les feuilles YAML copiées une à une
 * (`openfisca-residences-outre-mer.json`) ; et les petites lectures sûres de leurs valeurs.
 */
import type { ReferenceLegale } from '../types.ts';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = { [k: string]: Json };
/** Une référence légale telle qu'OpenFisca l'écrit. */
export type SourceRef = { title?: string; href?: string; note?: string };
export type Block = { [section: string]: { value: Obj; source: { legal_references?: SourceRef[] } } } & {
  _meta: { effective_from: string; historical: boolean; effective_until_exclusive: string | null };
};
export type Source = {
  openfisca_france: { version: string; commit: string; commit_date: string };
  blocks: Record<string, Block>;
  auxiliary_series: {
    abattement_frais_professionnels_10pct: {
      taux: { values: Record<string, number>; legal_references_latest: SourceRef[] };
      min: { values: Record<string, number>; legal_references_latest: SourceRef[] };
      max: { values: Record<string, number>; legal_references_latest: SourceRef[] };
    };
  };
};

/** Un paramètre OpenFisca copié de son fichier YAML : valeurs datées (null = fin de validité) et références. */
export type Feuille = {
  description?: string;
  values?: Record<string, number | null>;
  brackets?: Array<{ threshold: Record<string, number | null>; rate: Record<string, number | null> }>;
  reference?: Record<string, SourceRef[]>;
};
export type SourceFeuilles = {
  openfisca_france: { version: string; commit: string };
  parameters: Record<string, Feuille>;
  /** Valeurs absentes d'OpenFisca, prises dans les textes (références à l'appui). */
  corrections: Record<
    string,
    { note: string; values: Record<string, number>; reference: Record<string, SourceRef[]> }
  >;
};

/** Une série lue : ses versions par date d'effet croissante. */
export type SerieLue = { revalorisation?: string; versions: { depuis: string; valeur: unknown }[] };
/** Références légales d'une série, par date d'effet. */
export type ReferencesLues = Record<string, ReferenceLegale[]>;
/** Des séries lues et leurs références, par clé de série. */
export type SeriesLues = { series: Record<string, SerieLue>; references: Record<string, ReferencesLues> };

export const num = (o: Json | undefined, path: string): number => {
  if (typeof o !== 'number') throw new Error(`Valeur numérique attendue pour ${path}`);
  return o;
};
export const obj = (o: Json | undefined, path: string): Obj => {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) throw new Error(`Objet attendu pour ${path}`);
  return o;
};

export const refsOf = (list: SourceRef[] | undefined): ReferenceLegale[] =>
  (list ?? []).map((r) => ({
    // Quelques références de la source n'ont qu'un lien : le lien tient lieu de titre.
    titre: r.title ?? `Texte publié au Journal officiel : ${r.href ?? 'référence sans titre'}`,
    ...(r.href ? { url: r.href } : {}),
    ...(r.note ? { note: r.note } : {}),
  }));
