/**
 * The kind of a page of the site, from its path (spec §4 « entry page type »: simulator, homepage, city_page,
 * blog, zone_page, guide or other). Used for the entry page of a visit and for the page kind of web vitals.
 */

export const PAGE_TYPES = [
  'simulator',
  'homepage',
  'city_page',
  'blog',
  'zone_page',
  'guide',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Path only: « https://site/apl-lyon?x=1#a » and « /apl-lyon/ » both give « /apl-lyon ». */
export function pathOf(pageOrUrl: string | null | undefined): string {
  let path = (pageOrUrl ?? '').trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = '';
    }
  }
  path = path.split(/[?#]/)[0] ?? '';
  path = path.toLowerCase().replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

export function pageTypeOf(pageOrUrl: string | null | undefined): PageType {
  const path = pathOf(pageOrUrl);
  if (path === '/' || path === '/index.html') return 'homepage';
  if (/^\/(v2\/)?simulateur(\/|$)/.test(path) || /^\/resultats(\/|$)/.test(path)) return 'simulator';
  if (/^\/apl-zone-[123]$/.test(path)) return 'zone_page';
  if (/^\/(ville\/)?apl-(?!zone-)[a-z0-9-]+$/.test(path)) return 'city_page';
  if (/^\/conseil(\/|$)/.test(path)) return 'blog';
  if (/^\/(guide|thematiques)(\/|$)/.test(path)) return 'guide';
  return 'other';
}
