/**
 * The simulator shortcut of the content pages (spec §2: navigation state may carry userType, cityName,
 * zoneAPL, averageRent). Content pages are static, so the state travels as query parameters of the
 * simulator's first step; the simulator reads them back with `readPrefill`.
 *
 * City pages send the city, its zone and a single postal code, never a rent: the only rent figure they hold
 * is an average of advertised rents per m² over all apartments (Carte des loyers 2022), which is nobody's
 * rent. `averageRent` stays readable for links that carry a rent the visitor gave.
 */
export const SIMULATOR_ENTRY = '/v2/simulateur/email';

export type Prefill = {
  /** Slug of the city page the visitor came from (apl-lyon). */
  ville?: string;
  cityName?: string;
  zoneAPL?: 1 | 2 | 3;
  /** Monthly rent (€) to propose at the rent step; no content page sends one (see above). */
  averageRent?: number;
  /** Postal code to propose at the postal-code step (a commune with a single postal code). */
  postalCode?: string;
  userType?: 'student';
};

/** `/v2/simulateur/email?ville=apl-lyon&cityName=Lyon&zoneAPL=2` */
export function prefillHref(p: Prefill): string {
  const q = new URLSearchParams();
  if (p.ville) q.set('ville', p.ville);
  if (p.cityName) q.set('cityName', p.cityName);
  if (p.zoneAPL) q.set('zoneAPL', String(p.zoneAPL));
  if (p.averageRent != null && p.averageRent > 0) q.set('averageRent', String(Math.round(p.averageRent)));
  if (p.postalCode) q.set('postalCode', p.postalCode);
  if (p.userType) q.set('userType', p.userType);
  const s = q.toString();
  return s ? `${SIMULATOR_ENTRY}?${s}` : SIMULATOR_ENTRY;
}

/** The prefill carried by a URL's query, with anything malformed dropped (never trusted blindly). */
export function readPrefill(search: string | URLSearchParams): Prefill {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Prefill = {};
  const ville = q.get('ville');
  if (ville && /^[a-z0-9-]{1,120}$/.test(ville)) out.ville = ville;
  const cityName = q.get('cityName')?.trim();
  if (cityName && cityName.length <= 120) out.cityName = cityName;
  const zone = Number(q.get('zoneAPL'));
  if (zone === 1 || zone === 2 || zone === 3) out.zoneAPL = zone;
  const rent = Number(q.get('averageRent'));
  if (Number.isFinite(rent) && rent > 0 && rent <= 10_000) out.averageRent = Math.round(rent);
  const postalCode = q.get('postalCode');
  if (postalCode && /^\d{5}$/.test(postalCode)) out.postalCode = postalCode;
  if (q.get('userType') === 'student') out.userType = 'student';
  return out;
}
