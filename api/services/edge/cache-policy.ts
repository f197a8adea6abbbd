/**
 * What the origin tells caches about the live build's files (issue 28). Browsers revalidate every page
 * (`max-age=0`: a 304 when nothing changed, thanks to the ETag), so a publication reaches them on their next
 * visit; shared caches — the CDN edge — keep pages for `s-maxage` and are purged by the publisher the moment a
 * build rewrites them (api/services/edge/purge.ts). A city page keeps its spec §9 lifetime at the edge: 3,600 s
 * for the largest cities (tier 1), 86,400 s for the others. Hashed assets never change: cached for a year.
 *
 * `stale-while-revalidate`: an expired page is served while the edge fetches its new version; `stale-if-error`:
 * with the origin down, the edge serves what it has for a day (deploy/varnish/default.vcl grants the same grace).
 */
import { cityPageMaxAge, type PriorityTier } from '../../../src/core/cities/tiers.ts';

/** Edge lifetime of a page that is not a city page, and of an unknown city (the shorter of spec §9's two). */
export const PAGE_S_MAXAGE = 3600;
export const STALE_WHILE_REVALIDATE = 60;
export const STALE_IF_ERROR = 86_400;
/** A 404 or a redirect of the site: the publisher purges them by key too, a short lifetime bounds the rest. */
export const SHORT_S_MAXAGE = 300;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** HTML and the build's other files (sitemap, robots.txt, communes data): edge lifetime `sMaxAge`. */
export function pageCacheControl(sMaxAge: number = PAGE_S_MAXAGE): string {
  return (
    `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}, ` +
    `stale-if-error=${STALE_IF_ERROR}`
  );
}

/** A city page: spec §9's lifetime for its tier at the edge; unknown (not in the build's tier file): 3,600 s. */
export function cityCacheControl(tier: PriorityTier | undefined): string {
  return pageCacheControl(tier ? cityPageMaxAge(tier) : PAGE_S_MAXAGE);
}

/** A 404 page or a redirect answered by the site's routes. */
export const SHORT_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHORT_S_MAXAGE}, stale-if-error=${STALE_IF_ERROR}`;

/** The surrogate key every response of the site carries: purging it empties the edge of the site (not assets). */
export const SITE_KEY = 'site';

const SAFE_KEY = /^\/[A-Za-z0-9/._~%-]{0,300}$/;

/**
 * The surrogate key of a page: its path without trailing slash nor `/index.html` (`/apl-lyon`, `/` for the home
 * page). A path that is not a plain one gives no key (null): only SITE_KEY purges it.
 */
export function pageKey(path: string): string | null {
  const bare = path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  return SAFE_KEY.test(bare) ? bare : null;
}

/**
 * The surrogate keys of a medium served at /media/<file>: `media` (every medium) and its own path. Not SITE_KEY:
 * a publication does not change a medium (its name is new whenever its bytes are); deleting one purges its key.
 */
export const MEDIA_KEY = 'media';

export function mediaKey(fileName: string): string {
  return `/media/${fileName}`;
}

/** The page key of a file of a build, from its path inside the build (`apl-lyon/index.html` → `/apl-lyon`). */
export function fileKey(relativePath: string): string | null {
  return pageKey(`/${relativePath.split('\\').join('/')}`);
}

/** The `Surrogate-Key` header: SITE_KEY and the keys given (deduplicated, nulls left out). */
export function surrogateKeys(...keys: Array<string | null>): string {
  return [...new Set([SITE_KEY, ...keys.filter((k): k is string => k !== null)])].join(' ');
}
