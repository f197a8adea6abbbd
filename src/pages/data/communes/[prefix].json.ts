/**
 * Postal code → communes and APL zones, one small static file per two-digit prefix
 * (/data/communes/69.json). The simulator reads it, so the postal-code step works even when the API is down.
 * A commune whose name another French commune bears has its `label`, the name with its department (« Saint-Denis
 * (La Réunion) », src/core/cities/names.ts), which the simulator shows as the city pages and the city search do —
 * written here so that the island ships neither the department names nor the slug rules.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { communeZoneRecords } from '../../../../db/queries/communes';
import { communeLabel, homonymKey, homonymKeys } from '../../../core/cities/names';
import { store } from '../../../lib/build/store';
import { inScope } from '../../../lib/server/build-scope';

export const getStaticPaths = (async () => {
  if (!inScope('communes-data', '*')) return [];
  type Listed = Awaited<ReturnType<typeof communeZoneRecords>>[number] & { label?: string };
  const byPrefix = new Map<string, Listed[]>();
  const all = await communeZoneRecords(store());
  const homonyms = homonymKeys(all);
  for (const found of all) {
    const record: Listed = homonyms.has(homonymKey(found.name))
      ? { ...found, label: communeLabel(found, true) }
      : found;
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
