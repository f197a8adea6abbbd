/**
 * GET /recherche?ville=… — the city search box of the header and the home page, without JavaScript.
 *
 * One commune with a page matches: 303 to its page — a name one typo away included (« Lyom »). Several (homonyms,
 * a shared postal code, a prefix): a page listing them, a homonym named with its department (« Saint-Denis
 * (La Réunion) », src/core/cities/names.ts). None, or nothing typed: a page saying so, with the form again and the
 * simulator, which covers every commune. A read like /conseil?q=…: no write, so no rate limit; the work is
 * bounded (80 characters, communes held in memory, 20 listed). While the store does not answer, the communes read
 * last serve on; before any was read, a 503 page says the search is unavailable (never a 500).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { searchableCities } from '../../db/queries/city-search.ts';
import { isStoreUnavailable } from '../../db/store-unavailable.ts';
import { communeLabel, homonymKeys } from '../../src/core/cities/names.ts';
import {
  type CityIndex,
  cityQuerySchema,
  indexCities,
  type SearchableCity,
  searchCities,
} from '../../src/core/cities/search.ts';
import { type Locale, localeOfPath, localePath } from '../../src/i18n/index.ts';
import type { AppContext } from '../context.ts';
import { sameSiteLocation } from '../redirect.ts';
import { currentBuildDir } from '../services/site-builds.ts';
import { type CitySearchPageProps, renderCitySearchPage, renderInShell } from './city-search-page.ts';

export const CITY_SEARCH_PATH = '/recherche';
/** The English pages' search box answers in English (the city pages it leads to are in French). */
const CITY_SEARCH_PATH_EN = localePath('en', CITY_SEARCH_PATH);
/** How long the communes read from the store are reused (a page published meanwhile is found after this). */
const INDEX_MAX_AGE_MS = 60_000;
const CITY_SLUG = /^apl-[a-z0-9-]+$/;

/** Department names of the COG (@etalab/decoupage-administratif), read once. */
let departments: Map<string, string> | undefined;
function departmentName(code: string): string | undefined {
  if (!departments) {
    const file = createRequire(import.meta.url).resolve(
      '@etalab/decoupage-administratif/data/departements.json',
    );
    const rows = z
      .array(z.object({ code: z.string(), nom: z.string() }))
      .parse(JSON.parse(readFileSync(file, 'utf8')));
    departments = new Map(rows.map((d) => [d.code, d.nom]));
  }
  return departments.get(code);
}

/**
 * The built frame of the page in a language (src/components/CitySearchShell.astro: the site's header, footer and
 * styles), read again when `current` points to another build; null before any build, or from a build without it.
 */
function shellReader(buildsDir: string) {
  let cache: { folder: string; shells: Map<string, string | null> } | undefined;
  return (locale: Locale): string | null => {
    let folder: string;
    try {
      folder = realpathSync(currentBuildDir(buildsDir));
    } catch {
      return null;
    }
    if (cache?.folder !== folder) cache = { folder, shells: new Map() };
    if (!cache.shells.has(locale)) {
      const file = join(folder, localePath(locale, CITY_SEARCH_PATH), 'index.html');
      let shell: string | null = null;
      try {
        shell = readFileSync(file, 'utf8');
      } catch {
        shell = null;
      }
      cache.shells.set(locale, shell);
    }
    return cache.shells.get(locale) ?? null;
  };
}

export function citySearchRoutes(ctx: AppContext) {
  const shellOf = shellReader(ctx.env.BUILDS_DIR);
  let cache: { at: number; index: CityIndex; homonyms: ReadonlySet<string> } | undefined;
  /**
   * The communes, read again after INDEX_MAX_AGE_MS. While the store does not answer, the communes read before
   * serve on (stale by at most the pages published since); with none read yet, the error gives the 503 page
   * (api/middleware/store-down.ts).
   */
  const cityIndex = async (): Promise<{ index: CityIndex; homonyms: ReadonlySet<string> }> => {
    if (!cache || Date.now() - cache.at > INDEX_MAX_AGE_MS) {
      try {
        const cities = (await searchableCities(ctx.db)).filter((c) => CITY_SLUG.test(c.slug));
        cache = { at: Date.now(), index: indexCities(cities), homonyms: homonymKeys(cities) };
      } catch (error) {
        if (!cache || !isStoreUnavailable(error)) throw error;
      }
    }
    return cache;
  };

  /** A commune found, named as everywhere else: « Saint-Denis (La Réunion) » when another page bears its name. */
  const listed = (
    c: SearchableCity,
    homonyms: ReadonlySet<string>,
  ): CitySearchPageProps['cities'][number] => {
    const name = departmentName(c.department);
    return {
      name: communeLabel(c, homonyms),
      href: `/${c.slug}`,
      department: name ? `${name} (${c.department})` : c.department,
      postalCodes: [...c.postalCodes],
    };
  };

  const search = async (c: Context) => {
    const locale = localeOfPath(c.req.path);
    // In the site's built frame (its full header), else standalone.
    const page = async (props: CitySearchPageProps, status: 200 | 400 = 200) => {
      const shell = shellOf(locale);
      const inShell = shell ? await renderInShell(shell, props) : null;
      return c.html(inShell ?? renderCitySearchPage(props), status, {
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      });
    };

    const raw = c.req.query('ville') ?? '';
    const parsed = cityQuerySchema.safeParse({ ville: raw });
    // Too long (the schema's only refusal): the page says so, and never echoes more than the limit.
    if (!parsed.success)
      return page({ locale, state: 'invalid', query: '', cities: [], truncated: false }, 400);
    const query = parsed.data.ville;
    if (query === '') return page({ locale, state: 'empty', query, cities: [], truncated: false });

    const { index, homonyms } = await cityIndex();
    const found = searchCities(index, query);
    const [only] = found.cities;
    if (found.cities.length === 1 && only) return c.redirect(sameSiteLocation(`/${only.slug}`), 303);
    return page({
      locale,
      state: found.cities.length === 0 ? 'none' : 'several',
      query,
      cities: found.cities.map((city) => listed(city, homonyms)),
      truncated: found.truncated,
    });
  };
  return new Hono().get(CITY_SEARCH_PATH, search).get(CITY_SEARCH_PATH_EN, search);
}
