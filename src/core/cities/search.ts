/**
 * The city search box (`GET /recherche?ville=…`, no JavaScript): what a visitor types, normalised, matched
 * against the communes that have a page. Case, accents, hyphens, apostrophes and spaces do not matter,
 * « st »/« ste » stand for « saint »/« sainte », and a 5-digit code is read as a postal code or an INSEE code.
 * A postal code beside a name (« 69003 Lyon ») narrows the name to that code; an arrondissement after a name
 * (« Lyon 3e », « Marseille 1er », « Paris 15ème arrondissement ») leads to the commune when it has no page of its own.
 * A name that matches nothing is read again with one typo forgiven (« Lyom » → Lyon, `withinOneEdit`).
 */
import { z } from 'zod';

/** Longest query read; a longer one is refused with a message. */
export const CITY_QUERY_MAX = 80;
/** The example in every search box (a no-break space before the colon). */
export const CITY_SEARCH_PLACEHOLDER = 'Ex.\u00a0: Lyon, 69003, St-Étienne';
/** Most communes listed for one query. */
export const CITY_RESULTS_MAX = 20;

/** The `ville` field of the search form: spaces collapsed and trimmed, control characters dropped. */
export const cityQuerySchema = z.object({
  ville: z
    .string()
    .optional()
    .transform((s) =>
      (s ?? '')
        .replace(/[\p{Cc}\s]+/gu, ' ')
        .trim()
        .normalize('NFC'),
    )
    .pipe(z.string().max(CITY_QUERY_MAX, `Saisissez au plus ${CITY_QUERY_MAX} caractères.`)),
});
export type CityQueryInput = z.input<typeof cityQuerySchema>;

/** Abbreviations a visitor types for a whole word. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  sts: 'saints',
  stes: 'saintes',
};

/** The words of a name, folded: « St-Étienne », « saint etienne » and « SAINT–ÉTIENNE » give the same. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** « L'Haÿ-les-Roses » → « l hay les roses »; « St-Étienne » → « saint etienne ». */
export function normaliseCityName(text: string): string {
  return words(text)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}

export type CityQuery =
  | { kind: 'empty' }
  /** Five digits (a postal code or an INSEE code), or a Corsican INSEE code (2A004). */
  | { kind: 'code'; code: string }
  /**
   * A name, normalised; `raw`: the same without abbreviations expanded; `department`: a trailing « 93 »;
   * `postalCode`: five digits typed beside the name; `commune`: the name without a trailing arrondissement.
   */
  | {
      kind: 'name';
      key: string;
      raw: string;
      department?: { code: string; key: string };
      postalCode?: string;
      commune?: string;
    };

const DEPARTMENT = /^(\d{2,3}|2a|2b)$/;
const POSTAL_CODE = /^\d{5}$/;
/** « 3e », « 3eme » (« 3ème » folded), « 1er », « 1re »; « arrondissement », « arr » around it. */
const ORDINAL = /^\d{1,2}(e|er|re|eme)$/;
const ARRONDISSEMENT_WORDS = new Set(['arrondissement', 'arr']);

export function parseCityQuery(text: string): CityQuery {
  const all = words(text);
  if (all.length === 0) return { kind: 'empty' };
  const joined = all.join('');
  if (/^(\d{5}|2[ab]\d{3})$/.test(joined) && all.length <= 2)
    return { kind: 'code', code: joined.toUpperCase() };
  // « 69003 Lyon », « Lyon (69003) »: the postal code apart, the rest is the name.
  const postalCode = all.find((w) => POSTAL_CODE.test(w));
  const folded = postalCode ? all.filter((w) => w !== postalCode) : all;
  if (folded.length === 0) return { kind: 'code', code: postalCode as string };
  const name = folded.join(' ');
  const query: CityQuery = { kind: 'name', key: normaliseCityName(name), raw: name };
  if (postalCode) query.postalCode = postalCode;
  const ordinal = folded.findLastIndex((w) => ORDINAL.test(w));
  const commune = folded.slice(0, ordinal).filter((w) => !ARRONDISSEMENT_WORDS.has(w));
  if (
    ordinal > 0 &&
    commune.length > 0 &&
    folded.slice(ordinal + 1).every((w) => ARRONDISSEMENT_WORDS.has(w))
  )
    query.commune = normaliseCityName(commune.join(' '));
  // « Saint-Denis 93 », « Valence (26) »: a department code after the name.
  const last = folded.at(-1) ?? '';
  if (folded.length > 1 && DEPARTMENT.test(last))
    query.department = { code: last.toUpperCase(), key: normaliseCityName(folded.slice(0, -1).join(' ')) };
  return query;
}

/** A commune that has a page, as the search reads it. */
export type SearchableCity = {
  inseeCode: string;
  name: string;
  department: string;
  postalCodes: readonly string[];
  population: number | null;
  slug: string;
};

/** The communes with their normalised names, computed once for many searches. */
export type CityIndex<C extends SearchableCity = SearchableCity> = ReadonlyArray<{ city: C; key: string }>;

