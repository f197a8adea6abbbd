/**
 * Where a visit comes from, as spec §4 says, rule by rule, in this order:
 * 1. utm_medium cpc or ppc → paid_search; email → email; social → social;
 * 2. else the utm_source itself, when there is one;
 * 3. else a referrer containing google → google_organic, facebook → facebook, bing → bing;
 * 4. any other referrer → referral;
 * 5. no referrer → direct.
 * One addition of ours: a referrer on the site's own host is no referrer (moving between our pages is not a
 * source). Pure: the server calls it on every event, the tests call it on every rule.
 */

export type TrafficSourceInput = {
  utmSource?: string | null;
  utmMedium?: string | null;
  referrer?: string | null;
};

/** The named sources of spec §4 (a utm_source value is kept as is, normalised). */
export const TRAFFIC_SOURCES = [
  'paid_search',
  'email',
  'social',
  'google_organic',
  'facebook',
  'bing',
  'referral',
  'direct',
] as const;

const MAX_SOURCE_LENGTH = 40;

/** Lower-case, trimmed, at most 40 characters of [a-z0-9._-] (anything else becomes « _ »). */
export function normaliseUtm(value: string | null | undefined): string | null {
  const v = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '_')
    .slice(0, MAX_SOURCE_LENGTH);
  return v.replace(/^_+|_+$/g, '') === '' ? null : v;
}

/** The host of a referrer URL (lower-case, without « www. »), or null when it is empty or not a URL. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer?.trim()) return null;
  try {
    const host = new URL(referrer.trim()).hostname.toLowerCase();
    return host === '' ? null : host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function classifyTrafficSource(input: TrafficSourceInput, siteHosts: readonly string[] = []): string {
  const medium = normaliseUtm(input.utmMedium);
  if (medium === 'cpc' || medium === 'ppc') return 'paid_search';
  if (medium === 'email') return 'email';
  if (medium === 'social') return 'social';
  const source = normaliseUtm(input.utmSource);
  if (source) return source;
  const host = referrerHost(input.referrer);
  const own = siteHosts.map((h) => h.toLowerCase().replace(/^www\./, ''));
  if (!host || own.includes(host)) return 'direct';
  if (host.includes('google')) return 'google_organic';
  if (host.includes('facebook')) return 'facebook';
  if (host.includes('bing')) return 'bing';
  return 'referral';
}
