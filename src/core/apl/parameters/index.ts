/**
 * Accès aux barèmes datés : la valeur en vigueur d'une série pour un mois, les périodes couvertes,
 * les dates d'effet connues et les revalorisations attendues.
 *
 * Règle de sélection (comme OpenFisca) : pour le mois M, la version dont la date d'effet est la plus
 * grande inférieure ou égale au premier jour de M. Les dates sont des chaînes ISO comparées comme telles
 * (aucun fuseau horaire, aucune horloge).
 */
import { baremes, confirmeAu, couverture } from './baremes.generated.ts';
import type { Baremes, CleBareme, CleBaremeOptionnelle, Serie, ValeurBareme, Version } from './types.ts';

export { baremes, confirmeAu, couverture, source } from './baremes.generated.ts';
export type * from './types.ts';

/**
 * Valeurs en vigueur pour un mois, avec la date d'effet de chacune. Les séries optionnelles (outre-mer,
 * logements-foyers) sont absentes des mois qu'elles ne couvrent pas.
 */
export type BaremesDuMois = {
  readonly valeurs: {
    readonly [K in CleBareme]: K extends CleBaremeOptionnelle ? ValeurBareme<K> | undefined : ValeurBareme<K>;
  };
  readonly depuis: { readonly [K in CleBareme]: string };
};

const OPTIONNELLES: ReadonlySet<CleBareme> = new Set<CleBaremeOptionnelle>([
  'forfaitChargesOutreMer',
  'tauxFamilleOutreMer',
  'abattementR0OutreMer',
  'equivalenceLoyerFoyer',
  'equivalenceLoyerAl',
  'forfaitChargesFoyer',
]);

/** La version d'une série en vigueur à une date (AAAA-MM-JJ), ou undefined si aucune. */
export function versionAu<T>(serie: Serie<T>, date: string): Version<T> | undefined {
  let found: Version<T> | undefined;
  for (const v of serie.versions) {
    if (v.depuis <= date) found = v;
    else break;
  }
  return found;
}

/** Vrai si une période couverte par les barèmes contient la date. */
export function estCouvert(date: string): boolean {
  return couverture.some(([debut, fin]) => debut <= date && (fin === null || date < fin));
}

const cache = new Map<string, BaremesDuMois | null>();
let installes: Baremes = baremes;

/**
 * Remplace le jeu de barèmes avec lequel ce processus calcule (`baremesDuMois`, dates d'effet,
 * revalorisations attendues) et vide le cache des mois. Chaque adaptateur l'installe une fois au démarrage :
 * la version active du store (serveur, construction du site, CLI pointée sur un store) ou un fichier ; sans
 * installation, ce sont les barèmes générés du dépôt. Sans argument : les barèmes générés.
 */
export function installerBaremes(jeu: Baremes = baremes): void {
  installes = jeu;
  cache.clear();
}

/** Le jeu de barèmes installé (les barèmes générés tant qu'aucun autre ne l'a été). */
export function baremesInstalles(): Baremes {
  return installes;
}

/**
 * Barèmes applicables au mois `mois` (AAAA-MM), ou null si aucune version active ne couvre ce mois.
 * La déduction pour frais professionnels est celle de l'année civile précédente (comme OpenFisca).
 */
export function baremesDuMois(mois: string): BaremesDuMois | null {
  const cached = cache.get(mois);
  if (cached !== undefined) return cached;
  const result = baremesDuMoisDe(installes, mois);
  cache.set(mois, result);
  return result;
}

/**
 * Les mêmes valeurs tirées d'un autre jeu de barèmes (une version en préparation, pour en mesurer
 * l'effet) ; sans cache. Les périodes couvertes sont celles des barèmes publiés.
 */
export function baremesDuMoisDe(jeu: Baremes, mois: string): BaremesDuMois | null {
  const date = `${mois}-01`;
  if (!estCouvert(date)) return null;
  const valeurs: Record<string, unknown> = {};
  const depuis: Record<string, string> = {};
  for (const cle of Object.keys(jeu) as CleBareme[]) {
    const at = cle === 'abattementFraisProfessionnels' ? `${Number(mois.slice(0, 4)) - 1}-01-01` : date;
    const v = versionAu<unknown>(jeu[cle], at);
    if (!v) {
      if (OPTIONNELLES.has(cle)) continue;
      return null;
    }
    valeurs[cle] = v.valeur;
    depuis[cle] = v.depuis;
  }
  return { valeurs, depuis } as unknown as BaremesDuMois;
}

const addYears = (date: string, n: number) => `${Number(date.slice(0, 4)) + n}${date.slice(4)}`;

/**
 * Date de la prochaine revalorisation attendue d'une série périodique et encore absente des données :
 * la première échéance (MM-JJ de la série) postérieure à la dernière confirmation de la source et à la
 * dernière version connue. Undefined pour une série sans revalorisation périodique.
 */
export function revalorisationAttendue(cle: CleBareme): string | undefined {
  const serie = installes[cle] as Serie<unknown>;
  if (!serie.revalorisation) return undefined;
  const last = serie.versions.at(-1)?.depuis ?? confirmeAu;
  // Déduction pour frais professionnels : la ligne de l'année N sert aux mois de l'année N + 1 ; il manque
  // donc une valeur à partir du 1er janvier de N + 2.
  if (cle === 'abattementFraisProfessionnels') return addYears(last, 2);
  const ref = [last, confirmeAu].sort()[1] as string;
  let candidate = `${ref.slice(0, 4)}-${serie.revalorisation}`;
  while (candidate <= ref) candidate = addYears(candidate, 1);
  return candidate;
}

/** Revalorisations attendues et pas encore intégrées, par date croissante. */
export function revalorisationsAttendues(): Array<{ date: string; series: CleBareme[] }> {
  const byDate = new Map<string, CleBareme[]>();
  for (const cle of Object.keys(installes) as CleBareme[]) {
    const d = revalorisationAttendue(cle);
    if (d) byDate.set(d, [...(byDate.get(d) ?? []), cle]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, series]) => ({ date, series }));
}

/**
 * Toutes les dates d'effet connues (changement d'au moins une valeur applicable à un mois d'aide couvert,
 * début ou fin d'une période couverte), par ordre croissant. Sert à planifier les reconstructions du site.
 */
export function effectiveDates(): string[] {
  const dates = new Set<string>();
  for (const cle of Object.keys(installes) as CleBareme[]) {
    for (const v of (installes[cle] as Serie<unknown>).versions) {
      dates.add(cle === 'abattementFraisProfessionnels' ? addYears(v.depuis, 1) : v.depuis);
    }
  }
  for (const [debut, fin] of couverture) {
    dates.add(debut);
    if (fin) dates.add(fin);
  }
  const bornes = new Set(couverture.flatMap(([debut, fin]) => (fin ? [debut, fin] : [debut])));
  return [...dates].filter((d) => estCouvert(d) || bornes.has(d)).sort();
}
