/**
 * A commune named without ambiguity (issue 29): « Saint-Denis (La Réunion) » beside « Saint-Denis
 * (Seine-Saint-Denis) », « Lyon » alone. Homonyms are found as the slugs find them (slug.ts, assignCitySlugs):
 * communes whose names give the same slug base (case, accents and punctuation aside) — the less populous ones carry
 * their department in their address (apl-saint-denis-93), the most populous keeps the bare one, and both are named
 * with their department wherever a name is shown: city page titles, h1, breadcrumb and meta, the city search
 * results, the comparison and nearby-city lists, the simulator's commune picker.
 */
import { normalizeCitySlug } from './slug.ts';

/** Department names of the COG 2026 (@etalab/decoupage-administratif, departements.json; names.test.ts checks it). */
export const DEPARTMENT_NAMES: Readonly<Record<string, string>> = {
  '01': 'Ain',
  '02': 'Aisne',
  '03': 'Allier',
  '04': 'Alpes-de-Haute-Provence',
  '05': 'Hautes-Alpes',
  '06': 'Alpes-Maritimes',
  '07': 'Ardèche',
  '08': 'Ardennes',
  '09': 'Ariège',
  '10': 'Aube',
  '11': 'Aude',
  '12': 'Aveyron',
  '13': 'Bouches-du-Rhône',
  '14': 'Calvados',
  '15': 'Cantal',
  '16': 'Charente',
  '17': 'Charente-Maritime',
  '18': 'Cher',
  '19': 'Corrèze',
  '21': "Côte-d'Or",
  '22': "Côtes-d'Armor",
  '23': 'Creuse',
  '24': 'Dordogne',
  '25': 'Doubs',
  '26': 'Drôme',
  '27': 'Eure',
  '28': 'Eure-et-Loir',
  '29': 'Finistère',
  '2A': 'Corse-du-Sud',
  '2B': 'Haute-Corse',
  '30': 'Gard',
  '31': 'Haute-Garonne',
  '32': 'Gers',
  '33': 'Gironde',
  '34': 'Hérault',
  '35': 'Ille-et-Vilaine',
  '36': 'Indre',
  '37': 'Indre-et-Loire',
  '38': 'Isère',
  '39': 'Jura',
  '40': 'Landes',
  '41': 'Loir-et-Cher',
  '42': 'Loire',
  '43': 'Haute-Loire',
  '44': 'Loire-Atlantique',
  '45': 'Loiret',
  '46': 'Lot',
  '47': 'Lot-et-Garonne',
  '48': 'Lozère',
  '49': 'Maine-et-Loire',
  '50': 'Manche',
  '51': 'Marne',
  '52': 'Haute-Marne',
  '53': 'Mayenne',
  '54': 'Meurthe-et-Moselle',
  '55': 'Meuse',
  '56': 'Morbihan',
  '57': 'Moselle',
  '58': 'Nièvre',
  '59': 'Nord',
  '60': 'Oise',
  '61': 'Orne',
  '62': 'Pas-de-Calais',
  '63': 'Puy-de-Dôme',
  '64': 'Pyrénées-Atlantiques',
  '65': 'Hautes-Pyrénées',
  '66': 'Pyrénées-Orientales',
  '67': 'Bas-Rhin',
  '68': 'Haut-Rhin',
  '69': 'Rhône',
  '70': 'Haute-Saône',
  '71': 'Saône-et-Loire',
  '72': 'Sarthe',
  '73': 'Savoie',
  '74': 'Haute-Savoie',
  '75': 'Paris',
  '76': 'Seine-Maritime',
  '77': 'Seine-et-Marne',
  '78': 'Yvelines',
  '79': 'Deux-Sèvres',
  '80': 'Somme',
  '81': 'Tarn',
  '82': 'Tarn-et-Garonne',
  '83': 'Var',
  '84': 'Vaucluse',
  '85': 'Vendée',
  '86': 'Vienne',
  '87': 'Haute-Vienne',
  '88': 'Vosges',
  '89': 'Yonne',
  '90': 'Territoire de Belfort',
  '91': 'Essonne',
  '92': 'Hauts-de-Seine',
  '93': 'Seine-Saint-Denis',
  '94': 'Val-de-Marne',
  '95': "Val-d'Oise",
  '971': 'Guadeloupe',
  '972': 'Martinique',
  '973': 'Guyane',
  '974': 'La Réunion',
  '976': 'Mayotte',
  '975': 'Saint-Pierre-et-Miquelon',
  '977': 'Saint-Barthélemy',
  '978': 'Saint-Martin',
  '984': 'Terres australes et antarctiques françaises',
  '986': 'Wallis et Futuna',
  '987': 'Polynésie française',
  '988': 'Nouvelle-Calédonie',
  '989': 'Île de Clipperton',
};

/** The key homonyms share: the name's slug base (« Saint-Denis », « saint denis » and « SAINT-DENIS » alike). */
export const homonymKey = (name: string): string => normalizeCitySlug(name);

/** The keys of the names that several of `communes` bear (give every commune that has a page, or every commune). */
export function homonymKeys(communes: Iterable<{ name: string }>): ReadonlySet<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of communes) {
    const key = homonymKey(name);
    if (seen.has(key)) shared.add(key);
    else seen.add(key);
  }
  return shared;
}

/** The department of a commune from its INSEE code: « 97411 » → « 974 », « 2A004 » → « 2A », « 69123 » → « 69 ». */
export const departmentOfInsee = (insee: string): string =>
  insee.toUpperCase().slice(0, /^9[78]/.test(insee) ? 3 : 2);

/** « La Réunion » for « 974 », the code itself when unknown. */
export const departmentName = (code: string): string => DEPARTMENT_NAMES[code.toUpperCase()] ?? code;

/**
 * The commune's name, followed by its department in parentheses when `homonyms` says the name is shared
 * (`true`: always, where the reader cannot tell otherwise). A name that already ends with a parenthesis (an
 * editor's « Saint-Denis (La Réunion) ») is left as it is.
 */
export function communeLabel(
  commune: { name: string; department: string },
  homonyms: ReadonlySet<string> | boolean,
): string {
  const { name, department } = commune;
  const shared = typeof homonyms === 'boolean' ? homonyms : homonyms.has(homonymKey(name));
  if (!shared || !department || /\)\s*$/.test(name)) return name;
  return `${name} (${departmentName(department)})`;
}
