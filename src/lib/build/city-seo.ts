/**
 * City tiers for titles (spec §4 and §9): major cities, university cities (more than 5,000 students entered
 * by an editor, or a listed university city), medium and small towns. Each tier gets its own H1 and SEO title.
 */
export type CityTier = 'major' | 'university' | 'medium' | 'small';

/** The 24 largest French cities (population municipale 2023, INSEE), by name. */
export const MAJOR_CITIES = [
  'Paris',
  'Marseille',
  'Lyon',
  'Toulouse',
  'Nice',
  'Nantes',
  'Montpellier',
  'Strasbourg',
  'Bordeaux',
  'Lille',
  'Rennes',
  'Toulon',
  'Reims',
  'Saint-Étienne',
  'Le Havre',
  'Villeurbanne',
  'Dijon',
  'Grenoble',
  'Angers',
  'Nîmes',
  'Aix-en-Provence',
  'Clermont-Ferrand',
  'Le Mans',
  'Brest',
] as const;

/** 24 university cities outside the list above, whose student population weighs on the rental market. */
export const UNIVERSITY_CITIES = [
  'Tours',
  'Amiens',
  'Limoges',
  'Besançon',
  'Metz',
  'Nancy',
  'Caen',
  'Rouen',
  'Orléans',
  'Poitiers',
  'Perpignan',
  'Pau',
  'La Rochelle',
  'Avignon',
  'Chambéry',
  'Valenciennes',
  'Mulhouse',
  'Lorient',
  'Vannes',
  'Troyes',
  'Cergy',
  'Nanterre',
  'Villeneuve-d’Ascq',
  'Saint-Martin-d’Hères',
] as const;

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .toLowerCase();
const MAJOR = new Set(MAJOR_CITIES.map(normalise));
const UNIVERSITY = new Set(UNIVERSITY_CITIES.map(normalise));

/** Students above which a city counts as a university city (spec §4). */
export const UNIVERSITY_STUDENTS = 5000;
/** Population from which a town is « medium » (spec §9 tier 3 floor). */
export const MEDIUM_POPULATION = 50_000;

export function cityTier(c: {
  name: string;
  population: number | null;
  students: number | null;
  isArrondissement?: boolean;
}): CityTier {
  const n = normalise(c.name);
  if (MAJOR.has(n)) return 'major';
  if ((c.students ?? 0) > UNIVERSITY_STUDENTS || UNIVERSITY.has(n)) return 'university';
  if ((c.population ?? 0) >= MEDIUM_POPULATION) return 'medium';
  return 'small';
}

export type CityTitles = { h1: string; seoTitle: string; lead: string };

/** « Valence (26) », unless the name already says where it is (a homonym's « Saint-Denis (La Réunion) »). */
const withDepartment = (name: string, department: string) =>
  name.endsWith(')') ? name : `${name} (${department})`;

/**
 * H1, `<title>` and the first sentence of a city page, by tier. `withAmounts` is false for a page that shows
 * no computed amount (overseas communes until the engine computes them): its lead promises none.
 */
export function cityTitles(
  tier: CityTier,
  name: string,
  zone: number | null,
  department: string,
  withAmounts = true,
): CityTitles {
  const z = zone ? ` (zone ${zone})` : '';
  const examples = withAmounts
    ? 'zone, loyers plafonds et exemples calculés'
    : 'zone, logement étudiant et villes proches';
  switch (tier) {
    case 'major':
      return {
        h1: `APL à ${name}`,
        seoTitle: `APL ${name}${z} : montant, plafonds et simulation gratuite`,
        lead: withAmounts
          ? `Ce que l'aide au logement vous apporte à ${name}, exemples calculés à l'appui.`
          : `L'aide au logement à ${name} : ${examples}.`,
      };
    case 'university':
      return {
        h1: `APL à ${name} : étudiants et jeunes actifs`,
        seoTitle: `APL étudiant ${name}${z} : montant, CROUS et simulation`,
        lead: withAmounts
          ? `Étudiant ou jeune actif à ${name} : ce que l'aide au logement vous apporte, exemples chiffrés à l'appui.`
          : `Étudiant ou jeune actif à ${name} : l'aide au logement, le logement étudiant et les villes proches.`,
      };
    case 'medium':
      return {
        h1: `APL à ${name}`,
        seoTitle: `APL ${withDepartment(name, department)} : aide au logement et simulation`,
        lead: `L'aide au logement à ${name} : ${examples}.`,
      };
    default:
      return {
        h1: `APL à ${name}`,
        seoTitle: `APL à ${withDepartment(name, department)} : simulation de l'aide au logement`,
        lead: `L'aide au logement à ${name} : ${examples}.`,
      };
  }
}
