/**
 * The embed's pre-set city (`?ville=<code INSEE>`, src/lib/shared/embed.ts): the commune is found with the
 * postal-code step's own lookup (the static file of its postal prefix, resolved by the zoning core), and
 * proposed at that step as a prefill — its postal code and the commune itself, so that a postal code shared
 * by several communes opens on the right one. A city page's slug is turned into its INSEE code by the server
 * (api/routes/simulator-pages.ts). An unknown or out-of-scope commune is ignored: the step opens empty.
 */
import { buildZoneIndex, resolveByInsee } from '../../core/zoning/index.ts';
import { readVille } from '../../lib/shared/embed.ts';
import { communesOf, shownNames } from './commune-lookup.ts';
import type { Prefill } from './store.ts';

/** The postal files are cut by the first two digits of the postal code, which follow the department. */
const postalPrefix = (insee: string) => (/^2[AB]/.test(insee) ? '20' : insee.slice(0, 2));

export async function cityPrefill(search: string): Promise<Prefill | null> {
  const ville = readVille(search);
  if (ville?.kind !== 'insee') return null;
  const records = await communesOf(postalPrefix(ville.code)).catch(() => []);
  const index = buildZoneIndex(records);
  const resolution = resolveByInsee(index, ville.code);
  // A commune with several postal codes: the first one (they all give the commune, and so its zone).
  const postalCode = [...(index.byInsee.get(ville.code)?.postalCodes ?? [])].sort()[0];
  if (resolution.kind !== 'ok' || !resolution.commune || !postalCode) return null;
  return {
    postalCode,
    inseeCode: resolution.commune.insee,
    // Named as the postal-code step names it: with its department for a homonym (commune-lookup.ts).
    cityName: shownNames(records).get(resolution.commune.insee) ?? resolution.commune.name,
    zone: resolution.zone,
  };
}
