/**
 * City slugs (spec §5): lowercase, strip accents, non-alphanumerics to hyphens,
 * collapse and trim hyphens, add « apl- » unless present.
 */
import { SLUG_MAX_LENGTH } from '../validation/slug.ts';

const APL_PREFIX = 'apl-';
/** Room kept after a base for a homonym's suffix: « -974 », or « -» and an INSEE code. */
const SUFFIX_ROOM = 6;

/** « Saint-Étienne » → « saint-etienne » (no prefix). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** « Saint-Étienne » or « apl-saint-etienne » → « apl-saint-etienne ». */
export function normalizeCitySlug(text: string): string {
  const base = slugify(text);
  return base.startsWith(APL_PREFIX) || base === 'apl' ? base : `${APL_PREFIX}${base}`;
}

/** A slug cut to `max` characters, without a trailing hyphen (a folder name of the build stays bounded). */
export function boundedSlug(slug: string, max = SLUG_MAX_LENGTH): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}

/** Canonical slug: remove the apl- prefix and a trailing 2- or 3-digit department suffix. */
export function canonicalCitySlug(slug: string): string {
  return slugify(slug)
    .replace(/^apl-/, '')
    .replace(/-(\d{2,3}|2a|2b)$/, '');
}

/** The two spellings a visitor may type: with and without the prefix (spec: retry with it added or removed). */
export function slugCandidates(input: string): string[] {
  const s = slugify(input);
  const withPrefix = s.startsWith(APL_PREFIX) ? s : `${APL_PREFIX}${s}`;
  const without = s.startsWith(APL_PREFIX) ? s.slice(APL_PREFIX.length) : s;
  return [...new Set([s, withPrefix, `${APL_PREFIX}${without}`])];
}

/** Zone slugs (zone-1…3) are never city slugs. */
export function isZoneSlug(slug: string): boolean {
  return /^(apl-)?zone-[1-3]$/.test(slugify(slug));
}

export type SlugCandidate = {
  inseeCode: string;
  name: string;
  department: string;
  population: number | null;
};

/**
 * Unique slugs for a set of communes. Homonyms share a base slug: the most populous keeps it,
 * the others get their department code (« apl-saint-denis-974 »). Slugs already taken (existing pages)
 * are kept as they are and reserved.
 */
export function assignCitySlugs(
  communes: readonly SlugCandidate[],
  existing: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const [insee, slug] of existing) {
    result.set(insee, slug);
    taken.add(slug);
  }
  const byBase = new Map<string, SlugCandidate[]>();
  for (const c of communes) {
    if (result.has(c.inseeCode)) continue;
    const base = boundedSlug(normalizeCitySlug(c.name), SLUG_MAX_LENGTH - SUFFIX_ROOM);
    const group = byBase.get(base) ?? [];
    group.push(c);
    byBase.set(base, group);
  }
  for (const [base, group] of byBase) {
    group.sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.inseeCode.localeCompare(b.inseeCode));
    const homonymsElsewhere = [...existing.values()].some((s) => s === base);
    group.forEach((c, i) => {
      let slug =
        i === 0 && !homonymsElsewhere && !taken.has(base) ? base : `${base}-${c.department.toLowerCase()}`;
      // Same name twice in one department (rare): fall back to the INSEE code, always unique.
      if (taken.has(slug)) slug = `${base}-${c.inseeCode.toLowerCase()}`;
      taken.add(slug);
      result.set(c.inseeCode, slug);
    });
  }
  return result;
}
