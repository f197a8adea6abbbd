/**
 * L'import d'un fichier d'OpenFisca-France dans l'écran « Barèmes » (issue 27), lu comme
 * `npm run generate:parameters` le lit : le fichier des blocs du secteur locatif (`parameters.json`), et, s'il est
 * donné, celui des logements-foyers, de l'outre-mer et de l'épargne. Sans ce second fichier, ses séries restent
 * celles de la version active. Ce qui en sort pré-remplit une nouvelle version, qui se valide et s'active comme
 * une saisie à la main.
 */
import type { Baremes, CleBareme, ReferenceLegale } from '../types.ts';
import { datesDesBlocs, seriesDesBlocs, verifierLoyerReference } from './blocs.ts';
import { abattementFraisProfessionnels, seriesComplements } from './complements.ts';
import { type ImportOpenFisca, lireOpenFisca } from './index.ts';
import type { Source, SourceFeuilles } from './source.ts';

export type ImportEcran = Omit<ImportOpenFisca, 'couverture'> & {
  /** Les séries que le fichier donne (les autres sont celles de la version active). */
  readonly lues: CleBareme[];
};

/** Les séries du seul fichier des blocs, sur le jeu `actif` pour les autres. */
function blocsSeuls(actif: Baremes, src: Source): ImportEcran {
  const dates = datesDesBlocs(src);
  if (dates.length === 0) throw new Error('Le fichier ne contient aucun bloc daté');
  const blocs = seriesDesBlocs(src);
  const complements = seriesComplements(dates[0] as string);
  const frais = abattementFraisProfessionnels(src);
  verifierLoyerReference(src);
  const series = { ...blocs.series, ...complements.series, abattementFraisProfessionnels: frais.serie };
  const references = {
    ...blocs.references,
    ...complements.references,
    abattementFraisProfessionnels: frais.references,
  };
  const { version, commit, commit_date } = src.openfisca_france;
  return {
    source: { openfisca: version, commit: commit.slice(0, 11), date: commit_date },
    confirmeAu: dates.at(-1) as string,
    baremes: { ...actif, ...series } as unknown as Baremes,
    references: references as Record<CleBareme, Record<string, ReferenceLegale[]>>,
    lues: Object.keys(series).filter((cle) => cle in actif) as CleBareme[],
  };
}

/** Lit les fichiers d'OpenFisca-France ; lève une erreur en français sur un fichier incomplet ou mal formé. */
export function importerOpenFisca(actif: Baremes, src: Source, feuilles?: SourceFeuilles): ImportEcran {
  if (!feuilles) return blocsSeuls(actif, src);
  const { couverture: _, ...lu } = lireOpenFisca(src, feuilles);
  return { ...lu, lues: Object.keys(lu.baremes).filter((cle) => cle in actif) as CleBareme[] };
}

/** La première référence de la version d'une série en vigueur à `date` : la source qui pré-remplit l'écran. */
export function referenceAu(
  references: Readonly<Record<string, ReferenceLegale[]>> | undefined,
  date: string,
): ReferenceLegale | undefined {
  const depuis = Object.keys(references ?? {})
    .filter((d) => d <= date)
    .sort()
    .at(-1);
  return depuis ? references?.[depuis]?.[0] : undefined;
}
