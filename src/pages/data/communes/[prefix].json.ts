/**
 * Postal code → communes and APL zones, one small static file per two-digit prefix
 * (/data/communes/69.json). The simulator reads it, so the postal-code step works even when the API is down.
 * A commune whose name another French commune bears is marked `homonym`: the simulator names it with its department
 * (« Saint-Denis (La Réunion) », src/core/cities/names.ts), as the city pages and the city search do.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { communeZoneRecords } from '../../../../db/queries/communes';
import { homonymKey, homonymKeys } from '../../../core/cities/names';
import { store } from '../../../lib/build/store';
import { inScope } from '../../../lib/server/build-scope';

export const getStaticPaths = (async () => {
  if (!inScope('communes-data', '*')) return [];
  type Listed = Awaited<ReturnType<typeof communeZoneRecords>>[number] & { homonym?: true };
  const byPrefix = new Map<string, Listed[]>();
  const all = await communeZoneRecords(store());
  const homonyms = homonymKeys(all);
  for (const found of all) {
    const record: Listed = homonyms.has(homonymKey(found.name)) ? { ...found, homonym: true } : found;
    for (const prefix of new Set(record.postalCodes.map((code) => code.slice(0, 2)))) {
      const list = byPrefix.get(prefix) ?? [];
      list.push(record);
      byPrefix.set(prefix, list);
    }
  }
  return [...byPrefix].map(([prefix, records]) => ({ params: { prefix }, props: { records } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.records), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
