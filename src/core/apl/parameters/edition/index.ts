/**
 * Saisie d'une nouvelle version des barèmes (issue 27), le cœur pur des écrans « Barèmes » : brouillon à
 * partir de la version précédente, revalorisation uniforme du 1er octobre, validation avant activation,
 * impact sur des ménages. Ni base, ni route, ni horloge : les barèmes sont des arguments.
 */
export {
  brouillon,
  derniereDate,
  type ResultatBrouillon,
  type ValeursBaremes,
  valeursAu,
} from './brouillon.ts';
export { BANDE_PLAUSIBLE, horsBande } from './ecarts.ts';
export { type CasImpact, impact, type LigneImpact, type Montants } from './impact.ts';
export { problemesVersion } from './problemes.ts';
export {
  arrondiCentime,
  brouillonRevalorisation,
  type CleIrl,
  revaloriser,
  SERIES_IRL,
} from './revalorisation.ts';
export {
  type Justifications,
  raisonSchema,
  type SourceLegale,
  sourceLegaleSchema,
} from './sources.ts';
export { feuilles, memesValeurs } from './valeurs.ts';
