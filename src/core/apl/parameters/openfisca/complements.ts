/**
 * Séries que les blocs ne portent pas : les paramètres qu'OpenFisca écrit dans ses formules (datés et sourcés
 * ici) et la déduction de 10 % pour frais professionnels, lue dans sa série auxiliaire, par année de revenus.
 */
import type { ReferenceLegale } from '../types.ts';
import { type ReferencesLues, refsOf, type SerieLue, type SeriesLues, type Source } from './source.ts';

/**
 * Paramètres que le fichier source ne porte pas parce qu'OpenFisca les écrit dans ses formules :
 * ils restent des données datées et sourcées ici, jamais des littéraux dans les règles.
 */
export const COMPLEMENTS: Record<string, { valeur: unknown; refs: ReferenceLegale[] }> = {
  coefficientMeuble: {
    valeur: 2 / 3,
    refs: [
      {
        titre:
          "Article D842-2 du Code de la construction et de l'habitation (loyer d'un logement meublé retenu aux deux tiers)",
      },
      { titre: 'OpenFisca-France, variable aide_logement_loyer_reel (coefficient 2/3, arrondi à l’euro)' },
    ],
  },
  ageEquivalencePersonnesAgees: {
    valeur: 62,
    refs: [
      {
        titre:
          "Article D842-16, 3°, du Code de la construction et de l'habitation (équivalence de loyer des personnes âgées en logement-foyer)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047985424',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43, 3°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233810',
      },
      {
        titre:
          'OpenFisca-France, variable aides_logement_foyer_personne_agee_eligibilite (demandeur de 62 ans ou plus, logement non conventionné)',
      },
    ],
  },
  arrondiCoefficientK: {
    valeur: 0.01,
    refs: [
      {
        titre:
          "Article D832-25, 1° a) et 2° a), du Code de la construction et de l'habitation (coefficient K arrondi à deux décimales par défaut)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047401364',
      },
    ],
  },
  arrondiRessources: {
    valeur: 100,
    refs: [
      {
        titre:
          "Article D823-17 du Code de la construction et de l'habitation (ressources arrondies à la centaine d'euros supérieure)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
    ],
  },
};

/** Les compléments, chacun en une version datée du premier bloc. */
export function seriesComplements(premier: string): SeriesLues {
  const series: Record<string, SerieLue> = {};
  const references: Record<string, ReferencesLues> = {};
  for (const [cle, c] of Object.entries(COMPLEMENTS)) {
    series[cle] = { versions: [{ depuis: premier, valeur: c.valeur }] };
    references[cle] = { [premier]: c.refs };
  }
  return { series, references };
}

/** La valeur en vigueur au `d` d'une série datée (la dernière date inférieure ou égale). */
function at(values: Record<string, number>, d: string): number {
  const keys = Object.keys(values)
    .filter((k) => k <= d)
    .sort();
  const k = keys.at(-1);
  if (k === undefined) throw new Error(`Pas de valeur d'abattement au ${d}`);
  return values[k] as number;
}

/** Déduction de 10 % pour frais professionnels, par année de revenus. */
export function abattementFraisProfessionnels(src: Source): { serie: SerieLue; references: ReferencesLues } {
  const abat = src.auxiliary_series.abattement_frais_professionnels_10pct;
  const dates = [...new Set([...Object.keys(abat.min.values), ...Object.keys(abat.max.values)])].sort();
  const refs = refsOf([
    ...abat.taux.legal_references_latest,
    ...abat.min.legal_references_latest,
    ...abat.max.legal_references_latest,
  ]).filter((r, i, all) => all.findIndex((o) => o.titre === r.titre) === i);
  const serie: SerieLue = {
    revalorisation: '01-01',
    versions: dates.map((d) => ({
      depuis: d,
      valeur: {
        taux: at(abat.taux.values, d),
        minimum: at(abat.min.values, d),
        maximum: at(abat.max.values, d),
      },
    })),
  };
  return { serie, references: Object.fromEntries(dates.map((d) => [d, refs])) };
}
