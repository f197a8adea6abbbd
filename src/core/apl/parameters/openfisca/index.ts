/**
 * Import des paramètres d'OpenFisca-France (la partie pure de `npm run generate:parameters`, et demain de
 * l'import d'un fichier dans l'écran « Barèmes », issue 27) : des deux fichiers source déjà lus, les séries
 * datées du moteur, leurs références légales, les périodes couvertes et la date de confirmation.
 */
import type { Baremes, CleBareme, ReferenceLegale } from '../types.ts';
import { couvertureDesBlocs, datesDesBlocs, seriesDesBlocs, verifierLoyerReference } from './blocs.ts';
import { abattementFraisProfessionnels, seriesComplements } from './complements.ts';
import { seriesDesFeuilles } from './feuilles.ts';
import type { Source, SourceFeuilles } from './source.ts';

export { declarationBaremes, replier } from './compact.ts';
export type { Source, SourceFeuilles } from './source.ts';

export type ImportOpenFisca = {
  /** Version d'OpenFisca-France dont les valeurs sont tirées (commit abrégé à 11 caractères). */
  readonly source: { readonly openfisca: string; readonly commit: string; readonly date: string };
  /** Dernière date à laquelle la source atteste les valeurs en vigueur (le dernier bloc). */
  readonly confirmeAu: string;
  /** Périodes couvertes : [début inclus, fin exclue ou null si ouverte]. */
  readonly couverture: Array<[string, string | null]>;
  readonly baremes: Baremes;
  readonly references: Record<CleBareme, Record<string, ReferenceLegale[]>>;
};

/**
 * Lit les blocs du secteur locatif (`src`) et les feuilles des logements-foyers, de l'outre-mer et de
 * l'épargne (`feuilles`), qui doivent venir du même commit. Lève une erreur sur une source incomplète.
 */
export function lireOpenFisca(src: Source, feuilles: SourceFeuilles): ImportOpenFisca {
  if (feuilles.openfisca_france.commit !== src.openfisca_france.commit) {
    throw new Error('Les deux fichiers source ne viennent pas du même commit d’OpenFisca-France');
  }
  const dates = datesDesBlocs(src);
  const couverture = couvertureDesBlocs(src);
  const blocs = seriesDesBlocs(src);
  const complements = seriesComplements(dates[0] as string);
  const frais = abattementFraisProfessionnels(src);
  const lues = seriesDesFeuilles(feuilles, couverture);
  verifierLoyerReference(src);
  const series = {
    ...blocs.series,
    ...complements.series,
    abattementFraisProfessionnels: frais.serie,
    ...lues.series,
  };
  const references = {
    ...blocs.references,
    ...complements.references,
    abattementFraisProfessionnels: frais.references,
    ...lues.references,
  };
  const { version, commit, commit_date } = src.openfisca_france;
  return {
    source: { openfisca: version, commit: commit.slice(0, 11), date: commit_date },
    confirmeAu: dates.at(-1) as string,
    couverture,
    baremes: series as unknown as Baremes,
    references: references as Record<CleBareme, Record<string, ReferenceLegale[]>>,
  };
}