export function indexCities<C extends SearchableCity>(cities: readonly C[]): CityIndex<C> {
  const byPopulation = [...cities].sort(
    (a, b) => (b.population ?? 0) - (a.population ?? 0) || a.name.localeCompare(b.name, 'fr'),
  );
  return byPopulation.map((city) => ({ city, key: normaliseCityName(city.name) }));
}

export type CitySearchResult<C extends SearchableCity = SearchableCity> = {
  /**
   * How the communes were found: `exact` name, name `prefix` (or a word of it), postal or INSEE `code`, or a
   * name one `typo` away (a letter missing, added, replaced, or two swapped: « Lyom », « Bordaeux »).
   */
  match: 'exact' | 'prefix' | 'code' | 'typo' | 'none';
  /** The communes found, most populous first, at most CITY_RESULTS_MAX. */
  cities: C[];
  /** More communes matched than are listed. */
  truncated: boolean;
};

function result<C extends SearchableCity>(match: CitySearchResult['match'], found: C[]): CitySearchResult<C> {
  return found.length === 0
    ? { match: 'none', cities: [], truncated: false }
    : { match, cities: found.slice(0, CITY_RESULTS_MAX), truncated: found.length > CITY_RESULTS_MAX };
}

function byName<C extends SearchableCity>(index: CityIndex<C>, keys: string[]): CitySearchResult<C> {
  const pick = (test: (key: string) => boolean) => index.filter((e) => test(e.key)).map((e) => e.city);
  const exact = pick((k) => keys.includes(k));
  if (exact.length > 0) return result('exact', exact);
  const prefix = pick((k) => keys.some((q) => k.startsWith(q)));
  if (prefix.length > 0) return result('prefix', prefix);
  // « etienne », « havre »: the start of a later word of the name.
  return result(
    'prefix',
    pick((k) => keys.some((q) => k.includes(` ${q}`))),
  );
}

/**
 * Exact names first (homonyms all listed), else names starting with the query, else names with a word
 * starting with it; a code gives every commune with that postal code or that INSEE code.
 */
export function searchCities<C extends SearchableCity>(
  index: CityIndex<C>,
  text: string,
): CitySearchResult<C> {
  const query = parseCityQuery(text);
  if (query.kind === 'empty') return result('none', []);
  const withCode = (code: string) =>
    index.filter(({ city }) => city.inseeCode === code || city.postalCodes.includes(code));
  if (query.kind === 'code')
    return result(
      'code',
      withCode(query.code).map((e) => e.city),
    );
  const { postalCode, ...byNameOnly } = query;
  if (postalCode) {
    // The name among the communes of that code; a name that is not there counts alone, then the code alone.
    const inCode = searchName(withCode(postalCode), byNameOnly);
    if (inCode.cities.length > 0) return inCode;
    const named = searchName(index, byNameOnly);
    return named.cities.length > 0
      ? named
      : result(
          'code',
          withCode(postalCode).map((e) => e.city),
        );
  }
  return searchName(index, query);
}

function searchName<C extends SearchableCity>(
  index: CityIndex<C>,
  query: Extract<CityQuery, { kind: 'name' }>,
): CitySearchResult<C> {
  if (query.department) {
    const { code, key } = query.department;
    const inDepartment = byName(
      index.filter((e) => e.city.department.toUpperCase() === code),
      [key],
    );
    if (inDepartment.cities.length > 0) return inDepartment;
  }
  // « st » alone may also be the start of « Strasbourg »: the words as typed count too.
  const found = byName(index, [...new Set([query.key, query.raw])]);
  if (found.cities.length > 0) return found;
  // « Paris 15 »: no Paris in the Cantal, no commune named so; the name alone.
  if (query.department) {
    const named = byName(index, [query.department.key]);
    if (named.cities.length > 0) return named;
  }
  // « Lyon 3e »: no page for the arrondissement; the commune's.
  const commune = query.commune ? byName(index, [query.commune]) : found;
  if (commune.cities.length > 0) return commune;
  // « Lyom », « Bordaeux »: a name one typo away, the typed name being long enough for that to mean something.
  const typed = query.department?.key ?? query.commune ?? query.key;
  return typed.length < TYPO_MIN_LENGTH
    ? commune
    : result(
        'typo',
        index.filter((e) => withinOneEdit(typed, e.key)).map((e) => e.city),
      );
}

/** Shorter names are not corrected: one letter off « Pau » or « Eu » is another commune, not a typo. */
export const TYPO_MIN_LENGTH = 4;

/**
 * Whether `a` and `b` are at most one edit apart (Damerau-Levenshtein, adjacent transposition included): one
 * character inserted, deleted, replaced, or two neighbours swapped. Linear, without allocation: the whole list
 * of communes is scanned for each query that found nothing else.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return true;
  const sameFrom = (x: string, xi: number, y: string, yi: number) => {
    if (x.length - xi !== y.length - yi) return false;
    for (; xi < x.length; xi++, yi++) if (x.charCodeAt(xi) !== y.charCodeAt(yi)) return false;
    return true;
  };
  if (a.length === b.length)
    return (
      sameFrom(a, i + 1, b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, i + 2, b, i + 2))
    );
  return a.length > b.length ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1);
}
