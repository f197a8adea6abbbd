/**
 * Spec §3 form tracking data (visitorId, sessionId, landing_page, referrer, utm_*, traffic_source,
 * entry_page_type, session_duration) as stored with a simulation: the browser sends what it saw, the server
 * keeps the known keys only, reduces the referrer to its host and the landing page to its path, and
 * computes traffic_source and entry_page_type itself.
 */
import { pageTypeOf, pathOf } from './page-type.ts';
import { classifyTrafficSource, referrerHost } from './traffic-source.ts';

type Scalar = string | number | boolean | null;

const str = (v: Scalar | undefined, max = 200): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;
const id = (v: Scalar | undefined): string | null =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(v) ? v : null;

export function formTrackingData(
  raw: Record<string, Scalar>,
  siteHosts: readonly string[] = [],
): Record<string, string | number | null> {
  const landing = str(raw.landing_page, 500);
  const utmSource = str(raw.utm_source);
  const utmMedium = str(raw.utm_medium);
  const duration = raw.session_duration;
  return {
    visitorId: id(raw.visitorId),
    sessionId: id(raw.sessionId),
    landing_page: landing ? pathOf(landing) : null,
    referrer: referrerHost(str(raw.referrer, 1000)),
    utm_source: utmSource,
    utm_medium: utmMedium,
    utm_campaign: str(raw.utm_campaign),
    utm_term: str(raw.utm_term),
    utm_content: str(raw.utm_content),
    traffic_source: classifyTrafficSource(
      { utmSource, utmMedium, referrer: str(raw.referrer, 1000) },
      siteHosts,
    ),
    entry_page_type: landing ? pageTypeOf(landing) : null,
    session_duration:
      typeof duration === 'number' && Number.isFinite(duration) && duration >= 0
        ? Math.round(duration)
        : null,
  };
}
